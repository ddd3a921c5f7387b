"""Reading a file someone handed to wsdv, in bounded time and memory.

Content packs, overlays, scenarios, logs and cache folders come from other people (a download, a
tar file, a shared folder), so a name that looks like ``x.wsdv`` may be a FIFO that never ends,
a device such as ``/dev/zero``, a symbolic link to one, or a sparse file of gigabytes.  A plain
``path.read_bytes()`` blocks forever on the first and reads until memory runs out on the others.

:func:`read_bounded` is the one way wsdv reads such a file: it opens without blocking (a FIFO
with no writer answers at once), looks at what it opened (``fstat`` of the open file, so a link
swapped after the check changes nothing), refuses anything that is not a regular file, and
refuses a file larger than the limit for its kind (:data:`LIMITS`) before reading a byte of it.
It reads at most the limit, so a file that grows while it is read is refused too.

A file is also read only from inside the folder it was found in (``within``): a shared or
downloaded content folder may hold ``rules.wsdv -> ~/.ssh/id_rsa``, or a language folder that is a
link to the user's home, and a reader that followed it would quote that file's lines in its
diagnostics.  :func:`inside` resolves every link of the path and refuses one whose real place is
outside the real folder; links that stay inside (a card file shared by two variants of the same
pack) are read as before.

Between that check and the open, whoever fills the folder could swap one of the folders on the
file's real path for a link out (a pack unpacked by a script that runs on).  So the file is not
opened by its path: the walk starts at the folder's real path and opens each part of the rest
relative to the folder opened before it (``dir_fd``) without following a link (``O_NOFOLLOW``), so
what is opened is, part by part, the place the check approved, whatever the names point to now.  A
part that has become a link is looked at afresh (:func:`inside` again): a link out is refused as
any other, a link that stays inside is walked by its new real path (:func:`_walk`).  A system whose
``os.open`` takes no ``dir_fd`` (Windows, where making a link needs a privilege) opens the real
path, its last part not followed: the written fallback, tested as such.

The refusal is an :class:`UnreadableInput`, which is both a :class:`WsdvError` (a refusal, exit
2) and an :class:`OSError` whose ``strerror`` says why: every reader that already reports "cannot
read this file: <strerror>" at the file's place reports these the same way.
"""

from __future__ import annotations

import errno
import os
import stat
from functools import lru_cache
from pathlib import Path

from .errors import WsdvError

MB = 1 << 20

# The most bytes wsdv reads from one file of each kind.  Each is far above any real file (the
# largest content file is under 50 KB, a locale file under 50 KB, a cache entry about 100 KB,
# a game log of 100,000 decisions about 10 MB) and far below what would exhaust memory.
LIMITS = {
    "content": 16 * MB,
    "locale": 16 * MB,
    "scenario": 16 * MB,
    "log": 256 * MB,
    "cache": 16 * MB,
    "marker": 1 * MB,
}


class UnreadableInput(WsdvError, OSError):
    """A file wsdv will not read: not a regular file, or larger than its kind's limit.

    ``words`` is the refusal in the locales (a message id of ``files.ftl`` and its arguments; the
    hint is ``<id>-hint``), for a command that prints it in the reader's language; the English
    message and hint are for everyone else (a Python caller, a log)."""

    def __init__(self, path: Path | str, why: str, hint: str, words: tuple[str, dict] | None = None) -> None:
        WsdvError.__init__(self, f"{path}: error: {why}", hint=hint)
        self.errno = errno.EINVAL
        self.strerror = why
        self.filename = str(path)
        self.words = words

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple:
        return (type(self), (self.filename, self.strerror, self.hint, self.words))


# What a file that is not a regular one is: the key the locales select on, and its English.
_KINDS = {"folder": "a folder", "fifo": "a FIFO (named pipe)", "device": "a device", "socket": "a socket",
          "link": "a symbolic link", "special": "a special file"}


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISLNK(mode):
        return "link"
    return "special"


def limit_for(kind: str) -> int:
    return LIMITS[kind]


def _real(folder: str) -> str:
    """The real path of a folder, resolved once per process (by its absolute path: the working
    folder may change between two reads, a test's does)."""
    return _resolved(os.path.abspath(folder))


