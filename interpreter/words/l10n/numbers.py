"""Numbers in a language's own writing (CLDR, through Babel), for messages and for text outside them.

A count with a decimal part takes the plural form its language gives fractions (Polish
"45,5 tury", Ukrainian "45,5 ходу", against "45 tur", "45 ходів"), so a message must receive
the number itself, not a string already formatted: :func:`value` gives the number Fluent
formats in the bundle's language and selects plural categories on. A whole number goes as an
``int`` (Fluent would take ``45.0`` for a number with one visible decimal, "45 tury").

Text that no message holds (a cell of a table, a progress bar's rate, a track's space) uses
:func:`decimal`, :func:`whole` and :func:`signed`; a signed number is written with the true minus sign (U+2212), the
typographic sign every one of these languages prints, where CLDR's data keeps the ASCII
hyphen. An interval's two ends are joined by the message that writes it (``sim-cell-
difference``): a language with a decimal comma separates them with a semicolon.
"""

from __future__ import annotations

import copy
from functools import cache, cached_property
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.numbers import NumberPattern, format_decimal
from fluent.runtime.types import fluent_number

MINUS = "\u2212"


class TypographicLocale(Locale):
    """A CLDR locale whose number patterns write the true minus sign.

    A message's numbers are formatted by Fluent with the bundle's locale: this one gives
    a negative number the sign :func:`decimal` and :func:`signed` give text outside
    messages ("casella −1" in a narrated game as in the simulate report), where CLDR's
    patterns carry the ASCII hyphen. Plural rules and separators are the language's own.
    """

    @cached_property
    def decimal_formats(self) -> dict:   # type: ignore[override]
        return {k: _true_minus(p) for k, p in super().decimal_formats.items()}

    @cached_property
    def percent_formats(self) -> dict:   # type: ignore[override]
        return {k: _true_minus(p) for k, p in super().percent_formats.items()}


def typographic(locale: Locale) -> TypographicLocale:
    """``locale`` with the true minus sign in its number patterns."""
    return TypographicLocale(locale.language, locale.territory, locale.script, locale.variant, locale.modifier)


def _true_minus(pattern: NumberPattern) -> NumberPattern:
    twin = copy.copy(pattern)
    twin.prefix = (pattern.prefix[0], pattern.prefix[1].replace("-", MINUS))
    twin.suffix = (pattern.suffix[0], pattern.suffix[1].replace("-", MINUS))
    return twin


def _whole(x: float, digits: int) -> bool:
    return round(x, digits) == int(round(x, digits))


def value(x: float, digits: int = 1) -> Any:
    """``x`` for a Fluent message: formatted there in the message's language, at most ``digits``
    decimals, and selecting the plural category the number takes (a fraction's own)."""
    if _whole(x, digits):
        return int(round(x, digits))
    return fluent_number(round(x, digits), maximumFractionDigits=digits)


def decimal(x: float, lang: str, digits: int = 1, fixed: bool = True) -> str:
    """``x`` in ``lang``'s writing with ``digits`` decimals ("3,7"); ``fixed`` False drops a zero
    decimal part ("45" but "45,5")."""
    pattern = "0." + ("0" if fixed else "#") * digits if digits else "0"
    return format_decimal(x, pattern, locale=_cldr(lang)).replace("-", MINUS)


def significant(x: float, lang: str) -> str:
    """``x`` with at most two significant digits, in ``lang``'s writing ("0,00024", "0,015", "1"):
    for p-values, which matter however small they are."""
    return format_decimal(x, "@#", locale=_cldr(lang)).replace("-", MINUS)


@cache
def _cldr(lang: str) -> Locale:
    """``lang``'s CLDR locale; a locale folder CLDR does not know (`xx`, or no code at all) writes its
    numbers as Fluent writes that language's messages (the environment's locale), not Babel's error
    (`wsdv l10n check` names the folder; the site refuses it)."""
    try:
        return Locale.parse(lang)
    except (ValueError, UnknownLocaleError):
        return Locale.default()


def whole(n: int, lang: str) -> str:
    """A whole number in ``lang``'s writing, a negative one with the true minus sign ("−6"): a number
    shown outside a message (a track's space, a table's cell) as the messages around it write it."""
    return decimal(n, lang, 0)


def signed(x: float, lang: str, digits: int = 1) -> str:
    """``x`` with its sign always written ("+1,8", "−78,4"), in ``lang``'s writing."""
    body = decimal(abs(x), lang, digits)
    return (MINUS if x < 0 and body.strip("0,.\u00a0\u202f") else "+") + body
