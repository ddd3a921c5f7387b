"""Texts that name something are names: each is resolved against what declares it.

A primitive's parameter may take a text that names a thing of the game: an outcome moment
(`check_outcomes("collapse_check")`), a tag of kept cards (`kept_cards(east, "police")`), a
game variable (`var("decade")`), a narration message (`say("decade", d)`), a decision
(`choose(..., ask = "attack")`), a kind and its key (`get("deck", standard, "hand")`).
``vocabulary.Signature.names`` says which parameters do; this module collects every literal
text given to them while the code checks walk the content (``NameUse``), then resolves them
all at once, since some spaces are declared by other calls (`set_var`, `keep_card`).  A
misspelt name would otherwise change the game silently: a moment no outcome is checked at
never ends the game, a tag no card carries counts 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..diagnostics import NONE, a_kind, did_you_mean, near, words
from ..inputs import ids_text
from ..language.definitions import ContentSet, Definition
from ..language.schema import schemas
from ..language.vocabulary import ENGINE_VARS
from ..paths import ENTRY_ID, SOURCE_LANGUAGE, display_path, narration_files, source_message_files

Path_ = tuple

# A Fluent entry starts a line with its id (terms with "-"); enough to list the ids without
NARRATION_PREFIX = "narr-"
# The question a player is asked, one variant per decision kind (`choose(..., ask = KIND)`).
QUESTION_MESSAGE = "view-question"


@dataclass(frozen=True)
class NameUse:
    """A literal text given to a parameter that names something."""

    space: str
    name: str
    fn: str
    d: Definition
    path: Path_
    kind_arg: str | None = None  # for a `key`: the kind named beside it, if a literal
    values: int = 0               # for a `message`: how many values follow it ($a, $b, ...)


def literal_text(node: Any) -> str | None:
    return node.get("text") if isinstance(node, dict) and isinstance(node.get("text"), str) else None


def collect(uses: list[NameUse], fn: str, names: tuple[tuple[str, str], ...], params: list[str],
            args: list, kw: dict, d: Definition, path: Path_) -> None:
    """Note the literal texts of one call's naming parameters."""
    given: dict[str, tuple[Any, Path_]] = {}
    for i, a in enumerate(args):
        if i < len(params):
            given[params[i]] = (a, path + ("args", i))
    for k, a in kw.items():
        given[k] = (a, path + ("kw", k))
    kind_arg = literal_text(given["kind"][0]) if "kind" in given else None
    for param, space in names:
        if param in given:
            node = given[param][0]
            text = node if space == "id" and isinstance(node, str) else literal_text(node)
            if text is not None:
                after = len(args) - 1 - params.index(param) if space == "message" and param in params else 0
                uses.append(NameUse(space, text, fn, d, given[param][1], kind_arg, max(after, 0)))


def _english_ids(cs: ContentSet) -> set[str]:
    out: set[str] = set()
    for root in cs.roots:
        for f in source_message_files(Path(root)):
            out |= set(ENTRY_ID.findall(ids_text(f, root)))
    return out