@lru_cache(maxsize=32)
def _resolved(folder: str) -> str:
    return os.path.realpath(folder)


def inside(path: Path | str, folder: Path | str) -> Path:
    """The real path of ``path`` (every link resolved), which must lie in the real ``folder`` it was
    found in; else an :class:`UnreadableInput` that names where it leads (nothing of it is read).

    Quick where nothing is a link: the parts of ``path`` below ``folder`` are looked at (lstat), and
    only where one of them is a link is the whole path resolved (a check reads a hundred files)."""
    top = _real(os.fspath(folder))
    real = _unlinked(os.fspath(path), os.fspath(folder), top) or os.path.realpath(path)
    if real != top and not real.startswith(top.rstrip(os.sep) + os.sep):
        raise inside_refusal(path, folder, real)
    return Path(real)


def inside_refusal(path: Path | str, folder: Path | str, real: str) -> UnreadableInput:
    """The refusal of ``path``, found in ``folder``, whose links lead to ``real`` outside it."""
    return UnreadableInput(path, f"will not read this: it leads out of the folder it is in, {folder}, to {real}",
                           "a shared or downloaded folder may hold links to your own files; copy the file into "
                           "the folder if you meant it, or remove the link",
                           ("files-error-outside", {"folder": str(folder), "target": real}))


def _unlinked(path: str, folder: str, top: str) -> str | None:
    """The real path of ``path`` where it is written below ``folder`` (as a folder's listing gives it)
    and no part of it below is a link (``top``: the folder's real path); else None."""
    base = folder.rstrip(os.sep) or os.sep
    if not path.startswith(base + os.sep):
        return None
    rest = path[len(base) + 1:]
    parts = rest.split(os.sep)
    if any(part in ("", ".", "..") for part in parts):
        return None
    at = base
    for part in parts:
        at = at + os.sep + part
        try:
            if stat.S_ISLNK(os.lstat(at).st_mode):
                return None
        except OSError:   # (not there: the reader says so where it opens it)
            return None
    return top.rstrip(os.sep) + os.sep + rest


