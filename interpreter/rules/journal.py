"""A rename touches many files (content, six languages' locales, scenarios, docs), and so does `wsdv
new` (a declaration and its texts in six languages); a process killed halfway must leave the project
either as it was or wholly changed, never half of each (a card with its English title and no German).

How (a journal and staged files, the way a database commits):

1. The journal, :data:`JOURNAL` in the content folder, is written (atomically) in the state
   ``staging``: the change (its command, ``rename`` or ``new``, and what it names: a rename's kind,
   old and new id, a new definition's kind and id), and for each file its path and the path of its
   staged new text.
2. Each new text is written to its staged file beside its target (same folder, so the final
   rename is atomic) and flushed to disk.
3. The journal is rewritten in the state ``committing``: from here on the rename is decided.
4. Each staged file is renamed over its target; then the journal is removed.

A later `wsdv rename` or `wsdv new` in that content folder (:func:`recover`) reads a journal left
behind, whichever of the two wrote it: in ``staging`` it removes the staged files (the project was
never touched: rolled back); in ``committing`` it renames the staged files that are still there
(rolled forward: wholly changed).  Both are safe to repeat if that run is killed too.  ``wsdv
check`` refuses a content folder with a journal (:func:`pending`), so a half-changed project is
never called OK.

Folders.  A change may need folders that are not there yet (`wsdv new variant` makes the variant's
folder, `wsdv new --overlay DIR` the overlay's).  The journal lists each folder the change makes
before it makes it, and only those it made (one found there meanwhile is struck off the list), so an
undo removes exactly what the change made: each listed folder, deepest first, and only while it is
empty, never a folder that holds anything, never one the change did not make.  A roll forward keeps
them.  (Folders above the journal's own folder, which ``--overlay a/b/c`` may need, are made
before the journal can exist and are not listed: an undo leaves them.)

The journal is data wsdv wrote, read as hostile: a path in it must be one of the staged files'
own names beside its target, and a folder it lists must be the journal's own folder or one inside
it that holds (or would hold) one of its files, or the journal is refused and nothing is touched.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from ..errors import WsdvError, os_reason
from ..inputs import read_bounded

# Kept light (no dataclasses, no outputs module at import): `wsdv check` looks for a journal
# before every check, and a check answered from the cache takes a few tens of milliseconds.

JOURNAL = ".wsdv-rename-journal.json"
_STAGED = ".{name}.wsdv-rename-new"


class JournalError(WsdvError):
    """A journal that cannot be trusted or finished; the message says where, the hint what to do.
    ``path`` is the file it is about, ``words`` the message of files.ftl the command says (this floor
    is below the locales: its English is the English locale's, held to it by
    tests/test_new_journal.py)."""

    path: str = ""


_RESTORE = "restore the content from your version control, then delete the journal"


def _refused(path: Path | str, why: str, hint: str, message_id: str, **values: object) -> JournalError:
    """The refusal of ``path``: the English locale's message ``message_id`` and its hint as ``why`` and
    ``hint``, and the words to say them in the reader's language."""
    err = JournalError(f"{path}: error: {why}", hint=hint, words=(message_id, values))
    err.path = str(path)
    return err


# The commands that write a journal, and how many names each records: a rename's kind, old and new
# id; a new definition's kind and id.
COMMANDS = {"rename": 3, "new": 2}


class Journal:
    """A change in progress: its command, what it names (``subject``) and the files it replaces
    (target, staged new text)."""

    __slots__ = ("command", "files", "folders", "path", "state", "subject")

    def __init__(self, path: Path, state: str, command: str, subject: tuple[str, ...],
                 files: tuple[tuple[Path, Path], ...], folders: tuple[Path, ...] = ()) -> None:
        self.path = path
        self.state = state          # "staging" or "committing"
        self.command = command      # "rename" or "new" (COMMANDS)
        self.subject = subject
        self.files = files
        self.folders = folders      # the folders this change made, the highest first


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
    note = {"written_by": f"wsdv {journal.command}", "state": journal.state, journal.command: list(journal.subject),
            "files": [[str(t), str(s)] for t, s in journal.files], "folders": [str(f) for f in journal.folders],
            "note": f"a `wsdv {journal.command}` that did not finish; run it again in this folder to finish or undo it"}
    _write_durably(journal.path, (json.dumps(note, ensure_ascii=False) + "\n").encode("utf-8"))


