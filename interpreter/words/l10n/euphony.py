"""Prepositions whose form follows the sounds around them, chosen by rule after a text is formatted.

A translator writes one form of such a preposition (Polish ``w``, ``z``; Ukrainian ``у``,
``в``, ``з``, ``із``, ``зі``) and this pass sets the form the sounds call for, looking at the
word after it and, in Ukrainian, at the sound before it. Names come into sentences from
other messages, so only the finished text shows both sides: the pass runs on every
formatted text, and is idempotent, so the outermost message has the last word.

Polish: ``we`` for ``w`` before ``w``/``f`` and a consonant ("we Wrocławiu"); ``ze`` for
``z`` before a sibilant and a consonant ("ze Szczecina", "ze zbożem").
Ukrainian (милозвучність): ``у`` before ``в``/``ф`` and between consonants, ``в`` after a
vowel or before a vowel; ``зі`` before a sibilant and a consonant ("зі Швеції"),
``із`` between consonants or before a sibilant, ``з`` otherwise. The rules follow sounds, not
letters: an abbreviation with no vowel letter is read letter by letter, so its sounds are its
letters' names (``НДР`` is "ен-де-ер", beginning with a vowel: "коли в НДР", "візитом в ФРН";
``ЦК`` ends in "ка", a vowel). An abbreviation with a vowel is read as a word (``НАТО``).
French (élision): ``de`` before a vowel becomes ``d'`` ("l'usine d'Eisenach", "retiré
d'Allemagne de l'Est"); an ``h`` stays unelided, as German names take the aspirated h.
Italian (d eufonica): ``e`` becomes ``ed`` before a word beginning with *e*, and ``a`` becomes
``ad`` before one beginning with *a* ("carta stampata ed elenco delle carte"), the use the
rulebook follows; before another vowel the plain form stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_PL_VOWELS = "aąeęioóuyAĄEĘIOÓUY"
_UK_VOWELS = "аеєиіїоуюяАЕЄИІЇОУЮЯ"
_UK_SIBILANTS = "зсшщцчжЗСШЩЦЧЖ"
# How each capital letter is read aloud, for abbreviations read letter by letter.
_UK_LETTER_NAMES = {
    "А": "а", "Б": "бе", "В": "ве", "Г": "ге", "Ґ": "ґе", "Д": "де", "Е": "е", "Є": "є",
    "Ж": "же", "З": "зе", "И": "и", "І": "і", "Ї": "ї", "Й": "йот", "К": "ка", "Л": "ел",
    "М": "ем", "Н": "ен", "О": "о", "П": "пе", "Р": "ер", "С": "ес", "Т": "те", "У": "у",
    "Ф": "еф", "Х": "ха", "Ц": "це", "Ч": "че", "Ш": "ша", "Щ": "ща", "Ю": "ю", "Я": "я",
}


def _uk_spoken(word: str) -> str:
    """``word`` as it sounds: an abbreviation without a vowel letter spelled out by its letters' names."""
    if len(word) > 1 and word.isupper() and all(ch in _UK_LETTER_NAMES for ch in word) \
            and not any(ch in _UK_VOWELS for ch in word):
        return "".join(_UK_LETTER_NAMES[ch] for ch in word)
    return word


def upper_first(text: str) -> str:
    """``text`` starting with a capital: a name lower-case in running text (a track, a sector) heads a
    line, a list entry or a sentence."""
    return text[:1].upper() + text[1:]


def _keep_case(original: str, new: str) -> str:
    return upper_first(new) if original[0].isupper() else new


def _polish(text: str) -> str:
    def fix(m: re.Match[str]) -> str:
        prep, nxt = m.group(1), m.group(2)
        base = prep[0].lower()
        first, second = nxt[0].lower(), nxt[1:2]
        doubled = second and second not in _PL_VOWELS and second.isalpha() and (
            (base == "w" and first in "wf") or (base == "z" and first in "szśźż"))
        return _keep_case(prep, base + "e" if doubled else base) + " " + nxt

    return re.sub(r"(?<![\w-])([wWzZ]|[wWzZ]e) (\w\w?)", fix, text)


def _ukrainian(text: str) -> str:
    def fix(m: re.Match[str]) -> str:
        prep, nxt = m.group(1), _uk_spoken(m.group(2))
        before = re.search(r"(\w*)(\W*)$", m.string[:m.start()].rstrip())
        assert before is not None   # both groups may be empty: any text matches
        prev = (_uk_spoken(before.group(1)) if not before.group(2) else before.group(2))[-1:]
        prev_vowel = prev in _UK_VOWELS if prev.isalpha() else None   # None: start or after punctuation
        first, second = nxt[0], nxt[1:2]
        next_vowel = first in _UK_VOWELS
        if prep.lower() in ("у", "в"):
            if first.lower() in "вф":
                form = "у"
            elif prev_vowel is None:
                form = "в" if next_vowel else "у"
            elif prev_vowel:
                form = "в"
            else:
                form = "в" if next_vowel else "у"
        else:
            cluster = first in _UK_SIBILANTS and second and second not in _UK_VOWELS and second.isalpha()
            if cluster:
                form = "зі"
            elif first in _UK_SIBILANTS or (prev_vowel is False and not next_vowel):
                form = "із"
            else:
                form = "з"
        return _keep_case(prep, form) + " "

    return re.sub(r"(?<![\w-])([уУвВзЗ]|[іІ]з|[зЗ]і) (?=(\w+))", fix, text)


_FR_VOWELS = "aàâeéèêëiîïoôuùûyAÀÂEÉÈÊËIÎÏOÔUÙÛY"


def _french(text: str) -> str:
    return re.sub(rf"(?<![\w'-])([dD])e ([{_FR_VOWELS}])", r"\1'\2", text)


_IT_E = "eEèÈéÉ"
_IT_A = "aAàÀ"


def _italian(text: str) -> str:
    text = re.sub(rf"(?<![\w'-])([eE]) (?=[{_IT_E}])", r"\1d ", text)
    return re.sub(rf"(?<![\w'-])([aA]) (?=[{_IT_A}])", r"\1d ", text)


RULES: dict[str, Callable[[str], str]] = {"pl": _polish, "uk": _ukrainian, "fr": _french, "it": _italian}


def euphony(lang: str, text: str) -> str:
    """``text`` with the sound-dependent prepositions of ``lang`` in the form the sounds call for."""
    rule = RULES.get(lang)
    return rule(text) if rule is not None and " " in text else text


# Quotation marks of each language: (outer open, outer close, inner open, inner close). A
# quotation inside a quotation (a card title that quotes a name, inside a sentence that
# quotes the title) takes the inner marks: Polish „Afera »Spiegla«”, Ukrainian «… „…“».
QUOTES = {
    "pl": ("„", "”", "»", "«"),
    "uk": ("«", "»", "„", "“"),
    "de": ("„", "“", "‚", "‘"),
    "it": ("«", "»", "“", "”"),
    "fr": ("«", "»", "“", "”"),
    "en": ("“", "”", "‘", "’"),
}


def nested_quotes(lang: str, text: str) -> str:
    """``text`` with each quotation inside a quotation written with the language's inner marks."""
    marks = QUOTES.get(lang)
    if marks is None or text.count(marks[0]) < 2:
        return text
    opener, closer, inner_open, inner_close = marks
    out, depth = [], 0
    for ch in text:
        if ch == opener:
            out.append(inner_open if depth else ch)
            depth += 1
        elif ch == closer and depth:
            depth -= 1
            out.append(inner_close if depth else ch)
        else:
            out.append(ch)
    return "".join(out)
