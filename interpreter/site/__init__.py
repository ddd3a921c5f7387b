"""The rules reference site: Markdown pages and SVG drawings generated from content, built by MkDocs.

`interpreter.site.build.build_site()` is the one entry point (the CLI's `wsdv site build`); the
modules behind it are the site strings (strings), names of definitions (names), card data
(carddata), drawings (svg), the pages (pages) and the MkDocs run with the atomic swap (build).

This package imports nothing itself: only `build` (and `serve`) need MkDocs, the `site` extra,
while `wsdv diff` uses the site's strings and names without it.
"""
