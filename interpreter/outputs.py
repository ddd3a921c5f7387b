"""Writing where wsdv owns the place, and nowhere else.

A folder wsdv writes (the site, the Markdown tree, any other generated tree) carries a marker
file of its own, :data:`MARKER`, which names its kind ("site", "simulation report", "JSON
Schemas"...).  A later run replaces only a folder that has that marker with the same kind (a
site build never replaces a simulation report), or an empty one, or none at all; anything else (a folder of the user's files, a plain file, a
device, the folder wsdv runs in) is refused with an :class:`OutputError`, never deleted.
There is deliberately no ``--force``: a wrong ``--out`` must never cost anyone their files.

A new tree is written in a marked stage folder beside the target and swapped in with renames
at the end, so a failed or interrupted build keeps the old tree.  A build that was killed
leaves its stage behind; the next run removes such stages (only marked ones, of its own
target, whose process is gone) and, if the kill fell between the two renames of a swap, puts
the previous tree back first.

Single files are written whole or not at all (:func:`write_file`): to a temp file in the same
folder, flushed, then renamed over the target.  A file that exists is replaced only if the
caller's ``owned`` test recognises it as one wsdv wrote (a game log's first line, say), or if
it is empty.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from .errors import WsdvError
from .inputs import read_bounded

MARKER = ".wsdv-output"
_PREVIOUS = "previous"


class OutputError(WsdvError):
    """A place wsdv must not write to; the message is a complete `PATH: error: ...` line with a hint.

    ``words``, where set, is the refusal in the locales (a message id of ``files.ftl`` and its
    arguments, the hint ``<id>-hint``) and ``path`` the place, for a command that prints it in the
    reader's language."""

    words: tuple[str, dict] | None = None
    path: str = ""


def _refuse(path: Path, why: str, hint: str, words: tuple[str, dict] | None = None) -> OutputError:
    err = OutputError(f"{path}: error: {why}\n  hint: {hint}", hint=hint)
    err.words, err.path = words, str(path)
    return err


# The kinds of output, as the locales select on them (files.ftl: files-kind).
KIND_KEYS = {"simulation report": "simulation", "site": "site", "rules site": "site", "Markdown tree": "markdown",
             "JSON Schemas": "schemas"}


def kind_key(what: str | None) -> str:
    return KIND_KEYS.get(what or "", "other")


def mark(folder: Path, what: str) -> None:
    """Claim ``folder`` as wsdv's: a later run may replace it."""
    note = {"written_by": "wsdv", "what": what, "pid": os.getpid(),
            "note": "wsdv replaces this folder on its next build; keep your own files elsewhere"}
    (folder / MARKER).write_text(json.dumps(note) + "\n", encoding="utf-8")


def is_marked(folder: Path) -> bool:
    return (folder / MARKER).is_file() and not (folder / MARKER).is_symlink()


def _marker(folder: Path) -> dict:
    """The marker's note (empty where it cannot be read: a stranger's file of that name)."""
    try:
        note = json.loads(read_bounded(folder / MARKER, "marker"))
    except (OSError, ValueError, RecursionError):
        return {}
    return note if isinstance(note, dict) else {}


def marked_as(folder: Path) -> str | None:
    """What the wsdv run that wrote ``folder`` wrote there ("site", "simulation report"...), if marked."""
    if not is_marked(folder):
        return None
    what = _marker(folder).get("what")
    return what if isinstance(what, str) else None


def _marker_pid(folder: Path) -> int | None:
    pid = _marker(folder).get("pid")
    return pid if isinstance(pid, int) else None


def _alive(pid: int | None) -> bool:
    """Whether the process that marked a stage may still be building in it."""
    if pid is None:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


def _another(example: str | None, new: str = "a new folder") -> str:
    """The hint's advice: name another folder, with the refusing command's own way of naming one."""
    return f"name {new}, e.g. {example}" if example else f"name {new}"


