"""Rules in words: hand-written prose per language, tied to the declarations that run the rules.

Each rules declaration a reader needs explained (a phase, an action, the setup, an outcome...)
may have prose in every language, in ``content/locales/<lang>/rules.ftl``: the message
``rules-<kind>-<id>`` (``_`` written ``-``, as for names), written in that language's own
words. The numbers and names in it come from the content as variables, so a changed
threshold shows the new number:

- ``$n1``, ``$n2``... the whole numbers written in the declaration, in the order they appear;
- ``$<key>`` for a whole number given to a key or a keyword argument (``every 4`` is
  ``$every``; ``markers = 3`` in a call is ``$markers``), and for a key that names a definition
  (``winner east`` is ``$winner``: ``{ NAME($winner) }`` names it in the case a sentence needs)
  or several (``floating north_march, south_march``: NAME joins them);
- ``$<kind>-<id>`` for the declaration itself (``$city-portsville``);
- ``$<key>-count`` for the length of a list given to a key (``phases flight, ...`` gives
  ``$phases-count``), and ``$total-<kind>`` for how many definitions of a kind the game has
  (``$total-decade``), so "ten phases" and "four decades" are said from content too;
- ``$count-<piece>`` for the number of each piece in the box, ``$piece-<piece>`` and
  ``$side-<side>`` for the pieces and sides themselves (``-`` for ``_``), so that
  ``{ $n1 } { NAME($piece-unrest, $n1) }`` names the piece in the form its number needs, and
  ``$value-<piece>`` for the value a piece with a printed scale shows when new (the low end of
  ``value 1..3``: a factory's 1, a rundown factory's 0);
- for an outcome with a ``priority``, ``$first-winner``: the winner of the outcome looked at first
  among those looked at the same moment (``checked``), the one that wins when several hold at once
  ("if both states collapse at the same check, East wins" follows the priorities in content).

- ``$<kind>-<id>`` for each definition the declaration's body names (``p in suppliers`` gives
  ``$group-suppliers``), and ``$<kind>-<id>-<key>`` for a whole number it reads with
  ``get("<kind>", <id>, "<key>")`` (``$deck-standard-hand``) or that such a definition is given
  (``set_marker(flight, ...)`` gives ``$track-flight-steps-per-point``: every definition of that id).
- ``$<kind>-<id>-n1``, ``-n2``... the whole numbers of each declaration that names this one with one
  of its keys (``outcome east_collapses ... checked collapse_check`` gives the collapse-check phase
  ``$outcome-east-collapses-n2``, the number of mass protests that collapses East), so a phase
  that only hands over to other declarations can still say their thresholds; where two or more
  declarations of one kind name it, ``$<kind>-n<i>-same`` says ("yes"/"no") whether their i-th
  numbers are equal, and ``$<kind>-n<i>`` gives the number when they are (``$outcome-n2``: one
  sentence for both states' collapse while a variant has not made them differ).

A variant has prose of its own for the declarations it adds or changes: the message
``rules-<variant>--<kind>-<id>`` (:func:`variant_message_id`; ``rules-second-edition--setup-standard``)
says in words what the variant changes, and stands in for the base game's prose wherever the
variant is played or compared (`wsdv diff`, the variants page, a site built with the variant).
Its numbers come from the variant's declaration; the base game's numbers of the same declaration
are given as ``$was-n1``, ``$was-<key>``..., so "2 instead of 3" is said from content on both sides.
A variant's own summary, ``rules-variant-<variant>`` (what the variant is and changes, shown at the
head of its section of the variants page), takes its numbers from the declarations the variant adds
or changes: ``$<kind>-<id>-n1``..., ``$<kind>-<id>-<key>`` and ``$was-<kind>-<id>-n1``... as each of
those declarations' own prose would have them, ``$<kind>-<id>`` naming it and, for a card,
``$card-<number>-number`` (:func:`_variant_facts`), so "2 instead of 3" there is said from content too.
A variant that changes a declaration in ways only its notation can say (a step added, not an icon
row or a ruling), or adds one, without such prose in English is reported by ``wsdv l10n status``
and ``check`` as missing English (:func:`unsaid_problems`), so a designer learns it before a reader
sees a generic sentence.

Each entry records, in its ``.version`` attribute, the version of the declaration it describes
(:func:`declaration_version`, a short hash of the compiled declaration). When the declaration
changes (an erratum, a variant), the version no longer matches: the prose is *stale* in every
language until a writer checks it and records the new version. The site marks stale prose and
``wsdv l10n status`` lists it; a variant's prose is checked against the variant's declaration.

Prose that only *borrows* a number from another declaration (``$<kind>-<id>-<key>``,
``$<kind>-<id>-n1``: the flight phase's steps per point, the collapse check's thresholds, a variant's
summary) is not stale when that number changes: its version is its own declaration's alone. The
number is filled in when the text is shown, so the sentence says the new number and stays true; the
lending declaration's own prose is the one marked stale, and a writer checks the change there. Making
every borrower stale too would flag sentences that are already right, in six languages, each time a
threshold moves. (A borrowed declaration that changes in kind, not in number, is outside what a
filled-in number can follow; its own prose going stale is the signal.)
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..rules.model import Rules, thawed
from .l10n import DEFAULT_LANGUAGE, Localizer, Ref, Refs, term_id

PREFIX = "rules-"
VERSION = "version"


def message_id(kind: str, id_: Any) -> str:
    """The prose message of a declaration: ``rules-<kind>-<id>``."""
    return PREFIX + term_id(kind, id_)[1:]


def variant_message_id(variant: str, kind: str, id_: Any) -> str:
    """A variant's prose of a declaration it adds or changes: ``rules-<variant>--<kind>-<id>`` (the
    double hyphen keeps it apart from every base message, whose ids hold single hyphens)."""
    return f"{PREFIX}{variant.replace('_', '-')}-{term_id(kind, id_)}"


def messages_of(loc: Localizer, rules: Rules, kind: str, id_: Any, lang: str) -> tuple[str, str | None]:
    """The message that explains a declaration of these rules in a language, and the variant it belongs
    to: the prose of the last variant applied that has some (own language, else English), else the
    base game's message (its variant None)."""
    for variant in reversed(rules.variants):
        msg = variant_message_id(variant, kind, id_)
        if loc.has_text(msg, lang) or loc.has_text(msg, DEFAULT_LANGUAGE):
            return msg, variant
    return message_id(kind, id_), None