def read_bounded(path: Path | str, kind: str, *, follow_symlinks: bool = True,
                 within: Path | str | None = None) -> bytes:
    """The bytes of the regular file ``path``, at most ``LIMITS[kind]`` of them; else an
    :class:`UnreadableInput` (or the :class:`OSError` the system gave: missing, no access).

    ``follow_symlinks=False`` refuses a symbolic link itself (a cache entry: wsdv writes none).
    ``within``: the folder the file was found in (a content, overlay, locale or scenario folder);
    a file whose links lead out of it is refused (:func:`inside`)."""
    limit = LIMITS[kind]
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    if within is not None:
        fd = _walk(path, within, flags)
    else:
        if not follow_symlinks:
            flags |= getattr(os, "O_NOFOLLOW", 0)
        st = os.stat(path, follow_symlinks=follow_symlinks)
        if not stat.S_ISREG(st.st_mode):   # (a device is not even opened: opening some has effects)
            raise _not_regular(path, st.st_mode)
        fd = os.open(path, flags)
    try:
        st = os.fstat(fd)  # what was opened, whatever the name points to now
        if not stat.S_ISREG(st.st_mode):
            raise _not_regular(path, st.st_mode)
        if st.st_size > limit:
            raise _too_large(path, kind, limit)
        os.set_blocking(fd, True)
        chunks = []
        total = 0
        while True:
            chunk = os.read(fd, min(limit + 1 - total, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise _too_large(path, kind, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


# How many times a file whose path changed under the walk is looked at afresh before it is refused.
_TRIES = 3


def _walk(path: Path | str, within: Path | str, flags: int) -> int:
    """An open descriptor of the file ``path`` found in the folder ``within``, which :func:`inside`
    approved and which is, part by part, where the check found it (see the module's docstring); an
    :class:`UnreadableInput` for a link out or a file that is not a regular one, or the
    :class:`OSError` of the system (missing, no access) under the file's own name."""
    top = _real(os.fspath(within))
    for _ in range(_TRIES):
        real = os.fspath(inside(path, within))
        if os.open not in os.supports_dir_fd:   # (the fallback: see the module's docstring)
            try:
                return _open_last(path, None, real, flags)
            except _Moved:
                continue
        if real == top:   # the folder itself, named as a file of it
            raise _not_regular(path, os.stat(top).st_mode)
        parts = real[len(top.rstrip(os.sep)) + 1:].split(os.sep)
        try:
            at = os.open(top, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except OSError as err:
            raise OSError(err.errno, err.strerror, os.fspath(path)) from None
        try:
            for part in parts[:-1]:
                below = _open_folder(part, at)
                os.close(at)
                at = below
            return _open_last(path, at, parts[-1], flags)
        except _Moved:
            continue   # a part became a link since the check: look at the path afresh
        except UnreadableInput:
            raise
        except OSError as err:   # missing, no access, a part that is no folder now
            raise OSError(err.errno, err.strerror, os.fspath(path)) from None
        finally:
            os.close(at)
    raise inside_refusal(path, within, os.path.realpath(path))   # (a path that will not hold still)


class _Moved(Exception):
    """The walk met a link where the check saw none."""


def _open_folder(name: str, at: int) -> int:
    """The folder ``name`` of the folder open as ``at``, opened without following a link (a link there
    is :class:`_Moved`: Linux says ENOTDIR, others ELOOP, so the name itself is looked at)."""
    try:
        return os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=at)
    except OSError as err:
        if err.errno in (errno.ELOOP, errno.ENOTDIR) and stat.S_ISLNK(os.stat(name, dir_fd=at,
                                                                              follow_symlinks=False).st_mode):
            raise _Moved from None
        raise


def _open_last(path: Path | str, at: int | None, name: str, flags: int) -> int:
    """The file ``name`` of the folder open as ``at`` (None: ``name`` is a whole path) opened without
    following a link, once :func:`os.stat` of the same name showed a regular file."""
    try:
        st = os.stat(name, dir_fd=at, follow_symlinks=False)
    except OSError as err:
        raise OSError(err.errno, err.strerror, os.fspath(path)) from None
    if stat.S_ISLNK(st.st_mode):
        raise _Moved
    if not stat.S_ISREG(st.st_mode):   # (a device is not even opened: opening some has effects)
        raise _not_regular(path, st.st_mode)
    try:
        return os.open(name, flags | getattr(os, "O_NOFOLLOW", 0), dir_fd=at)
    except OSError as err:
        if err.errno == errno.ELOOP:
            raise _Moved from None
        raise OSError(err.errno, err.strerror, os.fspath(path)) from None


def _not_regular(path: Path | str, mode: int) -> UnreadableInput:
    kind = _kind_of(mode)
    return UnreadableInput(path, f"will not read this: it is {_KINDS[kind]}, not a regular file",
                           "wsdv reads only plain files; a pack that holds pipes or devices is not safe to use",
                           ("files-error-not-regular", {"kind": kind}))


# A kind of file as the English refusal names it (files.ftl's files-error-too-large selects on the kind).
_NOUNS = {"content": "content file", "locale": "locale file", "scenario": "scenario file", "log": "game log",
          "cache": "cache entry", "marker": "marker file"}


def _too_large(path: Path | str, kind: str, limit: int) -> UnreadableInput:
    return UnreadableInput(path, f"will not read this {_NOUNS[kind]}: it is larger than {limit // MB} MB",
                           "a real file of this kind is far smaller; is this the file you meant?",
                           ("files-error-too-large", {"what": kind, "limit": limit // MB}))


def read_lossy(path: Path | str, kind: str, *, within: Path | str | None = None) -> str:
    """:func:`read_bounded` as text, a byte that is not UTF-8 read as U+FFFD (for the checks that
    only look for ids in a file whose own reader reports its encoding)."""
    return read_bounded(path, kind, within=within).decode("utf-8", errors="replace")


def ids_text(path: Path | str, within: Path | str) -> str:
    """The text of a locale file of the content folder ``within``, for a check that only gathers the
    ids it writes; "" for a file that cannot be read (a link out of the folder, a FIFO, a missing
    file): its own reader (the rulings check, ``wsdv l10n``) reports why at the file, once, and the
    checks that look for ids go on with the files they can read."""
    try:
        return read_lossy(path, "locale", within=within)
    except OSError:
        return ""