def resolve(cs: ContentSet, uses: list[NameUse]) -> None:
    """Report every named text that names nothing, with the nearest name that exists."""
    if not uses:
        return
    all_schemas = schemas()
    moments = set(all_schemas.get("outcome", {}).get("properties", {}).get("checked", {}).get("enum", ()))
    tags = {u.name for u in uses if u.space == "tag" and u.fn == "keep_card"}
    variables = {u.name for u in uses if u.space == "var" and u.fn == "set_var"} | set(ENGINE_VARS)
    kinds = set(all_schemas) - {"common"}
    needs_locale = any(u.space in ("message", "decision") for u in uses)
    messages = _english_ids(cs) if needs_locale else set()
    narrations = {m[len(NARRATION_PREFIX):] for m in messages if m.startswith(NARRATION_PREFIX)}
    questions = _question_kinds(cs) if any(u.space == "decision" for u in uses) else set()
    for u in uses:
        if u.space == "moment" and u.name not in moments:
            cs.error(u.d, u.path, f"no outcome can be checked at the moment \"{u.name}\"",
                     did_you_mean(u.name, moments) or f"the moments: {', '.join(sorted(moments))}",
                     words=words("check-no-moment", name=u.name, near=near(u.name, moments),
                                 known=", ".join(sorted(moments))))
        elif u.space == "tag" and u.name not in tags:
            cs.error(u.d, u.path, f"no card is ever kept with the tag \"{u.name}\"",
                     did_you_mean(u.name, tags) or "cards get a tag from `keep_card(side, TAG)`",
                     words=words("check-no-tag", name=u.name, near=near(u.name, tags)))
        elif u.space == "var" and u.name not in variables:
            cs.error(u.d, u.path, f"the game variable \"{u.name}\" is never set",
                     did_you_mean(u.name, variables) or f"set it with `set_var(\"{u.name}\", value)`",
                     words=words("check-variable-never-set", name=u.name, near=near(u.name, variables)))
        elif u.space == "message" and narrations and u.name not in narrations:
            # (content whose English locale narrates nothing yet is not held to it)
            cs.error(u.d, u.path, f"no narration message `{NARRATION_PREFIX}{u.name}` in the English locale",
                     did_you_mean(u.name, narrations) or "add it to content/locales/en/narration.ftl",
                     words=words("check-no-narration", message=f"{NARRATION_PREFIX}{u.name}",
                                 near=near(u.name, narrations)))
        elif u.space == "message" and narrations:
            _check_values(cs, u)
        elif u.space == "decision" and questions and u.name not in questions:
            # Every decision the content asks has its own question (a misspelt one has none);
            # content whose English locale asks nothing yet is not held to it, as for narration.
            cs.error(u.d, u.path, f"the decision \"{u.name}\" has no question: `{QUESTION_MESSAGE}` in the "
                     f"English locale has no variant [{u.name}]",
                     # (a close name may be a slip, or the model a new decision was written after: both are said)
                     f"{said} For a new decision, add `[{u.name}] ...` to `{QUESTION_MESSAGE}` in every language's cli.ftl"
                     if (said := did_you_mean(u.name, questions)) else
                     f"add `[{u.name}] ...` to `{QUESTION_MESSAGE}` in every language's cli.ftl (what the deciding "
                     "player is asked)",
                     words=words("check-no-question", name=u.name, message=QUESTION_MESSAGE,
                                 near=near(u.name, questions)))
        elif u.space == "id" and u.kind_arg in kinds and not cs.get(u.kind_arg, u.name):
            if any(did == u.name for _k, did in cs.definitions):  # an unknown name is reported already
                cs.error(u.d, u.path, f"'{u.name}' is not {a_kind(u.kind_arg)}",
                         did_you_mean(u.name, cs.ids(u.kind_arg)) or
                         f"the {u.kind_arg} ids: {', '.join(sorted(cs.ids(u.kind_arg)))}",
                         words=words("check-not-of-kind", name=u.name, kinds=u.kind_arg,
                                     near=near(u.name, cs.ids(u.kind_arg)), known=", ".join(sorted(cs.ids(u.kind_arg)))))
        elif u.space == "kind" and u.name not in kinds:
            cs.error(u.d, u.path, f"unknown kind \"{u.name}\"", did_you_mean(u.name, kinds),
                     words=words("check-unknown-kind", name=u.name, near=near(u.name, kinds)))
        elif u.space == "key" and u.kind_arg in kinds:
            keys = set(all_schemas[u.kind_arg].get("properties", {})) - {"kind", "overlay", "body"}
            if u.name not in keys:
                cs.error(u.d, u.path, f"{a_kind(u.kind_arg)} has no key \"{u.name}\"",
                         did_you_mean(u.name, keys) or f"its keys: {', '.join(sorted(keys))}",
                         words=words("check-no-such-key", kind=u.kind_arg, key=u.name, near=near(u.name, keys),
                                     known=", ".join(sorted(keys))))


_COMMENT = re.compile(r"^#", re.M)


def _question_kinds(cs: ContentSet) -> set[str]:
    """The decision kinds the English question message has a variant for."""
    from fluent.syntax import ast

    kinds: set[str] = set()
    for root in cs.roots:
        for f in source_message_files(Path(root)):
            found = _entry_text(ids_text(f, root), QUESTION_MESSAGE)
            if found is None:
                continue
            for entry in _parsed(found[1]):
                if isinstance(entry, ast.Message) and entry.id.name == QUESTION_MESSAGE:
                    kinds |= {v.key.name for node in _walk(entry) if isinstance(node, ast.SelectExpression)
                              for v in node.variants if isinstance(v.key, ast.Identifier)}
    return kinds


