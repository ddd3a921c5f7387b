"""`wsdv rename KIND OLD NEW`: rename a definition everywhere its id is written.

Where an id is written:

- content files (`.wsdv`, the base and every variant): each name token equal to the id, in code
  and in key values; never inside a text (`"..."`) or a comment, which are prose;
- the locales (`locales/*/*.ftl`): the term of its name `-KIND-ID` (with `_` written `-`), and
  for an icon its card-text message `icon-ID`, as ids and where other messages refer to them;
- scenario files (`*.yaml` in the folders given with `--scenarios`): each word equal to the id;
- Markdown documentation (`*.md` in the folders given with `--docs`): the id inside code, that is
  in `` `spans` `` and fenced blocks, never in the prose around them.

The renamed content is checked before anything is written: the edits are made in a temporary
copy of the content folder and `wsdv check` runs there (the base and every variant).  Only when
that passes are the files replaced, all of them or none even if the process is killed halfway
(a journal and staged files: ``rules/journal.py``).  An id that names
definitions of several kinds (a piece and a track) is refused, since its uses cannot be told
apart by their spelling.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..errors import WsdvError
from ..inputs import read_bounded
from ..language.loader import EXTENSION, content_files
from ..paths import display_path
from .journal import apply_all

ID = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_WORD = "A-Za-z0-9_"


class RenameError(WsdvError):
    """The rename cannot be done; the message says why (a complete line) and ``hint`` what to do.

    ``words`` is the message of cli.ftl (``rename-*``) that the command says in the reader's language,
    and ``path`` the file it is about, where it is about one.  This floor is below the locales, so the
    English a Python caller reads is written here too: it is the English locale's, held to it
    refusal by refusal by tests/test_rename_words.py."""

    path: str = ""

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)


def _refused(message: str, hint: str | None, message_id: str, path: str = "", **values: str) -> RenameError:
    """The refusal: the English locale's message ``message_id`` and its hint as ``message`` and ``hint``,
    and the words that say them in the reader's language; ``path``: the file it is about, if one."""
    err = RenameError(message, hint)
    err.words = (message_id, dict(values))
    err.path = path
    return err


def _kinds(kinds: set[str]) -> str:
    """Kinds of definition as a message lists them: their ids, in order, joined by commas."""
    return ", ".join(sorted(kinds))


@dataclass
class Edit:
    """One file's new text and the lines that change in it."""

    path: Path
    old: str
    new: str

    def changed_lines(self) -> list[tuple[int, str, str]]:
        a, b = self.old.split("\n"), self.new.split("\n")
        return [(i + 1, x, y) for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y]


def _code_tokens(text: str, old: str, new: str) -> str:
    """Replace the name token ``old`` in content code, skipping texts and comments."""
    out: list[str] = []
    i, n = 0, len(text)
    word = re.compile(rf"[A-Za-z_][{_WORD}]*")
    while i < n:
        c = text[i]
        if c == "#":
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(text[i:j])
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(text[i:j])
            i = j
        else:
            m = word.match(text, i)
            if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
                out.append(new if m.group() == old else m.group())
                i = m.end()
            else:
                out.append(c)
                i += 1
    return "".join(out)


def _message_ids(kind: str, old: str, new: str) -> list[tuple[str, str]]:
    """The ids of the locales that follow the definition's id: its name term (and an icon's message)."""
    dash_old, dash_new = old.replace("_", "-"), new.replace("_", "-")
    pairs = [(f"-{kind.replace('_', '-')}-{dash_old}", f"-{kind.replace('_', '-')}-{dash_new}")]
    if kind == "icon":
        pairs.append((f"icon-{dash_old}", f"icon-{dash_new}"))
    return pairs


def _ftl(text: str, kind: str, old: str, new: str) -> str:
    """The name term (and an icon's message) of the definition, as ids and as references."""
    for a, b in _message_ids(kind, old, new):
        text = re.sub(rf"(?<![\w-]){re.escape(a)}(?![\w-])", b, text)
    return text


def _records(text: str, kind: str, old: str, new: str) -> str:
    """The translation records of a language (`translated-from.txt`, `same-as-english.txt`): each line
    starts with the id it records, which follows the rename, so that no translation turns stale."""
    for a, b in _message_ids(kind, old, new):
        text = re.sub(rf"^{re.escape(a)}(?=[ .\n]|$)", b, text, flags=re.M)
    return text


def _words(text: str, old: str, new: str) -> str:
    return re.sub(rf"(?<![{_WORD}]){re.escape(old)}(?![{_WORD}])", new, text)


_FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.M | re.S)
_SPAN = re.compile(r"`[^`\n]+`")


