"""A rename touches many files (content, six languages' locales, scenarios, docs); a process killed
halfway must leave the project either as it was or wholly renamed, never half of each.

How (a journal and staged files, the way a database commits):

1. The journal, :data:`JOURNAL` in the content folder, is written (atomically) in the state
   ``staging``: the rename, and for each file its path and the path of its staged new text.
2. Each new text is written to its staged file beside its target (same folder, so the final
   rename is atomic) and flushed to disk.
3. The journal is rewritten in the state ``committing``: from here on the rename is decided.
4. Each staged file is renamed over its target; then the journal is removed.

A later `wsdv rename` in that content folder (:func:`recover`) reads a journal left behind: in
``staging`` it removes the staged files (the project was never touched: rolled back); in
``committing`` it renames the staged files that are still there (rolled forward: wholly renamed).
Both are safe to repeat if that run is killed too.  ``wsdv check`` refuses a content folder with a
journal (:func:`pending`), so a half-renamed project is never called OK.

The journal is data wsdv wrote, read as hostile: a path in it must be one of the staged files'
own names beside its target, or the journal is refused and nothing is touched.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from ..errors import WsdvError
from ..inputs import read_bounded

# Kept light (no dataclasses, no outputs module at import): `wsdv check` looks for a journal
# before every check, and a check answered from the cache takes a few tens of milliseconds.

JOURNAL = ".wsdv-rename-journal.json"
_STAGED = ".{name}.wsdv-rename-new"


class JournalError(WsdvError):
    """A journal that cannot be trusted or finished; the message says where, the hint what to do."""


class Journal:
    """A rename in progress: what it renames and the files it replaces (target, staged new text)."""

    __slots__ = ("files", "path", "rename", "state")

    def __init__(self, path: Path, state: str, rename: tuple[str, str, str],
                 files: tuple[tuple[Path, Path], ...]) -> None:
        self.path = path
        self.state = state          # "staging" or "committing"
        self.rename = rename
        self.files = files


def staged_for(target: Path) -> Path:
    return target.with_name(_STAGED.format(name=target.name))


def _fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_durably(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def _save(journal: Journal) -> None:
    note = {"written_by": "wsdv rename", "state": journal.state, "rename": list(journal.rename),
            "files": [[str(t), str(s)] for t, s in journal.files],
            "note": "a rename that did not finish; run `wsdv rename` again in this folder to finish or undo it"}
    _write_durably(journal.path, (json.dumps(note, ensure_ascii=False) + "\n").encode("utf-8"))


def pending(content: Path) -> Journal | None:
    """The journal of an unfinished rename in ``content``, if there is one (else None)."""
    path = Path(content) / JOURNAL
    if not os.path.lexists(path):
        return None
    try:
        note = json.loads(read_bounded(path, "marker").decode("utf-8"))
    except (OSError, ValueError, RecursionError) as err:   # (nested past Python's stack: no journal of ours)
        raise JournalError(f"{path}: error: an unfinished rename left this journal, and it cannot be read ({err})",
                           hint="restore the content from your version control, then delete the journal") from None
    ok = (isinstance(note, dict) and note.get("state") in ("staging", "committing")
          and isinstance(note.get("rename"), list) and len(note["rename"]) == 3
          and all(isinstance(x, str) for x in note["rename"]) and isinstance(note.get("files"), list))
    files = []
    for item in note.get("files", []) if ok else []:
        if not (isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)):
            ok = False
            break
        target, staged = Path(item[0]), Path(item[1])
        if not target.is_absolute() or staged != staged_for(target):  # only our own staged names, beside their files
            ok = False
            break
        files.append((target, staged))
    if not ok:
        raise JournalError(f"{path}: error: an unfinished rename left this journal, and it is not one wsdv wrote",
                           hint="restore the content from your version control, then delete the journal")
    kind, old, new = note["rename"]
    return Journal(path, note["state"], (kind, old, new), tuple(files))


def recover(content: Path) -> tuple[str, Journal] | None:
    """Finish or undo a rename a killed process left in ``content``: ("undone" | "finished", journal)."""
    with contextlib.suppress(FileNotFoundError):  # a journal killed while being written: never in force
        os.unlink(Path(content) / (JOURNAL + ".tmp"))
    journal = pending(content)
    if journal is None:
        return None
    if journal.state == "staging":   # the project was not touched yet: undo
        for _target, staged in journal.files:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(staged)
        os.unlink(journal.path)
        return "undone", journal
    for target, staged in journal.files:   # decided: finish every replacement still to do
        if os.path.lexists(staged):
            os.replace(staged, target)
            _fsync_dir(target.parent)
    os.unlink(journal.path)
    return "finished", journal


def apply_all(content: Path, rename: tuple[str, str, str], texts: list[tuple[Path, str]]) -> None:
    """Replace each file of ``texts`` with its new text, all of them or (after a kill, once
    :func:`recover` has run) none; see the module's docstring for the steps."""
    from ..outputs import check_file  # only when writing (see above)

    files = []
    for target, _text in texts:
        target = check_file(target, "renamed file")   # a plain file in a writable folder
        files.append((target, staged_for(target)))
    journal = Journal(Path(content).resolve() / JOURNAL, "staging", rename, tuple(files))
    _save(journal)
    try:
        for (target, staged), (_t, text) in zip(files, texts, strict=True):
            with open(staged, "wb") as f:
                f.write(text.encode("utf-8"))
                f.flush()
                os.fsync(f.fileno())
            with contextlib.suppress(OSError):
                os.chmod(staged, os.stat(target).st_mode & 0o7777)
    except OSError as err:   # a full disk while staging: nothing of the project was touched
        recover(content)
        raise JournalError(f"{err.filename or content}: error: could not write the renamed files: "
                           f"{err.strerror or err}; nothing was changed",
                           hint="check the free space and the folders' permissions") from None
    journal = Journal(journal.path, "committing", rename, journal.files)
    _save(journal)
    for target, staged in files:
        os.replace(staged, target)
    for folder in {t.parent for t, _s in files}:
        _fsync_dir(folder)
    os.unlink(journal.path)
