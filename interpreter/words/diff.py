"""What one content set changes against another, by definition and by effect line, in words.

`wsdv diff`, the site's variants page and the card pages all use this module: :func:`diff_rules`
compares two compiled rule sets, and :class:`DiffWriter` says each change in one language. Every
sentence is a message of the locales (`variant-*` in docs/<lang>/site.ftl): a changed icon row or a
ruling in its own words (the card-text generator, the ruling's message), the variant's prose for a
declaration it adds or changes (`rules-<variant>--<kind>-<id>`, see prose.py: what the variant changes,
in words, its numbers from content), otherwise a plain sentence saying that a step is added, taken out
or changed (`wsdv l10n status` reports a shipped variant's declaration left so: :func:`prose.unsaid`). The exact change follows beneath
each sentence as a :class:`Code` item, content notation that a reader sees as code (the site
collapses it), never inside running text. One writer, so the page and the command never disagree.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..checks.rulings import KINDS as RECORD_KINDS
from ..checks.rulings import message_id as record_message
from ..language.unparse import code
from ..rules.cards import Reader
from ..rules.model import Rules, thawed
from .cardtext import CardText
from .l10n import DEFAULT_LANGUAGE
from .names import Names
from .prose import messages_of, prose
from .prose import title as prose_title
from .sitestrings import strings_for

# A change's place inside a definition: key names, nested declarations (`overflow low`), and the
# statements whose blocks hold a changed line (a `for`, `repeat` or `if` whose head is unchanged).
Where = tuple[Any, ...]


@dataclass
class VariantDiff:
    """What a content set changes against another, by definition."""

    name: str
    title: str
    note: str
    base: Rules    # the reference and the compared content, for the writer
    other: Rules
    added: list[tuple[str, str]] = field(default_factory=list)
    removed: list[tuple[str, str]] = field(default_factory=list)
    changed: list[tuple[str, str, list[tuple[Where, Any, Any]]]] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.changed)


def _text(v: Any) -> str:
    return (v or {}).get("text", "") if isinstance(v, Mapping) else str(v or "")


def diff_rules(base: Rules, other: Rules, name: str = "") -> VariantDiff:
    """Compare two compiled rule sets definition by definition (kind and id), key by key.

    ``name`` is the variant that makes ``other`` (its title and note head the result)."""
    data = other.definitions.get(("variant", name), {}) if name else {}
    diff = VariantDiff(name, _text(data.get("title")), _text(data.get("note")), base=base, other=other)
    for key in other.definitions:
        if key not in base.definitions and key[0] != "variant":
            diff.added.append(key)
    for key in base.definitions:
        if key not in other.definitions and key[0] != "variant":
            diff.removed.append(key)
    for key, new in other.definitions.items():
        old = base.definitions.get(key)
        if old is None or key[0] == "variant" or thawed(old) == thawed(new):
            continue
        changes = _changes(thawed(old), thawed(new), ())
        if changes:
            diff.changed.append((key[0], key[1], changes))
    return diff


def _is_decl(x: Any) -> bool:
    return isinstance(x, dict) and "kind" in x and "id" in x and "do" not in x


def _is_stmt(x: Any) -> bool:
    return isinstance(x, Mapping) and "do" in x


_BLOCKS = ("body", "then", "else")


def _head(s: Mapping) -> dict:
    """A statement without its nested blocks: two statements with the same head differ inside."""
    return {k: v for k, v in s.items() if k not in _BLOCKS}


def _lines(a: list, b: list, where: Where) -> list[tuple[Where, Any, Any]]:
    """Line changes of two blocks; a changed statement whose head stayed is followed inside."""
    out: list[tuple[Where, Any, Any]] = []
    matcher = difflib.SequenceMatcher(a=[code(x) for x in a], b=[code(x) for x in b], autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        olds, news = a[i1:i2], b[j1:j2]
        while olds and news and _head(olds[0]) == _head(news[0]):
            x, y = olds.pop(0), news.pop(0)
            for key in _BLOCKS:
                if x.get(key) != y.get(key):
                    out += _lines(list(x.get(key) or []), list(y.get(key) or []), (*where, x))
        if len(olds) == len(news):   # as many lines in place of as many: each old beside its new
            out += [change for x, y in zip(olds, news, strict=True) for change in ((where, x, None), (where, None, y))]
        else:
            out += [(where, x, None) for x in olds] + [(where, None, x) for x in news]
    return out


def _face(decl: dict) -> dict:
    """A card's row with what its face prints spelled out: a row without `printed` prints its icons.

    A row a ruling plays otherwise than printed carries `printed`; one played as printed leaves it
    out. Compared as written, an edition that drops the ruling would seem to take the printed text
    away while the row's icons become that very text; compared by face, only the icons change."""
    if decl.get("kind") != "row" or "printed" in decl or "icons" not in decl:
        return decl
    return {**decl, "printed": decl["icons"]}


