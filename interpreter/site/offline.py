"""The site for a reader at the table without a network: a web manifest per language and a service
worker that keeps what was read.

- `manifest.webmanifest` in each language's folder (the default language's at the root): the
  language's site name, its home page as the start, its folder as the scope, the site's colours and
  its icon (assets/icon.svg). The theme's head links the page's language's one (theme/main.html).
- `sw.js` at the site's root (serviceworker.js), so its scope is every language. It is network-first:
  online, a reader gets the site as it is now and each answer is kept; offline, the kept answer is
  served. A page never visited is not invented offline. It works on https and on localhost only,
  as every service worker does; elsewhere the site works as before, online.

The search index, which used to come with every page, is fetched only when search is first used
(theme/main.html holds the theme's one request for it back until the search box takes focus): the
worker keeps it then, so a language's search works offline after it was used once online.
"""

from __future__ import annotations

import json
from pathlib import Path

WORKER = Path(__file__).resolve().parent / "serviceworker.js"
WORKER_NAME = "sw.js"
MANIFEST = "manifest.webmanifest"
ICON = "assets/icon.svg"  # under the site's root (the default language's assets, see build.py)
THEME_COLOUR = "#b3261e"  # the header's colour (assets/palette.css)


def manifest(name: str, lang: str, icon: str) -> dict:
    """One language's web manifest; `icon` is the icon's address relative to the manifest."""
    return {"name": name, "short_name": "WSDV", "lang": lang, "start_url": "./", "scope": "./",
            "display": "standalone", "background_color": "#ffffff", "theme_color": THEME_COLOUR,
            "icons": [{"src": icon, "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]}


def write(docs: Path, names: dict[str, str], default: str) -> None:
    """Write the worker and every language's manifest into the Markdown tree `docs` (docs/<lang>/),
    where MkDocs copies them as the site's files: the default language's folder is the site's root.
    `names`: each language's site name, as the header shows it."""
    root = docs / default
    root.mkdir(parents=True, exist_ok=True)
    (root / WORKER_NAME).write_text(WORKER.read_text(encoding="utf-8"), encoding="utf-8")
    for lang, name in names.items():
        folder = docs / lang
        folder.mkdir(parents=True, exist_ok=True)
        icon = ICON if lang == default else f"../{ICON}"
        (folder / MANIFEST).write_text(json.dumps(manifest(name, lang, icon), ensure_ascii=False, indent=1) + "\n",
                                       encoding="utf-8")
