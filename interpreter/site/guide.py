"""The guide on the site: the pages of docs/guide/ (the commands, the content language, the
localization, scenarios, game logs, simulation, the site itself), in every language's tree under
`guide/`, in a navigation section of its own beside the player's pages.

The guide is written in English only, by a decision: it is for those who write content, translate
it or run wsdv's tools, and it describes code, file formats and command lines whose words are
English; a translation would go stale unseen with every change to the code.  So each language's
tree gets the English page, and a page in another language says so at its top, from that
language's site strings (`english-only`).  The navigation titles are translated like every other
(`nav-*` in docs/<lang>/site.ftl).

The pages are plain Markdown that reads well in the repository too, so their links point at files:
a link to another guide page becomes a link to that page on the site; a link to any other file of
the repository (the development notes, editors/README.md, a schema) becomes its path in plain text,
since the site does not publish it.  The reference of the primitives is generated instead
(reference_page.py), framed in each language.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from ..diagnostics import Report, display_path
from ..inputs import read_bounded
from ..language.loader import unreadable
from ..language.syntax import not_utf8
from ..words.l10n import DEFAULT_LANGUAGE
from ..words.sitestrings import Strings, StringsError

FOLDER = "guide"  # in docs/ and in each language's tree of the site
# The guide's pages in the order of the navigation: (site string with the English title, file in docs/guide/).
PAGES = (("nav-commands", "commands.md"), ("nav-content-language", "content-language.md"),
         ("nav-primitives", "primitives.md"), ("nav-localization", "localization.md"),
         ("nav-scenarios", "scenarios.md"), ("nav-game-logs", "game-logs.md"),
         ("nav-simulation", "simulation.md"), ("nav-site", "site.md"),
         ("nav-python", "python.md"))
FILES = frozenset(name for _, name in PAGES)
INDEX = "index.md"  # the guide's folder page (/guide/), made by index_page
CONTRIBUTING = ("nav-contributing", "contributing.md")  # the hand-written page the guide's section opens with
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


class PageError(StringsError):
    """A file the site would read from a designer's folder (a hand-written page, a guide page, a
    content file a source page shows) that it will not read: ``report`` holds the refusal at the
    file's name with its words in the locales (as ``wsdv check`` says it), ``str(err)`` the English."""

    def __init__(self, report: Report) -> None:
        self.report = report
        super().__init__(report.render(), diagnostics=report.sorted())


def read_page(path: Path, folder: Path) -> str:
    """The text of the file ``path`` found in ``folder`` (the hand-written pages' ``docs/``, or a
    content or overlay folder), read as every file someone else may have filled is read
    (inputs.read_bounded): a FIFO, a device, a file of gigabytes or a link out of ``folder`` is
    refused at the file's name, never read, and so is text that is not UTF-8 (:class:`PageError`).
    A downloaded pack's ``docs/en/index.md -> ~/.ssh/id_rsa`` would otherwise be published."""
    name = display_path(path)
    report = Report()
    try:
        raw = read_bounded(path, "content", within=folder)
    except OSError as err:
        report.error(name, None, f"cannot read this file: {err.strerror}", getattr(err, "hint", None),
                     words=unreadable(err))
        raise PageError(report) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        report.add_source(name, raw.decode("utf-8", errors="replace"))
        report.extend([not_utf8(raw, err, name)])
        raise PageError(report) from None


def english_note(t: Strings, title: str, body: str) -> list[str]:
    """The note that a page is (or its explanations are) in English, on every page of another language."""
    if t.lang == DEFAULT_LANGUAGE:
        return []
    return [f'!!! note "{t(title)}"', "", f"    {t(body)}", ""]


def site_link(label: str, target: str) -> str:
    """A link of a guide page as the site shows it: to a page of the guide, to the web, or to a place in
    the same page as it is; to any other file of the repository as the file's path in plain text."""
    if re.match(r"[a-z]+://|mailto:|#", target):
        return f"[{label}]({target})"
    path, _, anchor = target.partition("#")
    if path in FILES:
        return f"[{label}](../{path.removesuffix('.md')}/{'#' + anchor if anchor else ''})"
    repo_path = posixpath.normpath(posixpath.join("docs", FOLDER, path))
    if label.strip("`") == repo_path:
        return f"`{repo_path}`"
    return f"{label} (`{repo_path}`)"


def guide_page(t: Strings, handwritten: Path, name: str) -> str:
    """docs/guide/NAME for the site in the language of `t`: its links made site links (or paths), and
    under its title, in a language other than English, the note that it is written in English."""
    text = read_page(handwritten / FOLDER / name, handwritten)
    title, _, rest = text.partition("\n")
    body = _LINK.sub(lambda m: site_link(m[1], m[2]), rest)
    return "\n".join([title, "", *english_note(t, "english-only-title", "english-only"), body.lstrip("\n")])


def index_page(t: Strings) -> str:
    """The guide's folder page, in the language of `t`: the guide's folder URL (/guide/) gave nothing
    useful before (the review), though readers shorten a guide page's address to it. It lists the
    section's pages under their navigation titles, the hand-written contributing page first."""
    key, page = CONTRIBUTING
    items = [f"- [{t(key)}](../{page.removesuffix('.md')}/)"]
    items += [f"- [{t(key)}]({name.removesuffix('.md')}/)" for key, name in PAGES]
    return "\n".join([f"# {t('nav-guide')}", "", t("guide-index-intro"), "", *items, ""])
