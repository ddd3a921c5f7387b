"""The rules reference site: Markdown pages and SVG drawings generated from content, built by MkDocs.

`build_site()` is the one entry point (the CLI's `wsdv site build`); the modules behind it are
the site strings (strings), names of definitions (names), card data (carddata), effect blocks in
words (effects), drawings (svg), the pages (pages) and the MkDocs run with the atomic swap (build).
"""

from .build import SiteError, SiteResult, build_site

__all__ = ["SiteError", "SiteResult", "build_site"]