def _changes(old: dict, new: dict, where: Where) -> list[tuple[Where, Any, Any]]:
    """The differences of two definitions, as (where, old, new): a key, a nested declaration of a
    block (`overflow low`), or one effect line (old or new is None for a line added or removed)."""
    out: list[tuple[Where, Any, Any]] = []
    for k in sorted(set(old) | set(new), key=str):
        if k in ("kind", "id", "source"):
            continue
        a, b = old.get(k), new.get(k)
        if a == b:
            continue
        label = (*where, str(k))
        if isinstance(a, list) and isinstance(b, list) and (all(map(_is_decl, a + b)) and a + b):
            olds = {(x["kind"], x["id"]): x for x in a}
            news = {(x["kind"], x["id"]): x for x in b}
            for item in list(dict.fromkeys([*olds, *news])):
                place = (*where, f"{item[0]} {item[1]}")
                # A declaration added or taken out stays data (its notation is written when it is
                # shown), so a ruling's or an erratum's words can be said from it.
                if item not in news:
                    out.append((place, olds[item], None))
                elif item not in olds:
                    out.append((place, None, news[item]))
                elif _face(olds[item]) != _face(news[item]):
                    out.extend(_changes(_face(olds[item]), _face(news[item]), place))
        elif isinstance(a, list) and isinstance(b, list) and all(_is_stmt(x) for x in a + b):
            out += _lines(a, b, label)
        else:
            out.append((label, a, b))
    return out


# ------------------------------------------------------------------------------ in words
class _Words(str):
    """Words from the locales standing for a changed value (a ruling's message), said as they are."""


class Code(str):
    """A line of content notation: shown as code beneath a sentence (the site collapses it), never
    inside running text."""


def _head_code(stmt: Mapping) -> str:
    """An enclosing statement as the content writes its head (`for p in provinces(...)`)."""
    text = code(_head(stmt)).rstrip()
    for tail in ("{ }", "{}", "{"):
        text = text.removesuffix(tail).rstrip()
    return text


