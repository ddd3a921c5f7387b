"""`wsdv site serve`: the built site over HTTP on this machine, for a look in a browser."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        pass


def server(root: Path, host: str = "127.0.0.1", port: int = 0) -> http.server.ThreadingHTTPServer:
    """An HTTP server for `root` (port 0: any free port); the browser test starts one in a thread."""
    handler = functools.partial(_Quiet, directory=str(root))
    return http.server.ThreadingHTTPServer((host, port), handler)


def serve_in_thread(root: Path, host: str = "127.0.0.1") -> tuple[http.server.ThreadingHTTPServer, str]:
    httpd = server(root, host, 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://{host}:{httpd.server_address[1]}/"


def serve(root: Path, host: str, port: int) -> int:
    try:
        httpd = server(root, host, port)
    except OSError as err:
        print(f"wsdv: cannot listen on {host}:{port}: {err.strerror}", file=sys.stderr)
        return 1
    print(f"serving {root} at http://{host}:{httpd.server_address[1]}/ (Ctrl-C stops)")
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()
    return 0