def check_folder(out: Path, what: str, *, example: str | None = None) -> Path:
    """The absolute target folder, if wsdv may replace it; else an :class:`OutputError`.

    ``example`` shows how the command that writes the folder names another one (``--out
    site-build``, ``wsdv schema export schemas``); the hint quotes it, so a refusal of `wsdv
    simulate` does not suggest the site's option. Without it the hint names no option."""
    out = Path(os.path.abspath(out))
    try:
        st = os.lstat(out)
    except FileNotFoundError:
        st = None
    except OSError as err:
        raise _refuse(out, f"cannot look at this path: {err.strerror}", f"choose another folder for the {what}") from None
    if st is not None and stat.S_ISLNK(st.st_mode):
        raise _refuse(out, f"will not write the {what} here: this is a symbolic link",
                      "name the real folder, or a new one")
    if out.parent == out:
        raise _refuse(out, f"will not write the {what} over the root of the file system",
                      _another(example))
    cwd = Path(os.path.abspath(os.getcwd()))
    if out == cwd or out in cwd.parents:
        raise _refuse(out, f"will not replace the folder wsdv runs in (or one holding it) with the {what}",
                      _another(example))
    if st is None:
        return out
    if not stat.S_ISDIR(st.st_mode):
        kind = "a file" if stat.S_ISREG(st.st_mode) else "a device or special file"
        raise _refuse(out, f"will not write the {what} here: this is {kind}, not a folder",
                      "name a new folder; wsdv never replaces a file with a folder")
    try:
        entries = os.listdir(out)
    except OSError as err:
        raise _refuse(out, f"cannot read this folder: {err.strerror}", f"choose another folder for the {what}") from None
    if entries and not is_marked(out):
        raise _refuse(out, f"will not replace this folder with the {what}: it holds files wsdv did not write "
                           f"({len(entries)} entr{'y' if len(entries) == 1 else 'ies'}, no {MARKER} marker)",
                      _another(example, "a new or empty folder") + "; wsdv never deletes files it did not write")
    if entries and marked_as(out) != what:
        other = marked_as(out)
        raise _refuse(out, f"will not replace this folder with the {what}: wsdv wrote it as "
                           + (f"a {other}" if other else "something else") + ", and one kind of output never "
                           "replaces another",
                      _another(example, "a new or empty folder"),
                      ("files-error-other-kind", {"what": kind_key(what), "other": kind_key(other),
                                                  "example": example or "--out DIR"}))
    return out


def _stage_prefix(out: Path) -> str:
    return f".{out.name}.build-"


def stale_stages(out: Path) -> list[Path]:
    """The stages killed builds of ``out`` left beside it: marked as wsdv's, their process gone."""
    parent = out.parent
    if not parent.is_dir():
        return []
    return [entry for entry in sorted(parent.glob(_stage_prefix(out) + "*"))
            if not entry.is_symlink() and entry.is_dir() and is_marked(entry) and not _alive(_marker_pid(entry))]


def clean_stale(out: Path) -> None:
    """Remove what killed builds of ``out`` left beside it (marked stages whose process is gone)."""
    for entry in stale_stages(out):
        previous = entry / _PREVIOUS
        if not os.path.lexists(out) and previous.is_dir() and is_marked(previous):
            os.rename(previous, out)  # killed between the two renames of a swap: the old tree comes back
        shutil.rmtree(entry, ignore_errors=True)


@contextlib.contextmanager
def stage_folder(out: Path, what: str, *, example: str | None = None) -> Iterator[Path]:
    """A marked scratch folder beside ``out`` (same file system, so renames are atomic),
    removed when the block ends, however it ends."""
    out = check_folder(out, what, example=example)
    out.parent.mkdir(parents=True, exist_ok=True)
    clean_stale(out)
    stage = Path(tempfile.mkdtemp(prefix=_stage_prefix(out), dir=out.parent))
    try:
        mark(stage, f"{what} (being built)")
        yield stage
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def swap_in(new: Path, out: Path, stage: Path, what: str, *, example: str | None = None) -> None:
    """Put the finished tree ``new`` (inside ``stage``) at ``out``, replacing only what wsdv owns.

    ``out`` is checked again here: the build took a while and the folder may have changed.
    """
    out = check_folder(out, what, example=example)
    mark(new, what)
    if os.path.lexists(out):
        os.rename(out, stage / _PREVIOUS)
    os.rename(new, out)


