"""The rules reference site: Markdown pages and SVG drawings generated from content, built by MkDocs.

`interpreter.site.build.build_site()` is the one entry point (the CLI's `wsdv site build`); the
modules behind it are card data (carddata), drawings (svg, boardmap, pictograms), the pages' shared
context (context), the pages (pages, faq, mapplaces, reference_page), the notation beneath the prose
(notation), search (search) and the MkDocs run with the atomic swap (build). The site's words and
names live a floor below, in ``interpreter.words`` (sitestrings, names), where `wsdv diff` uses them.

This package imports nothing itself: only `build` (and `serve`) need MkDocs, the `site` extra.
"""