def pending(content: Path) -> Journal | None:
    """The journal of an unfinished rename in ``content``, if there is one (else None)."""
    path = Path(content) / JOURNAL
    if not os.path.lexists(path):
        return None
    try:
        note = json.loads(read_bounded(path, "marker").decode("utf-8"))
    except (OSError, ValueError, RecursionError) as err:   # (nested past Python's stack: no journal of ours)
        raise _refused(path, f"an unfinished rename (or `wsdv new`) left this journal, and it cannot be read ({err})",
                       _RESTORE, "files-journal-unreadable", reason=str(err)) from None
    command = next((c for c in COMMANDS if isinstance(note, dict) and c in note), None)   # (one of them)
    ok = (command is not None and isinstance(note, dict) and note.get("state") in ("staging", "committing")
          and sum(c in note for c in COMMANDS) == 1 and isinstance(note[command], list)
          and len(note[command]) == COMMANDS[command]
          and all(isinstance(x, str) for x in note[command]) and isinstance(note.get("files"), list))
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
    folders = note.get("folders", []) if ok else []   # (a journal of before folders were listed has none)
    home = Path(os.path.realpath(Path(path).parent))
    if not (isinstance(folders, list) and all(
            isinstance(f, str) and Path(f).is_absolute() and _made_for(Path(f), home, files) for f in folders)):
        ok = False
    if not ok or command is None:
        raise _refused(path, "an unfinished rename (or `wsdv new`) left this journal, and it is not one wsdv wrote",
                       _RESTORE, "files-journal-foreign")
    return Journal(path, note["state"], command, tuple(note[command]), tuple(files), tuple(Path(f) for f in folders))


def _made_for(folder: Path, home: Path, files: list[tuple[Path, Path]]) -> bool:
    """Whether a journal in ``home`` may list ``folder`` as one it made: ``home`` itself or a folder
    inside it, above or at one of its files (no ``..``: the path as wsdv wrote it)."""
    return (".." not in folder.parts and folder.is_relative_to(home)
            and any(Path(os.path.realpath(target.parent)).is_relative_to(folder) for target, _staged in files))


def recover(content: Path) -> tuple[str, Journal] | None:
    """Finish or undo a change (a rename, a `new`) a killed process left in ``content``: ("undone" |
    "finished", journal)."""
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
        for folder in reversed(journal.folders):   # the deepest first; rmdir removes only an empty one
            with contextlib.suppress(OSError):
                os.rmdir(folder)
        return "undone", journal
    for target, staged in journal.files:   # decided: finish every replacement still to do
        if os.path.lexists(staged):
            os.replace(staged, target)
            _fsync_dir(target.parent)
    os.unlink(journal.path)
    return "finished", journal


def _missing(folder: Path) -> list[Path]:
    """``folder`` and the folders above it that are not there, the highest first."""
    out = []
    while not os.path.lexists(folder) and folder != folder.parent:
        out.append(folder)
        folder = folder.parent
    return out[::-1]


def apply_all(content: Path, command: str, subject: tuple[str, ...], texts: list[tuple[Path, str]]) -> None:
    """Replace each file of ``texts`` with its new text (a file not there yet is made), all of them
    or (after a kill, once :func:`recover` has run) none; see the module's docstring for the steps.
    ``command`` and ``subject``: the change, as the next command tells it (:data:`COMMANDS`)."""
    from ..outputs import OutputError, check_file  # only when writing (see above)

    assert len(subject) == COMMANDS[command]
    home = Path(os.path.realpath(content))
    targets = [Path(os.path.abspath(target)) for target, _text in texts]
    own = _missing(home)   # the journal's own folder (an overlay `new` makes) must be there to hold it
    planned = own + [f for t in targets for f in _missing(Path(os.path.realpath(t.parent))) if f not in own]
    planned = [f for f in dict.fromkeys(planned) if f.is_relative_to(home)]   # (above it: not listed)
    home.mkdir(parents=True, exist_ok=True)
    journal = Journal(home / JOURNAL, "staging", command, subject,
                      tuple((t, staged_for(t)) for t in targets), tuple(planned))
    _save(journal)   # listed before they are made: a kill from here on is undone with them
    try:
        made = []
        for folder in planned:
            if folder in own:
                made.append(folder)
                continue
            try:
                folder.mkdir()
                made.append(folder)
            except FileExistsError:   # made meanwhile by someone else: not ours to remove
                pass
        if made != planned:
            journal = Journal(journal.path, "staging", command, subject, journal.files, tuple(made))
            _save(journal)
        files = [(check_file(t, "renamed file" if command == "rename" else "content file"), s)   # plain files in writable folders
                 for t, s in journal.files]
    except (OutputError, OSError):
        recover(home)
        raise
    try:
        for (target, staged), (_t, text) in zip(files, texts, strict=True):
            with open(staged, "wb") as f:
                f.write(text.encode("utf-8"))
                f.flush()
                os.fsync(f.fileno())
            with contextlib.suppress(OSError):   # (a file made anew keeps open()'s own mode)
                os.chmod(staged, os.stat(target).st_mode & 0o7777)
    except OSError as err:   # a full disk while staging: nothing of the project was touched
        recover(home)
        raise _refused(err.filename or content, f"could not write this file: {err.strerror or err}; nothing was changed",
                       "check the free space and the folder's permissions", "files-out-failed",
                       **os_reason(err),
                       nothing="yes") from None
    journal = Journal(journal.path, "committing", command, subject, journal.files, journal.folders)
    _save(journal)
    for target, staged in files:
        os.replace(staged, target)
    for folder in {t.parent for t, _s in files}:
        _fsync_dir(folder)
    os.unlink(journal.path)