@contextlib.contextmanager
def replacing_folder(out: Path, what: str, *, example: str | None = None) -> Iterator[Path]:
    """Write a new tree for ``out``: yields an empty folder to fill; when the block succeeds the
    tree replaces ``out`` (which must be wsdv's, empty or absent), else ``out`` stays as it was."""
    with stage_folder(out, what, example=example) as stage:
        new = stage / "new"
        new.mkdir()
        yield new
        swap_in(new, out, stage, what, example=example)


def check_file(path: Path, what: str, owned: Callable[[Path], bool] | None = None) -> Path:
    """The absolute path of a file wsdv may write; else an :class:`OutputError`.

    An existing file is replaced only when it is empty or ``owned`` recognises it as wsdv's
    (without ``owned`` every regular file may be replaced: the caller edits the user's own files
    on purpose, e.g. a rename across the content)."""
    path = Path(os.path.abspath(path))
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
        if os.path.islink(path):  # writing would create the file the link points to, somewhere else
            raise _refuse(path, f"will not write the {what} here: this is a symbolic link to a file that does "
                                "not exist", "name the real file, or a new one") from None
    except OSError as err:
        raise _refuse(path, f"cannot write the {what} here: {err.strerror}", "name a file in a folder that exists") from None
    if st is not None:
        if os.path.islink(path):  # the new file would take the link's place: the link gone, its file as it was
            raise _refuse(path, f"will not write the {what} here: this is a symbolic link (to {os.path.realpath(path)}), "
                                "which the new file would replace", "name the real file, or a new one")
        if stat.S_ISDIR(st.st_mode):
            raise _refuse(path, f"cannot write the {what} here: this is a folder", "name a file, e.g. game.jsonl")
        if not stat.S_ISREG(st.st_mode):
            raise _refuse(path, f"will not write the {what} here: this is a device or special file",
                          "name a plain file")
        if owned is not None and st.st_size > 0 and not owned(path):
            raise _refuse(path, f"will not overwrite this file with the {what}: wsdv did not write it",
                          "name a new file; wsdv never overwrites files it did not write")
    if not path.parent.is_dir():
        raise _refuse(path, f"cannot write the {what} here: the folder {path.parent} does not exist",
                      "create the folder first, or name a file in a folder that exists")
    if not os.access(path.parent, os.W_OK):
        raise _refuse(path, f"cannot write the {what} here: the folder {path.parent} is not writable",
                      "name a file in a folder you may write to")
    return path


def write_file(path: Path, data: str | bytes, what: str, owned: Callable[[Path], bool] | None = None) -> None:
    """Write ``data`` to ``path`` whole or not at all (see :func:`check_file` for what may be replaced)."""
    path = check_file(path, what, owned)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    replaced = False
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
        replaced = True
    except OSError as err:
        raise _refuse(path, f"could not write the {what}: {err.strerror or err}",
                      "check the free space and the folder's permissions") from None
    finally:
        if not replaced:  # (an interrupt too: the temporary file never stays behind)
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def write_files(texts: list[tuple[Path, str]], what: str) -> None:
    """Write several files for one change (a new card's definition and its texts in six languages):
    every place is checked and every new text staged beside its file and flushed before the first
    file is replaced, so a refusal or a full disk leaves every file as it was, never some of them
    changed and the rest not (the window left is that of the renames, not of the writes)."""
    paths = [check_file(path, what) for path, _text in texts]
    staged: list[tuple[str, Path]] = []
    ready = False
    try:
        for path, (_p, text) in zip(paths, texts, strict=True):
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            staged.append((tmp, path))
            with os.fdopen(fd, "wb") as f:
                f.write(text.encode("utf-8"))
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, _mode_for(path))
        ready = True
    except OSError as err:
        where = staged[-1][1] if staged else paths[0]
        raise _refuse(where, f"could not write the {what}: {err.strerror or err}; nothing was changed",
                      "check the free space and the folder's permissions") from None
    finally:
        if not ready:  # (an interrupt too: no staged file stays behind, no file was replaced)
            for tmp, _path in staged:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
    for tmp, path in staged:
        os.replace(tmp, path)


def _mode_for(path: Path) -> int:
    """The mode of the file being replaced, else what a plain open() would give (mkstemp's is 0600)."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask
