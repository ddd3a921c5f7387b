"""Rules in words: hand-written prose per language, tied to the declarations that run the rules.

Each rules declaration a reader needs explained (a phase, an action, the setup, an outcome...)
may have prose in every language, in ``content/locales/<lang>/rules.ftl``: the message
``rules-<kind>-<id>`` (``_`` written ``-``, as for names), written in that language's own
words. The numbers and names in it come from the content as variables, so a changed
threshold shows the new number:

- ``$n1``, ``$n2``... the whole numbers written in the declaration, in the order they appear;
- ``$<key>`` for a whole number given to a key or a keyword argument (``every 4`` is
  ``$every``; ``markers = 3`` in a call is ``$markers``), and for a key that names a definition
  (``winner east`` is ``$winner``: ``{ NAME($winner) }`` names it in the case a sentence needs);
- ``$count-<piece>`` for the number of each piece in the box, ``$piece-<piece>`` and
  ``$side-<side>`` for the pieces and sides themselves (``-`` for ``_``), so that
  ``{ $n1 } { NAME($piece-unrest, $n1) }`` names the piece in the form its number needs.

Each entry records, in its ``.version`` attribute, the version of the declaration it describes
(:func:`declaration_version`, a short hash of the compiled declaration). When the declaration
changes (an erratum, a variant), the version no longer matches: the prose is *stale* in every
language until a writer checks it and records the new version. The site marks stale prose and
``wsdv l10n status`` lists it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .l10n import Localizer, Ref, term_id
from .model import Rules

PREFIX = "rules-"
VERSION = "version"


def message_id(kind: str, id_: Any) -> str:
    """The prose message of a declaration: ``rules-<kind>-<id>``."""
    return PREFIX + term_id(kind, id_)[1:]


def declaration_version(data: Mapping[str, Any]) -> str:
    """A short hash of a compiled declaration: the same text of the rule, the same version."""
    text = json.dumps(_plain(data), sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def _plain(x: Any) -> Any:
    if isinstance(x, Mapping):
        return {str(k): _plain(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_plain(v) for v in x]
    return x


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


def facts(rules: Rules, kind: str, id_: Any) -> dict[str, Any]:
    """The variables a declaration's prose may use (see the module's description)."""
    data = rules.definitions[(kind, str(id_))]
    out: dict[str, Any] = {}
    kinds = {str(i): k for k, i in rules.definitions}
    for key, value in data.items():
        if key in ("kind", "id", "source"):
            continue
        if isinstance(value, str) and value in kinds:
            out[str(key)] = Ref(kinds[value], value)
    for i, (key, n) in enumerate(_numbers({k: v for k, v in data.items() if k not in ("kind", "id")}), 1):
        out[f"n{i}"] = n
        if key is not None and key.replace("_", "").isalnum():
            out.setdefault(key.replace("_", "-"), n)
    for piece in rules.pieces.values():
        out[f"count-{piece.id.replace('_', '-')}"] = piece.count
        out[f"piece-{piece.id.replace('_', '-')}"] = Ref("piece", piece.id)
    for side in rules.sides:
        out[f"side-{side.replace('_', '-')}"] = Ref("side", side)
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


def prose(loc: Localizer, rules: Rules, kind: str, id_: Any, lang: str) -> Prose | None:
    """The prose of a declaration in a language (its own, else English), or None if it has none."""
    msg = message_id(kind, id_)
    tongue = lang if loc.has_text(msg, lang) else "en"
    if not loc.has_text(msg, tongue):
        return None
    text = loc.text(msg, tongue, **facts(rules, kind, id_))
    current = declaration_version(rules.definitions[(kind, str(id_))])
    return Prose(kind, str(id_), tongue, text, recorded_version(loc, msg, tongue), current)


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
    """Every prose entry, in every given language, whose recorded version is not its declaration's."""
    out = []
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


def title(loc: Localizer, kind: str, id_: Any, lang: str) -> str:
    """A heading for a declaration's prose: the entry's `.title` (its own language, else English),
    else the declaration's name."""
    msg = message_id(kind, id_)
    for tongue in (lang, "en"):
        entry = loc.catalog(tongue).entries.get(msg)
        if entry is not None and any(a.id.name == TITLE for a in entry.node.attributes):
            return loc.text(msg, tongue, attribute=TITLE)
    return loc.name(kind, id_, lang)


def declarations_with_prose(loc: Localizer, rules: Rules) -> list[tuple[str, str]]:
    """The declarations that have prose in English, in the order the English file gives them."""
    known = {message_id(kind, id_): (kind, id_) for kind, id_ in rules.definitions}
    return [known[m] for m in loc.message_ids("en", prefix=PREFIX) if m in known]


def stale_problems(content: Path | None) -> list[Any]:
    """The stale prose of a content folder as `wsdv l10n status` problems (a registered stale source)."""
    from .l10n import localizer
    from .l10n.checks import Problem
    from .pipeline import build

    result = build(content, [])
    if not result.ok:
        return []  # `wsdv l10n` reports the content's errors itself
    loc = localizer(content)
    return [Problem(s.lang, "stale", s.message,
                    f"'{s.message}' describes version {s.recorded or '(none)'} of its rule, which is now {s.current}",
                    s.file, s.line, 1, f"check the text against the rule, then set `.{VERSION} = {s.current}`")
            for s in stale_prose(loc, result.rules, loc.languages)]


def _register() -> None:
    from .l10n.status import register_stale_source

    register_stale_source(stale_problems)


_register()
