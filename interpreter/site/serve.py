"""The built site over HTTP on this machine, for a look in a browser (`wsdv site serve`, whose command in
``cli/site.py`` says what happens and picks the exit status) and for the browser test.

It serves a site wsdv built and nothing else: the folder must carry the output marker of a site
(``interpreter/outputs.py``), so a mistyped ``--out ~`` never puts a home folder on the network;
no name that starts with a dot is served (the marker, ``.ssh``, ``.git``), no folder is listed,
and no link leads out of the folder.  A request it cannot map to a file (a NUL byte in the
address) is a 404, and a client that goes away mid-answer, or sends too slowly, is let go
quietly: the console shows no traceback for what a browser or a stranger does.
"""

from __future__ import annotations

import functools
import http.server
import os
import re
import sys
import threading
from http import HTTPStatus
from pathlib import Path
from urllib.parse import unquote, urlsplit

from ..errors import WsdvError
from ..outputs import marked_as

# A folder of the site an address may go through on the way to its nearest 404 page ("uk", "pt-BR",
# "second_edition", "cards"), and how deep the search goes.
FOLDER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
FOLDER_DEPTH = 8


# A connection that sends nothing for this long is closed (a slow or stalled client holds a thread).
TIMEOUT_S = 30
# What a client going away, or stalling, looks like to the handler: its business, not a fault of ours.
_GONE = (ConnectionError, TimeoutError)


class NotASite(WsdvError):
    """A folder `site serve` will not serve: not one that `wsdv site build` wrote (``path``)."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path}: error: will not serve this folder: it is not a site that `wsdv site build` wrote",
                         hint="build the site into a new folder with `wsdv site serve --build --out DIR`; "
                              "wsdv serves only what it built, never a folder of other files")
        self.path = path

    def __reduce__(self) -> tuple:
        return (type(self), (self.path,))


class _Quiet(http.server.SimpleHTTPRequestHandler):
    timeout = TIMEOUT_S

    def handle(self) -> None:
        try:
            super().handle()
        except _GONE:
            self.close_connection = True

    def send_head(self):
        """The file an address names, if it may be served; else 404 (a hidden name, a folder
        without an index, a link out of the site, an address no file can have)."""
        try:
            path = unquote(urlsplit(self.path).path)
            if any(part.startswith(".") for part in path.split("/")) or "\x00" in path:
                self.send_error(HTTPStatus.NOT_FOUND)
                return None
            target = os.path.realpath(self.translate_path(self.path))
            root = os.path.realpath(self.directory)
            if target != root and not target.startswith(root + os.sep):
                self.send_error(HTTPStatus.NOT_FOUND)
                return None
            return super().send_head()
        except ValueError:  # a path the file system cannot hold
            self.send_error(HTTPStatus.NOT_FOUND)
            return None

    def list_directory(self, path):
        """Folders are never listed: a folder without its index.html is a missing page."""
        self.send_error(HTTPStatus.NOT_FOUND)
        return None

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        pass

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """A missing page answers 404 with the site's own 404 page: the nearest one above the address (the
        one of the language whose folder it is in, of the edition's folder with `--with-variant`), else
        the root's (the default language's)."""
        page = self.not_found_page() if code == HTTPStatus.NOT_FOUND else None
        if page is None:
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(code)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def not_found_page(self) -> Path | None:
        root = Path(self.directory)
        folders: list[str] = []
        for name in unquote(urlsplit(self.path).path).lstrip("/").split("/")[:FOLDER_DEPTH]:
            if not FOLDER.fullmatch(name):   # nothing but plain folder names: never `..`, a hidden one or a link's way out
                break
            folders.append(name)
        candidates = [root.joinpath(*folders[:i]) / "404.html" for i in range(len(folders), 0, -1)]
        return next((p for p in [*candidates, root / "404.html"] if p.is_file()), None)


class _Server(http.server.ThreadingHTTPServer):
    # Connections waiting to be taken (the standard library's 5): a browser opening a page asks for
    # its styles, scripts and pictures at once, and 300 requests at once on a busy machine left some
    # unanswered when the queue overflowed (benchmarks/hostile.py, "300 concurrent requests").
    request_queue_size = 128

    def handle_error(self, request, client_address) -> None:  # noqa: ANN001 - the base class's signature
        """A client that went away is no error; anything else is one line, never a traceback."""
        err = sys.exc_info()[1]
        if isinstance(err, _GONE):
            return
        print(f"wsdv: internal error while answering {client_address[0]}: {type(err).__name__}: {err}\n"
              "  this is a bug in wsdv; the server goes on", file=sys.stderr)


def check_site(root: Path) -> Path:
    """``root`` if `wsdv site build` wrote it; else a :class:`NotASite` that says so."""
    if marked_as(root) != "site":
        raise NotASite(root)
    return root


def server(root: Path, host: str = "127.0.0.1", port: int = 0) -> http.server.ThreadingHTTPServer:
    """An HTTP server for `root`, a site wsdv built (port 0: any free port); the browser test starts one
    in a thread."""
    handler = functools.partial(_Quiet, directory=str(check_site(root)))
    return _Server((host, port), handler)


def serve_in_thread(root: Path, host: str = "127.0.0.1") -> tuple[http.server.ThreadingHTTPServer, str]:
    """A server for `root` in a thread of this process, and its address (the tests and benchmarks).

    Its loop looks for `shutdown()`'s request every 50 ms rather than every half second (the standard
    library's default): `shutdown()` waits for that look, and each test or benchmark that stopped its
    server waited out up to half a second doing nothing."""
    httpd = server(root, host, 0)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    return httpd, f"http://{host}:{httpd.server_address[1]}/"

