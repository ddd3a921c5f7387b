"""The built site over HTTP on this machine, for a look in a browser (`wsdv site serve`, whose command in
``cli/site.py`` says what happens and picks the exit status) and for the browser test."""

from __future__ import annotations

import functools
import http.server
import re
import threading
from http import HTTPStatus
from pathlib import Path
from urllib.parse import unquote, urlsplit

# A language's folder at the site's root ("uk", "pt-BR"): where its own 404 page is.
LANGUAGE_FOLDER = re.compile(r"[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        pass

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """A missing page answers 404 with the site's own 404 page: the one of the language whose folder
        the address is in, else the root's (the default language's)."""
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
        first = unquote(urlsplit(self.path).path).lstrip("/").split("/")[0]
        candidates = [root / first / "404.html"] if LANGUAGE_FOLDER.fullmatch(first) else []
        return next((p for p in [*candidates, root / "404.html"] if p.is_file()), None)


def server(root: Path, host: str = "127.0.0.1", port: int = 0) -> http.server.ThreadingHTTPServer:
    """An HTTP server for `root` (port 0: any free port); the browser test starts one in a thread."""
    handler = functools.partial(_Quiet, directory=str(root))
    return http.server.ThreadingHTTPServer((host, port), handler)


def serve_in_thread(root: Path, host: str = "127.0.0.1") -> tuple[http.server.ThreadingHTTPServer, str]:
    httpd = server(root, host, 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://{host}:{httpd.server_address[1]}/"

