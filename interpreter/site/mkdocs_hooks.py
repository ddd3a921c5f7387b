"""MkDocs hooks of the site (mkdocs.yml `hooks:`): each language's 404 page and sitemap in its own
folder, and no alternate links in the pages' heads.

mkdocs-static-i18n builds every language into the one site folder, and MkDocs writes the theme's
static pages (`404.html`, `sitemap.xml`) to the folder's root in every language's build, the last
language overwriting the others. This hook keeps the default language's at the root and writes every
other language's to `<lang>/`: a reader lost under `/uk/` gets the Ukrainian 404 page, and the theme,
whose `base` is the language's root (theme/main.html), finds the language's own sitemap there.

The theme writes a `<link rel="alternate" hreflang>` into every page's head for each language, and
its script then fetches `sitemap.xml` under each of those addresses (its own language selector
expects one MkDocs project per language): under a card's page in each language, none of which
exists. The links go: the language switcher still links each page to itself in every language
(mkdocs-static-i18n), and the sitemap (`--site-url`) names every page's versions in the other
languages, the other way search engines read them.

MkDocs loads this file by its path, outside the package: it imports nothing of wsdv.
"""

from __future__ import annotations

import os
import re
from typing import Any

PER_LANGUAGE = ("404.html", "sitemap.xml")
ALTERNATE_LINK = re.compile(r'\n[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output: str, page: Any, config: Any) -> str:
    return ALTERNATE_LINK.sub("", output)


def on_post_template(output_content: str, template_name: str, config: Any) -> str:
    output_content = ALTERNATE_LINK.sub("", output_content)
    if template_name not in PER_LANGUAGE or not output_content.strip():
        return output_content
    lang = config.theme["language"]
    if lang == config.extra["wsdv"]["default_language"]:
        return output_content
    path = os.path.join(config.site_dir, lang, template_name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(output_content)
    return ""  # MkDocs writes nothing at the root for this language ("generated empty output")