def _markdown(text: str, old: str, new: str) -> str:
    """The id inside code spans and fenced blocks of a Markdown page."""
    def fence(m: re.Match) -> str:
        return _words(m.group(0), old, new)

    parts, last = [], 0
    for m in _FENCE.finditer(text):
        parts.append(_SPAN.sub(lambda s: _words(s.group(0), old, new), text[last:m.start()]))
        parts.append(fence(m))
        last = m.end()
    parts.append(_SPAN.sub(lambda s: _words(s.group(0), old, new), text[last:]))
    return "".join(parts)


def plan(content: Path, kind: str, old: str, new: str, kinds_of: Callable[[str], set[str]],
         scenarios: list[Path], docs: list[Path]) -> list[Edit]:
    """Every file that changes, with its new text; nothing is written."""
    if not ID.match(new):
        raise _refused(f"'{new}' is not an id", "an id is ASCII letters, digits and `_`, not starting with a digit",
                       "rename-not-an-id", new=new)
    have = kinds_of(old)
    if kind not in have and not have:
        raise _refused(f"there is no {kind} '{old}' in {content}", None,
                       "rename-no-such", kind=kind, old=old, content=str(content))
    if kind not in have:
        raise _refused(f"there is no {kind} '{old}' in {content}",
                       f"'{old}' is the id of a definition of another kind: {_kinds(have)}",
                       "rename-other-kind", kind=kind, old=old, content=str(content), kinds=_kinds(have))
    if len(have) > 1:
        raise _refused(f"'{old}' is the id of definitions of several kinds ({_kinds(have)}): their uses cannot "
                       "be told apart", "rename it by hand",
                       "rename-ambiguous", old=old, kinds=_kinds(have))
    if kinds_of(new):
        raise _refused(f"'{new}' is already the id of a definition ({_kinds(kinds_of(new))})",
                       "choose an id no definition has",
                       "rename-taken", new=new, kinds=_kinds(kinds_of(new)))
    edits: list[Edit] = []

    def consider(path: Path, change: Callable[[str], str], within: Path) -> None:
        """``within``: the folder the file was found in, which its links may not lead out of."""
        text = read_bounded(path, "content" if path.suffix == EXTENSION else "locale", within=within).decode("utf-8")
        changed = change(text)
        if changed != text:
            if path.is_symlink():  # replacing the link would cut it off from its file, which keeps the old id
                target = os.path.realpath(path)
                raise _refused(f"{display_path(path)}: error: this file is a symbolic link (to {target}); a rename "
                               "replaces the files it changes, so nothing was written",
                               "rename in the folder the link points to, or replace the link with a copy",
                               "rename-symbolic-link", path=display_path(path), target=target)
            edits.append(Edit(path, text, changed))

    for path in content_files(content, skip_variants=False):
        consider(path, lambda t: _code_tokens(t, old, new), content)
    for path in sorted((content / "locales").glob("*/*.ftl")):
        consider(path, lambda t: _ftl(t, kind, old, new), content)
    for path in sorted((content / "locales").glob("*/*.txt")):   # the translation records
        consider(path, lambda t: _records(t, kind, old, new), content)
    for folder in scenarios:
        for path in sorted(folder.rglob("*.yaml")) if folder.is_dir() else [folder]:
            consider(path, lambda t: _words(t, old, new), folder if folder.is_dir() else folder.parent)
    for folder in docs:
        for path in sorted(folder.rglob("*.md")) if folder.is_dir() else [folder]:
            consider(path, lambda t: _markdown(t, old, new), folder if folder.is_dir() else folder.parent)
    return edits


def check_renamed(content: Path, edits: list[Edit], build: Callable[[Path], list[str]]) -> list[str]:
    """Problems of the renamed content (``build`` checks a folder), found in a temporary copy."""
    with tempfile.TemporaryDirectory(prefix="wsdv-rename-") as tmp:
        copy = Path(tmp) / content.name
        shutil.copytree(content, copy)
        root = content.resolve()
        for e in edits:
            try:
                rel = e.path.resolve().relative_to(root)
            except ValueError:
                continue  # a scenario or a page outside the content
            (copy / rel).write_text(e.new, encoding="utf-8")
        return build(copy)


def apply(content: Path, rename: tuple[str, str, str], edits: list[Edit]) -> None:
    """Replace every edited file, all or none even if the process is killed (rules/journal.py)."""
    apply_all(content, "rename", rename, [(e.path, e.new) for e in edits])


__all__ = ["EXTENSION", "Edit", "RenameError", "apply", "check_renamed", "plan"]