# Keys that say where a rule is looked up, not what it says: left out of its version, so a rulebook's
# section given or renumbered (the 2nd edition numbers §10 otherwise) leaves its prose current.
NOT_VERSIONED = ("section",)


def declaration_version(data: Mapping[str, Any]) -> str:
    """A short hash of a compiled declaration: the same text of the rule, the same version."""
    rule = {k: v for k, v in thawed(data).items() if k not in NOT_VERSIONED}
    text = json.dumps(rule, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def _numbers(x: Any) -> Iterator[tuple[str | None, int]]:
    """The whole numbers of a declaration's data in order, each with the key or keyword it is given to."""
    if isinstance(x, Mapping):
        for k, v in x.items():
            if isinstance(v, int) and not isinstance(v, bool):
                yield str(k), v
            else:
                yield from _numbers(v)
    elif isinstance(x, list | tuple):
        for v in x:
            if isinstance(v, int) and not isinstance(v, bool):
                yield None, v
            else:
                yield from _numbers(v)


def _named(x: Any, kinds: Mapping[str, str], rules: Rules) -> Iterator[tuple[str, Any]]:
    """The definitions a declaration's body names, and the numbers it reads with ``get(...)``."""
    if isinstance(x, Mapping):
        args = x.get("args")
        if x.get("call") == "get" and isinstance(args, list | tuple) and len(args) == 3:
            kind, id_, key = (a.get("text") if isinstance(a, Mapping) else a for a in args)
            value = rules.definitions.get((str(kind), str(id_)), {}).get(str(key))
            if isinstance(value, int) and not isinstance(value, bool):
                yield "-".join(str(p).replace("_", "-") for p in (kind, id_, key)), value
        for k, v in x.items():
            if k != "kind":
                yield from _named(v, kinds, rules)
    elif isinstance(x, list | tuple):
        for v in x:
            yield from _named(v, kinds, rules)
    elif isinstance(x, str) and x in kinds:
        yield term_id(kinds[x], x)[1:], Ref(kinds[x], x)


def _strings(x: Any) -> Iterator[str]:
    """Every string of a declaration's body (the names it may give to definitions)."""
    if isinstance(x, Mapping):
        for k, v in x.items():
            if k != "kind":
                yield from _strings(v)
    elif isinstance(x, list | tuple):
        for v in x:
            yield from _strings(v)
    elif isinstance(x, str):
        yield x


# The facts already worked out in this process, by the identity of the rules (and base) and the
# declaration, with those rules kept so that their ids are not reused while the entry lives. The site
# asks the same declaration's facts once per language, and each asking walks every definition of the
# rules (about 2 s of CPU of a six-language build). Rules are frozen, so their facts do not change.
_FACTS: dict[tuple[int, int, str, str], tuple[Rules, Rules | None, dict[str, Any]]] = {}
_FACTS_KEEP = 4096


def facts(rules: Rules, kind: str, id_: Any, base: Rules | None = None) -> dict[str, Any]:
    """The variables a declaration's prose may use (see the module's description); with ``base``, the
    base game's numbers of the same declaration too, as ``was-...``. A new dict each call: the caller
    may change it."""
    key = (id(rules), id(base), kind, str(id_))
    known = _FACTS.get(key)
    if known is None or known[0] is not rules or known[1] is not base:
        if len(_FACTS) >= _FACTS_KEEP:
            _FACTS.clear()
        known = _FACTS[key] = (rules, base, _facts(rules, kind, id_, base))
    return dict(known[2])


def _facts(rules: Rules, kind: str, id_: Any, base: Rules | None) -> dict[str, Any]:
    data = rules.definitions[(kind, str(id_))]
    out: dict[str, Any] = {}
    kinds = {str(i): k for k, i in rules.definitions}
    if base is not None and (kind, str(id_)) in base.definitions:
        for name, value in facts(base, kind, id_).items():
            if isinstance(value, int):
                out[f"was-{name}"] = value
    for name, value in _named(data.get("body", ()), kinds, rules):
        out.setdefault(name, value)
    named = set(_strings(data.get("body", ())))
    borrowed: dict[str, list[list[int]]] = {}  # kind -> the numbers of each of its declarations naming this one
    for (other_kind, other_id), other in rules.definitions.items():
        if other_id in named:  # every definition of that id (a track and a phase may share one)
            for key, value in other.items():
                if isinstance(value, int) and not isinstance(value, bool):
                    out.setdefault(f"{other_kind}-{other_id}-{key}".replace("_", "-"), value)
        if (other_kind, other_id) != (kind, str(id_)) and any(
                v == str(id_) for k, v in other.items() if k not in ("kind", "id")):
            numbers = list(_numbers({k: v for k, v in other.items() if k not in ("kind", "id")}))
            for i, (_, n) in enumerate(numbers, 1):
                out.setdefault(f"{other_kind}-{other_id}-n{i}".replace("_", "-"), n)
            borrowed.setdefault(other_kind, []).append([n for _, n in numbers])
    out.update(_shared_numbers(borrowed))
    out.setdefault(term_id(kind, id_)[1:], Ref(kind, str(id_)))  # the declaration itself: $city-portsville
    for key, value in data.items():
        if key in ("kind", "id", "source"):
            continue
        if isinstance(value, str) and value in kinds:
            out[str(key)] = Ref(kinds[value], value)
        elif isinstance(value, list | tuple) and value and all(isinstance(v, str) and v in kinds for v in value):
            out[str(key)] = Refs(Ref(kinds[v], v) for v in value)  # `floating a, b`: NAME($floating) names both
    for key, value in data.items():  # a list's length: `phases a, b, c` gives $phases-count
        if key not in ("kind", "id", "source", "body") and isinstance(value, list | tuple) and str(key).replace("_", "").isalnum():
            out.setdefault(f"{str(key).replace('_', '-')}-count", len(value))
    for of_kind, total in Counter(k for k, _ in rules.definitions).items():  # how many of a kind: $total-decade
        out[f"total-{of_kind.replace('_', '-')}"] = total
    for i, (number_key, n) in enumerate(_numbers({k: v for k, v in data.items() if k not in ("kind", "id")}), 1):
        out[f"n{i}"] = n
        if number_key is not None and number_key.replace("_", "").isalnum():
            out.setdefault(number_key.replace("_", "-"), n)
    if kind == "variant" and base is not None:
        out.update(_variant_facts(rules, base, out))
    for piece in rules.pieces.values():
        out[f"count-{piece.id.replace('_', '-')}"] = piece.count
        out[f"piece-{piece.id.replace('_', '-')}"] = Ref("piece", piece.id)
        printed = rules.definitions.get(("piece", piece.id), {}).get("value")
        if isinstance(printed, Mapping) and "range" in printed:  # `value 1..3`: the value a new piece shows
            out[f"value-{piece.id.replace('_', '-')}"] = printed["range"][0]
    if kind == "outcome" and "priority" in data:
        out.update(_first_outcome(rules, data, kinds))
    for side in rules.sides:
        out[f"side-{side.replace('_', '-')}"] = Ref("side", side)
    return out


def _shared_numbers(borrowed: Mapping[str, list[list[int]]]) -> dict[str, Any]:
    """``$<kind>-n<i>-same`` ("yes" or "no") for the declarations of a kind that name this one (two or
    more): whether their i-th numbers are all equal, and then ``$<kind>-n<i>``, that number. Fluent
    cannot compare two variables, so prose that names a threshold per side ("West collapses with 4 or
    more, East with 4 or more") can say it once when a variant has not made them differ."""
    out: dict[str, Any] = {}
    for of_kind, lists in borrowed.items():
        if len(lists) < 2:
            continue
        for i in range(min(len(numbers) for numbers in lists)):
            values = {numbers[i] for numbers in lists}
            key = f"{of_kind}-n{i + 1}".replace("_", "-")
            out[f"{key}-same"] = "yes" if len(values) == 1 else "no"
            if len(values) == 1:
                out[key] = values.pop()
    return out


def _first_outcome(rules: Rules, data: Mapping[str, Any], kinds: Mapping[str, str]) -> dict[str, Any]:
    """``$first-winner``: who wins when several outcomes looked at the same moment hold at once (both
    states collapse at one check): the winner of the first in the order the game looks at them
    (:meth:`Rules.outcomes_checked`, which ``check_outcomes`` follows too)."""
    winner = rules.outcomes_checked(data.get("checked"))[0].winner
    return {"first-winner": Ref(kinds[winner], winner)} if winner in kinds else {}


def changed_declarations(rules: Rules, base: Rules) -> list[tuple[str, str]]:
    """The declarations ``rules`` adds to ``base`` or changes (a variant's own declaration aside)."""
    return [key for key, data in rules.definitions.items()
            if key[0] != "variant" and (key not in base.definitions or thawed(base.definitions[key]) != thawed(data))]


def _variant_facts(rules: Rules, base: Rules, known: Mapping[str, Any]) -> dict[str, Any]:
    """What a variant's own summary (``rules-variant-<id>``) may say: for each declaration the variant
    adds or changes, ``$<kind>-<id>`` naming it and, prefixed with ``<kind>-<id>-``, the numbers its
    own prose may use (``$setup-standard-n1``, ``$was-setup-standard-n1``,
    ``$routine-start-decade-deck-standard-hand``), and a numbered declaration's number
    (``$card-77-number``); the names those declarations use as they are (``$group-suppliers``)."""
    out: dict[str, Any] = {}
    for kind, id_ in changed_declarations(rules, base):
        prefix = term_id(kind, id_)[1:]
        out[prefix] = Ref(kind, id_)
        if id_.isdigit():  # a card's number, said from content with its name
            out[f"{prefix}-number"] = int(id_)
        for name, value in facts(rules, kind, id_, base).items():
            if name.startswith(("count-", "was-count-")):
                continue  # the box's counts are the variant's own facts already
            if isinstance(value, int):
                was = name.startswith("was-")
                out[f"was-{prefix}-{name[4:]}" if was else f"{prefix}-{name}"] = value
            elif name not in known:
                out.setdefault(name, value)
    return out


@dataclass(frozen=True)
class Prose:
    """One declaration's prose in one language, and whether it describes the declaration as it is now."""

    kind: str
    id: str
    lang: str
    text: str
    version: str  # the version the prose was written for
    current: str  # the declaration's version now
    variant: str | None = None  # the variant whose prose it is (None: the base game's)

    @property
    def stale(self) -> bool:
        return self.version != self.current


def recorded_version(loc: Localizer, msg: str, lang: str) -> str:
    """The `.version` an entry records in this language ("" if none)."""
    entry = loc.catalog(lang).entries.get(msg)
    if entry is None:
        return ""
    for attr in entry.node.attributes:
        if attr.id.name == VERSION:
            return "".join(getattr(e, "value", "") for e in attr.value.elements).strip()
    return ""


def prose(loc: Localizer, rules: Rules, kind: str, id_: Any, lang: str, base: Rules | None = None) -> Prose | None:
    """The prose of a declaration in a language (its own, else English), or None if it has none.

    Rules compiled with variants give a variant's own prose first (:func:`messages_of`); ``base``, the
    base game's rules, fills its ``$was-...`` numbers."""
    msg, variant = messages_of(loc, rules, kind, id_, lang)
    tongue = lang if loc.has_text(msg, lang) else DEFAULT_LANGUAGE
    if not loc.has_text(msg, tongue):
        return None
    with_base = variant is not None or kind == "variant"  # a variant's prose compares with the base game
    text = loc.text(msg, tongue, **facts(rules, kind, id_, base if with_base else None))
    current = declaration_version(rules.definitions[(kind, str(id_))])
    return Prose(kind, str(id_), tongue, text, recorded_version(loc, msg, tongue), current, variant)


@dataclass(frozen=True)
class StaleProse:
    """A prose entry that describes an earlier version of its declaration (for `wsdv l10n status`)."""

    lang: str
    message: str
    file: Path
    line: int
    recorded: str
    current: str


def stale_prose(loc: Localizer, rules: Rules, langs: Iterable[str]) -> list[StaleProse]:
    """Every prose entry, in every given language, whose recorded version is not its declaration's.

    For rules compiled with variants, the variants' own prose is checked (the base game's prose
    describes the base game's declarations and is checked against those)."""
    out = []
    if rules.variants:  # each variant's own prose, and the prose that says what the variant is
        known = {variant_message_id(v, kind, id_): (kind, id_) for v in rules.variants for kind, id_ in rules.definitions}
        known |= {message_id("variant", v): ("variant", v) for v in rules.variants if ("variant", v) in rules.definitions}
    else:
        known = {message_id(kind, id_): (kind, id_) for kind, id_ in rules.definitions}
    for lang in langs:
        for msg, entry in loc.catalog(lang).entries.items():
            if not msg.startswith(PREFIX) or msg not in known:
                continue
            current = declaration_version(rules.definitions[known[msg]])
            recorded = recorded_version(loc, msg, lang)
            if recorded != current:
                out.append(StaleProse(lang, msg, entry.file, entry.line, recorded, current))
    return out


TITLE = "title"


def title(loc: Localizer, kind: str, id_: Any, lang: str, variants: Iterable[str] = ()) -> str:
    """A heading for a declaration's prose: the entry's `.title` (its own language, else English; a
    variant's prose first, for the ``variants`` applied), else the declaration's name."""
    msgs = [variant_message_id(v, kind, id_) for v in reversed(list(variants))] + [message_id(kind, id_)]
    for msg in msgs:
        for tongue in (lang, DEFAULT_LANGUAGE):
            entry = loc.catalog(tongue).entries.get(msg)
            if entry is not None and any(a.id.name == TITLE for a in entry.node.attributes):
                return loc.text(msg, tongue, attribute=TITLE)
    return loc.name(kind, id_, lang)


def declarations_with_prose(loc: Localizer, rules: Rules) -> list[tuple[str, str]]:
    """The declarations that have prose in English, in the order the English file gives them; for rules
    compiled with variants, then those only a variant's prose explains (a rule the variant adds)."""
    known = {message_id(kind, id_): (kind, id_) for kind, id_ in rules.definitions}
    out = [known[m] for m in loc.message_ids(DEFAULT_LANGUAGE, prefix=PREFIX) if m in known]
    for variant in rules.variants:
        own = {variant_message_id(variant, kind, id_): (kind, id_) for kind, id_ in rules.definitions}
        out += [own[m] for m in loc.message_ids(DEFAULT_LANGUAGE, prefix=PREFIX) if m in own and own[m] not in out]
    return out