@lru_cache(maxsize=512)
def _parsed(entry_text: str) -> tuple[Any, ...]:
    """The Fluent entries of a piece of a locale file, with their spans; kept, as the base game's check
    and each variant's read the same messages of the same files."""
    from fluent.syntax import FluentParser

    return tuple(FluentParser(with_spans=True).parse(entry_text).body)


def _entry_text(text: str, message_id: str) -> tuple[int, str] | None:
    """Where a message's entry starts in a Fluent file, and its text: from its id to the next line that
    starts another entry or a comment (a line of the message itself is indented, or holds its closing
    brace). Parsing that alone rather than the whole file keeps a check of content with many `say`
    calls linear: each call asks for one message of each language's narration file."""
    start = re.search(rf"^{re.escape(message_id)}[ \t]*=", text, re.M)
    if start is None:
        return None
    after = [m.start() for m in (ENTRY_ID.search(text, start.end()), _COMMENT.search(text, start.end())) if m]
    return start.start(), text[start.start():min(after, default=len(text))]


def _walk(node: Any) -> Any:
    """A Fluent syntax node and every node inside it."""
    from fluent.syntax import ast

    yield node
    for value in vars(node).values():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.BaseNode):
                yield from _walk(child)


def _letters(n: int) -> list[str]:
    """The variables of a `say` with ``n`` values: $a, $b, ... (see the `say` primitive)."""
    return [chr(ord("a") + i) for i in range(n)]


def _message_variables(path: Path, message_id: str, root: Path) -> list[tuple[str, int, int]] | None:
    """The variables a message of a Fluent file uses, each with its line and column; None if the
    file lacks the message (the locale checks report a missing translation)."""
    from fluent.syntax import ast

    def line_col(offset: int) -> tuple[int, int]:   # (l10n's own is not imported: checks run without it)
        return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1

    text = ids_text(path, root)   # (a file of the content folder ``root``; one it cannot read has no messages)
    found = _entry_text(text, message_id)
    if found is None:
        return None
    offset, entry_text = found
    for entry in _parsed(entry_text):
        if isinstance(entry, ast.Message) and entry.id.name == message_id:
            return [(node.id.name, *line_col(offset + node.span.start))   # (parsed with spans: every node has one)
                    for node in _walk(entry) if isinstance(node, ast.VariableReference) and node.span is not None]
    return None


def _check_values(cs: ContentSet, u: NameUse) -> None:
    """A `say` passes every variable its message uses, in every language, and none English does not use."""
    passed = _letters(u.values)
    message_id = NARRATION_PREFIX + u.name
    english: set[str] | None = None
    for root in cs.roots:
        for lang, path in narration_files(Path(root)):
            used = _message_variables(path, message_id, Path(root))
            if used is None:
                continue
            if lang == SOURCE_LANGUAGE:
                english = {name for name, _l, _c in used}
            for name, line, col in dict((n, (n, ln, c)) for n, ln, c in used).values():
                if name in passed:
                    continue
                values = ", ".join(f"${x}" for x in passed) or "no values"
                cs.error(u.d, u.path, f"the {lang} message `{message_id}` uses ${name}, which this `{u.fn}` "
                         f"does not pass (it passes {values})",
                         f"{display_path(path)}:{line}:{col}: write the message with the values the `{u.fn}` "
                         f"passes, or pass one for ${name} (its values are $a, $b, ... in order)",
                         words=words("check-message-value-not-passed", lang=lang, message=message_id, name=name,
                                     fn=u.fn, values=", ".join(f"${x}" for x in passed) or NONE,
                                     where=f"{display_path(path)}:{line}:{col}"))
    for name in passed:
        if english is not None and name not in english:
            cs.error(u.d, u.path, f"this `{u.fn}` passes ${name}, which the English message `{message_id}` "
                     "does not use", f"leave the value out, or use {{ ${name} }} in "
                     "content/locales/en/narration.ftl",
                     words=words("check-value-not-used", fn=u.fn, name=name, message=message_id))
