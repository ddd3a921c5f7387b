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

from .diagnostics import NONE
from .errors import WsdvError, os_reason
from .inputs import read_bounded

MARKER = ".wsdv-output"
_PREVIOUS = "previous"


class OutputError(WsdvError):
    """A place wsdv must not write to; the message is a complete `PATH: error: ...` line with a hint.

    Every refusal carries its ``words`` (a message id of ``files.ftl`` and its values, the hint
    ``<id>-hint``) and ``path``, the place: a command says it in the reader's language from them,
    never from the English.  The English message is for a Python caller and a log: this module is on
    the ground floor, below the locales, so it writes the English locale's sentence itself, and
    tests/test_file_refusals_words.py holds the two copies to each other, refusal by refusal."""

    path: str = ""


def refuse(path: Path, why: str, hint: str, message_id: str, **values: object) -> OutputError:
    """The refusal of ``path``: the English locale's message ``message_id`` and its hint as ``why``
    and ``hint`` (for a reader of English without the locales), and the words to say them in any
    language."""
    err = OutputError(f"{path}: error: {why}\n  hint: {hint}", hint=hint, words=(message_id, values))
    err.path = str(path)
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


# A kind of output as the English refusals name it (files.ftl selects on the key of :func:`kind_key`).
_KIND_WORDS = {"simulation": "a simulation report", "site": "the rules site", "markdown": "the Markdown tree",
               "schemas": "the JSON Schemas", "other": "this output"}


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
        raise refuse(out, f"cannot look at this path: {err.strerror or err}", "choose another folder",
                      "files-out-cannot-look", **os_reason(err)) from None
    if st is not None and stat.S_ISLNK(st.st_mode):
        raise refuse(out, "will not write here: this is a symbolic link", "name the real folder, or a new one",
                      "files-out-folder-link")
    if out.parent == out:
        raise refuse(out, "will not write over the root of the file system", _another(example),
                      "files-out-root", example=example or NONE)
    cwd = Path(os.path.abspath(os.getcwd()))
    if out == cwd or out in cwd.parents:
        raise refuse(out, "will not replace the folder wsdv runs in (or one holding it)", _another(example),
                      "files-out-cwd", example=example or NONE)
    if st is None:
        return out
    if not stat.S_ISDIR(st.st_mode):
        kind = "file" if stat.S_ISREG(st.st_mode) else "special"
        raise refuse(out, f"will not write here: this is {'a file' if kind == 'file' else 'a device or special file'}"
                           ", not a folder", "name a new folder; wsdv never replaces a file with a folder",
                      "files-out-not-folder", kind=kind)
    try:
        entries = os.listdir(out)
    except OSError as err:
        raise refuse(out, f"cannot read this folder: {err.strerror or err}", "choose another folder",
                      "files-out-cannot-list", **os_reason(err)) from None
    if entries and not is_marked(out):
        raise refuse(out, f"will not replace this folder with {_KIND_WORDS[kind_key(what)]}: it holds files wsdv "
                           f"did not write ({len(entries)} entr{'y' if len(entries) == 1 else 'ies'}, no {MARKER} marker)",
                      _another(example, "a new or empty folder") + "; wsdv never deletes files it did not write",
                      "files-out-foreign", what=kind_key(what), entries=len(entries), marker=MARKER,
                      example=example or NONE)
    if entries and marked_as(out) != what:
        other = marked_as(out)
        raise refuse(out, f"will not replace this folder with {_KIND_WORDS[kind_key(what)]}: wsdv wrote it as "
                           + (_KIND_WORDS[kind_key(other)] if other in KIND_KEYS else "another kind of output")
                           + ", and one kind of output never replaces another",
                      f"name a new or empty folder, e.g. {example or '--out DIR'}",
                      "files-error-other-kind", what=kind_key(what), other=kind_key(other),
                      example=example or "--out DIR")
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
    on purpose, e.g. a rename across the content).  ``what`` names the file for the caller's reader;
    the refusals speak of "this file", the place before them saying which (one sentence for every
    kind of file, in each language)."""
    path = Path(os.path.abspath(path))
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
        if os.path.islink(path):  # writing would create the file the link points to, somewhere else
            raise refuse(path, "will not write here: this is a symbolic link to a file that does not exist",
                          "name the real file, or a new one", "files-out-dangling-link") from None
    except OSError as err:
        raise refuse(path, f"cannot write here: {err.strerror or err}", "name a file in a folder that exists",
                      "files-out-cannot-write", **os_reason(err)) from None
    if st is not None:
        if os.path.islink(path):  # the new file would take the link's place: the link gone, its file as it was
            target = os.path.realpath(path)
            raise refuse(path, f"will not write here: this is a symbolic link (to {target}), which the new file "
                                "would replace", "name the real file, or a new one", "files-out-file-link", target=target)
        if stat.S_ISDIR(st.st_mode):
            raise refuse(path, "cannot write here: this is a folder", "name a file", "files-out-is-folder")
        if not stat.S_ISREG(st.st_mode):
            raise refuse(path, "will not write here: this is a device or special file", "name a plain file",
                          "files-out-special")
        if owned is not None and st.st_size > 0 and not owned(path):
            raise refuse(path, "will not overwrite this file: wsdv did not write it",
                          "name a new file; wsdv never overwrites files it did not write", "files-out-not-owned")
    if not path.parent.is_dir():
        raise refuse(path, f"cannot write here: the folder {path.parent} does not exist",
                      "create the folder first, or name a file in a folder that exists", "files-out-no-folder",
                      folder=str(path.parent))
    if not os.access(path.parent, os.W_OK):
        raise refuse(path, f"cannot write here: the folder {path.parent} is not writable",
                      "name a file in a folder you may write to", "files-out-read-only", folder=str(path.parent))
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
        raise refuse(path, f"could not write this file: {err.strerror or err}",
                      "check the free space and the folder's permissions", "files-out-failed", **os_reason(err),
                      nothing="no") from None
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
        raise refuse(where, f"could not write this file: {err.strerror or err}; nothing was changed",
                      "check the free space and the folder's permissions", "files-out-failed", **os_reason(err),
                      nothing="yes") from None
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