class DiffWriter:
    """Says a :class:`VariantDiff` in one language: (depth, text) items, each a sentence of the locales
    or, beneath it, the change's notation as a :class:`Code` item (see the module's description)."""

    def __init__(self, base: Rules, other: Rules, lang: str = DEFAULT_LANGUAGE, content: Path | None = None,
                 strings: Any = None, names: Any = None, *, reference_content: Path | None = None,
                 player: bool = False) -> None:
        """``content``: the compared side's content folder; ``reference_content`` the reference's when it
        reads another (`wsdv diff --content A --against B`), else the same. ``player``: the site's
        wording, for a player, who reads what changed by its name ("Changed: “socialist track”"), where
        the command tells a content's author the kind of definition each change is in ("Changes the
        track …"): the site review found the command's lines on the variants page read like a diff."""
        self.lang = lang
        self.lead = "variant-page" if player else "variant"
        if strings is None:
            strings = strings_for(lang)
        self.t = strings
        self.cardtext = {"old": CardText(base, reference_content if reference_content is not None else content, lang),
                         "new": CardText(other, content, lang)}
        # Names and the words of rulings come from the side that has them, with its overlays' own words:
        # what only the reference defines (a city its overlay adds) is named in the reference's words.
        self.names = names if names is not None else Names(content=content, loc=self.cardtext["new"].l10n)
        same = self.cardtext["old"].l10n is self.cardtext["new"].l10n
        self.side_names = {"new": self.names,
                           "old": self.names if same else Names(loc=self.cardtext["old"].l10n)}
        self.readers = {"old": Reader(base), "new": Reader(other)}
        self.rules = {"old": base, "new": other}

    def kind(self, kind: str) -> str:
        msg = f"kind-{kind}"
        return self.t(msg) if self.t.has(msg) else kind

    def name(self, kind: str, id_: Any, side: str = "new") -> str:
        """A definition's name in this language, in the words of ``side`` ("new": the compared content,
        "old": the reference)."""
        return self.side_names[side](kind, id_, self.lang)

    def side_of(self, kind: str, id_: Any) -> str:
        """The side whose words name a definition: the compared one, unless only the reference has it."""
        key = (kind, str(id_))
        return "old" if key not in self.rules["new"].definitions and key in self.rules["old"].definitions else "new"

    @staticmethod
    def _record_kind(where: Where) -> str | None:
        """`ruling` or `erratum` when the change is to the id of a ruling's or an erratum's words."""
        if len(where) >= 2 and where[-1] == "text" and isinstance(where[-2], str):
            kind = where[-2].split(" ", 1)[0]
            return kind if kind in RECORD_KINDS else None
        return None

    @staticmethod
    def _record_edition(where: Where) -> bool:
        """Whether the change is to the edition a ruling or an erratum holds for."""
        return (len(where) >= 2 and where[-1] == "edition" and isinstance(where[-2], str)
                and where[-2].split(" ", 1)[0] in RECORD_KINDS)

    @staticmethod
    def _is_record(x: Any) -> bool:
        """Whether a changed value is a whole ruling or erratum statement (its words are a message)."""
        return isinstance(x, Mapping) and x.get("kind") in RECORD_KINDS and isinstance(x.get("text"), str)

    def record_words(self, kind: str, id_: Any, side: str = "new") -> _Words:
        """The words of a ruling or an erratum in this language (their message in the locales of the side
        that has it: an overlay's own words are only on its side)."""
        return _Words(self.cardtext[side].l10n.text(record_message(kind, id_), self.lang))

    def title(self, kind: str, id_: Any) -> str | None:
        """A changed declaration's name for a reader: its name in the locales, else the heading of its
        prose; None when it has neither (its id is then shown only as notation)."""
        side = self.side_of(kind, id_)
        loc = self.cardtext[side].l10n
        if loc.has_name(kind, id_, DEFAULT_LANGUAGE):
            return self.name(kind, id_, side)

        for rules in (self.rules["new"], self.rules["old"]):  # a removed declaration is the reference's
            msg = messages_of(loc, rules, kind, id_, DEFAULT_LANGUAGE)[0]
            if loc.has_text(msg, DEFAULT_LANGUAGE):
                if not loc.has_text(msg, self.lang):   # its heading is English here: told
                    loc.shown_in_english(self.lang, msg)
                return prose_title(loc, kind, id_, self.lang, rules.variants)
        return None

    def now(self, kind: str, id_: Any) -> str | None:
        """The variant's own prose for a declaration (`rules-<variant>--<kind>-<id>`, see prose.py), its
        numbers from content on both sides; marked when it was written for an earlier version of the
        variant's declaration. The base game's prose only where it describes the declaration as the
        variant has it (prose written for the base rule is not said of a changed one)."""

        rules = self.rules["new"]
        if (kind, str(id_)) not in rules.definitions:
            return None
        loc = self.cardtext["new"].l10n
        text = prose(loc, rules, kind, id_, self.lang, base=self.rules["old"])
        if text is None or (text.stale and text.variant is None):
            return None
        if text.lang != self.lang:   # English inside another language is told (an error under --strict)
            loc.shown_in_english(self.lang, messages_of(loc, rules, kind, id_, DEFAULT_LANGUAGE)[0])
        return self.t("variant-now-stale" if text.stale else "variant-now", text=text.text)

    def _row(self, key: tuple[str, Any] | None, where: Where, side: str) -> Mapping | None:
        """The row of an icon line a change lies in (`row 1 › icons`, `› where`, `› limit`), on one side;
        None for a change elsewhere."""
        if key is None or len(where) < 2 or where[-1] not in ("icons", "printed", "where", "limit"):
            return None
        found: Any = thawed(self.rules[side].definitions.get((key[0], str(key[1]))) or {})
        for step in where[:-1]:   # the nested declarations down to the row, each named `kind id`
            found = next((d for v in (found or {}).values() if isinstance(v, list | tuple) for d in v
                          if _is_decl(d) and f"{d['kind']} {d['id']}" == step), None)
        return found if isinstance(found, Mapping) and found.get("kind") == "row" else None

    def _clean(self, x: Any, side: str, row: Mapping | None = None) -> str | None:
        """A changed value in words when the words hold no notation (an icon's sentence, a ruling's
        words); None when only the content's notation can say it. ``row``: the row the icons are
        printed in, whose `where` and `limit` reach each of them."""
        if isinstance(x, _Words):
            return self.t("variant-quote", text=str(x))
        if isinstance(x, list | tuple) and x and all(isinstance(c, Mapping) and "call" in c for c in x):
            reader, writer = self.readers[side], self.cardtext[side]
            if all(c["call"] in reader.icons for c in x):
                return self.t("variant-quote", text=" ".join(writer.icon(reader.use(c, row)) for c in x))
        return None

    def _notation(self, where: Where, old: Any, new: Any) -> Code:
        """The exact change as the content writes it: where it lies, then the old and the new value."""
        parts = [w if isinstance(w, str) else _head_code(w) for w in (where[1:] if where[:1] == ("body",) else where)]
        place = " › ".join(parts)

        def shown(x: Any) -> str:
            return x if isinstance(x, str) else code(x)
        if old is None:
            body = "+ " + shown(new)
        elif new is None:
            body = "- " + shown(old)
        else:
            body = f"{shown(old)} → {shown(new)}"
        return Code(f"{place}: {body}" if place else body)

    def items(self, diff: VariantDiff) -> Iterator[tuple[int, str]]:
        """(depth, text): sentences of the site's strings, and under a change, its exact notation as a
        :class:`Code` item (shown as code, never inside a sentence)."""
        t = self.t
        if diff.empty:
            yield 0, t("variant-no-change")
        for verb, keys in (("added", diff.added), ("removed", diff.removed)):
            for kind, id_ in keys:
                name = self.title(kind, id_)
                if name is None:
                    yield 0, t(f"variant-{verb}-unnamed", kind=self.kind(kind))
                    yield 1, Code(f"{kind} {id_}")
                else:
                    yield 0, t(f"{self.lead}-{verb}", kind=self.kind(kind), name=name)
                    now = self.now(kind, id_) if verb == "added" else None
                    if now is not None:
                        yield 1, now
        for kind, id_, changes in diff.changed:
            name = self.title(kind, id_)
            if name is None:
                yield 0, t("variant-changed-unnamed", kind=self.kind(kind))
            else:
                yield 0, t(f"{self.lead}-changed", kind=self.kind(kind), name=name)
            now = self.now(kind, id_)
            if now is not None:
                yield 1, now
            said: set[str] = set()
            swapped = False
            replaced = self._replaced(changes)
            for k, (where, old, new) in enumerate(changes):
                if k in replaced.values():   # the ruling that comes in: said with the one it replaces
                    continue
                if k in replaced:
                    line = self.replaced_words(changes[k], changes[replaced[k]])
                    if line is not None:
                        yield 1, line
                        yield 2, self._notation(where, old, new)
                        yield 2, self._notation(*changes[replaced[k]])
                        continue
                line = self.words(where, old, new, (kind, id_))
                if line is not None and line in said:  # a row's icons and restriction changed: said once
                    yield 2, self._notation(where, old, new)
                    continue
                if line is not None:
                    said.add(line)
                if line is None and now is not None:  # the variant's prose says it: the notation alone beneath
                    yield 2, self._notation(where, old, new)
                    continue
                if line is None and old is None and _is_stmt(new) and swapped:
                    swapped = False   # the second half of a step that changes: said with the first
                    yield 2, self._notation(where, old, new)
                    continue
                if line is None:
                    # A step taken out where one is added in its place (`_lines` pairs them) changes.
                    swapped = (new is None and _is_stmt(old) and k + 1 < len(changes)
                               and changes[k + 1][0] == where and changes[k + 1][1] is None
                               and _is_stmt(changes[k + 1][2]))
                    line = (t("variant-line-added-plain") if old is None and _is_stmt(new) else
                            t("variant-line-changed-plain") if swapped else
                            t("variant-line-removed-plain") if new is None and _is_stmt(old) else
                            t("variant-detail-changed"))
                yield 1, line
                yield 2, self._notation(where, old, new)

    def _replaced(self, changes: list[tuple[Where, Any, Any]]) -> dict[int, int]:
        """Rulings (or errata) replaced: a whole statement of one kind taken out where exactly one of the
        same kind, in the same place, comes in (an edition's ruling filed under another date than the
        one it supersedes). Maps the index of the one taken out to the index of the one that comes in."""
        def place(k: int, side: int) -> tuple[Any, ...] | None:
            where, *values = changes[k]
            if values[1 - side] is not None or not self._is_record(values[side]):
                return None
            return (*where[:-1], values[side]["kind"])
        out: dict[tuple[Any, ...], list[int]] = {}
        come: dict[tuple[Any, ...], list[int]] = {}
        for side, found in ((0, out), (1, come)):
            for k in range(len(changes)):
                if (at := place(k, side)) is not None:
                    found.setdefault(at, []).append(k)
        return {gone[0]: come[at][0] for at, gone in out.items() if len(gone) == 1 and len(come.get(at, ())) == 1}

    def replaced_words(self, gone: tuple[Where, Any, Any], come: tuple[Where, Any, Any]) -> str | None:
        """A replaced ruling or erratum in one sentence: the old words become the new ones."""
        said_old = self._clean(self.record_words(gone[1]["kind"], gone[1]["text"], "old"), "old")
        said_new = self._clean(self.record_words(come[2]["kind"], come[2]["text"], "new"), "new")
        return self.t("variant-words-changed", old=said_old, new=said_new) if said_old and said_new else None

    def words(self, where: Where, old: Any, new: Any, key: tuple[str, Any] | None = None) -> str | None:
        """One change in words: an icon row as card text, a ruling's or an erratum's words or edition;
        None when only the content's notation can say it (a step added, taken out or changed).

        ``key``: the changed definition (kind, id), whose rows give a changed row's icons their
        printed `where` and `limit`, so the sentence says where they apply as the card's text does."""
        t = self.t
        record = self._record_kind(where)
        rows = {side: self._row(key, where, side) for side in ("old", "new")}
        if record is not None:  # a ruling's or an erratum's words: the messages, not their ids
            old_w, new_w = (None if x is None else self.record_words(record, x, side)
                            for x, side in ((old, "old"), (new, "new")))
        elif where[-1:] in (("where",), ("limit",)) and rows["old"] is not None and rows["new"] is not None:
            # A row's restriction changed, given or taken away: its icons said with the old and the new one.
            old_w, new_w = rows["old"].get("icons"), rows["new"].get("icons")
        else:  # a whole ruling or erratum added or taken out (e.g. one dated differently) is said by its words
            old_w, new_w = (self.record_words(x["kind"], x["text"], side) if self._is_record(x) else x
                            for x, side in ((old, "old"), (new, "new")))
        said_old = None if old_w is None else self._clean(old_w, "old", rows["old"])
        said_new = None if new_w is None else self._clean(new_w, "new", rows["new"])
        if self._record_edition(where) and {old, new} <= {"first", "second"}:  # whose edition it rules
            said_old, said_new = (self.t("variant-quote", text=self.t(f"faq-edition-{x}")) for x in (old, new))
        restriction = where[-1:] in (("where",), ("limit",)) and rows["old"] is not None and rows["new"] is not None
        if (restriction or (old is not None and new is not None)) and said_old and said_new:
            return t("variant-words-changed", old=said_old, new=said_new)
        if old is None and said_new:
            return t("variant-words-added", new=said_new)
        if new is None and said_old:
            return t("variant-words-removed", old=said_old)
        return self._key_words(where, old, new)

    def _key_words(self, where: Where, old: Any, new: Any) -> str | None:
        """A declaration's own key changed or given, said with the key's name and both values in words
        ("Value: West 1 / East 3 → 2 for both"); None for a key without a name in the site's strings
        (`variant-key-<key>`) or a value that only notation can say (code, a block)."""
        if len(where) != 1 or not isinstance(where[0], str) or new is None:
            return None
        key = where[0]
        msg = f"variant-key-{key.replace('_', '-')}"
        if not self.t.has(msg):
            return None
        said_new = self._value_words(key, new, "new")
        if said_new is None:
            return None
        if old is None:
            return self.t("variant-key-added", key=self.t(msg), new=said_new)
        said_old = self._value_words(key, old, "old")
        if said_old is None:
            return None
        return self.t("variant-key-changed", key=self.t(msg), old=said_old, new=said_new)

    def _value_words(self, key: str, x: Any, side: str) -> str | None:
        """A value of a declaration's key in words: a number, yes or no, a range, a name of the content
        (a phase, a province, a colour), a list of them, or a card's value boxes side by side (one value
        is the same for both sides, as `card_value` reads it); None for anything else."""
        rules = self.rules[side]
        if key == "value" and isinstance(x, list) and x and all(isinstance(n, int) for n in x):
            if len(x) == 1:
                return self.t("variant-value-both", n=x[0])
            sides = list(rules.sides)
            if len(x) != len(sides):
                return None
            return " / ".join(self.t("variant-value-side", side=self.name("side", s, side), n=n)
                              for s, n in zip(sides, x, strict=True))
        if isinstance(x, bool) or x in ("yes", "no"):
            return self.t("variant-yes" if x in (True, "yes") else "variant-no")
        if isinstance(x, int):
            return str(x)
        if isinstance(x, Mapping) and "range" in x and all(isinstance(n, int) for n in x["range"]):
            return self.t("variant-range", lo=x["range"][0], hi=x["range"][1])
        if key == "section" and isinstance(x, Mapping) and isinstance(x.get("text"), str):
            return self.t("variant-section", section=x["text"])  # a rulebook's section, as the rules pages give it
        if isinstance(x, Mapping) and isinstance(x.get("text"), str):
            return self.t("variant-quote", text=x["text"])
        if isinstance(x, str):
            return self._id_words(x, side)
        if isinstance(x, list) and x and all(isinstance(v, int) and not isinstance(v, bool)
                                             or isinstance(v, Mapping) and "range" in v for v in x):
            # numbers and ranges (a decade's `cards 41..60, 81`), each said, joined as a list
            said = [self._value_words(key, v, side) for v in x]
            if any(n is None for n in said):
                return None
            return self.cardtext[side].l10n.join([n for n in said if n is not None], self.lang)
        if isinstance(x, list) and x and all(isinstance(v, str) for v in x):
            names = [self._id_words(v, side) for v in x]
            if any(n is None for n in names):
                return None
            return self.cardtext[side].l10n.join([n for n in names if n is not None], self.lang)
        return None

    def _id_words(self, id_: str, side: str) -> str | None:
        """The name of the definition an id names on one side (the first kind that has a name for it), in
        that side's words; else None."""
        loc = self.cardtext[side].l10n
        for kind, did in self.rules[side].definitions:
            if did == id_ and loc.has_name(kind, did, DEFAULT_LANGUAGE):
                return self.name(kind, did, side)
        return None

    def items_for(self, diff: VariantDiff, kind: str, id_: Any) -> list[tuple[int, str]]:
        """What the diff says about one definition (e.g. a card, for its page's edition comparison):
        its line and the lines under it; nothing when the definition is unchanged."""
        one = VariantDiff(diff.name, diff.title, diff.note, base=diff.base, other=diff.other)
        key = (kind, str(id_))
        one.added = [k for k in diff.added if (k[0], str(k[1])) == key]
        one.removed = [k for k in diff.removed if (k[0], str(k[1])) == key]
        one.changed = [c for c in diff.changed if (c[0], str(c[1])) == key]
        return [] if one.empty else list(self.items(one))

    def as_json(self, diff: VariantDiff) -> dict:
        """The diff for tools: ids, keys and values in content notation, and each line in words."""
        def notation(x: Any) -> Any:
            return None if x is None else (x if isinstance(x, str | int | bool) else code(x))
        return {
            "variant": diff.name,
            "added": [{"kind": k, "id": str(i)} for k, i in diff.added],
            "removed": [{"kind": k, "id": str(i)} for k, i in diff.removed],
            "changed": [{"kind": k, "id": str(i), "changes": [
                {"where": [w if isinstance(w, str) else code(w) for w in where],
                 "old": notation(old), "new": notation(new)} for where, old, new in changes]}
                for k, i, changes in diff.changed],
            "words": [{"depth": d, "text": s, **({"notation": True} if isinstance(s, Code) else {})}
                      for d, s in self.items(diff)],
        }
