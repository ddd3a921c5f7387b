"""`wsdv site build`: content in, a static multilingual MkDocs site out, replaced atomically.

Steps: compile the content (and each variant, for the variants page), generate one Markdown
tree per language beside the hand-written pages of `docs/<lang>/` and the guide's pages of
`docs/guide/` (in English, see guide.py), write mkdocs.yml, run MkDocs
in this process, and only when all of that worked swap the finished site in for the old one.
A failed build leaves the previous site untouched; a folder wsdv did not write is never replaced
(see interpreter/outputs.py).

The site's own assets (assets/: fonts, palette.css, wsdv.css, wsdv.js, ~200 KB) are served once for
all languages, from `assets/` at the site's root, as the theme's own are. Every page links them
through `extra_css`/`extra_javascript`, which MkDocs resolves from the site's root whatever the
page's language (a Polish page under `pl/cards/` links `../../assets/wsdv.css`), and the 404 pages
link them by absolute path; a copy under each language's folder was never read. So generate()
writes them into the default language's folder of the generated tree only (`en/assets/`):
mkdocs-static-i18n's `fallback_to_default` gives every other language's build the default
language's file, at the default language's address (the root), instead of a copy under `<lang>/`. A file that must differ
by language would go in that language's folder, where it takes precedence (none does today).
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import babel
import yaml
from mkdocs.exceptions import MkDocsException

from .. import outputs
from ..diagnostics import Report
from ..errors import WsdvError
from ..paths import content_dir, display_path
from ..rules.model import Rules
from ..rules.pipeline import Result, build, known_variants
from ..words import markup
from ..words.diff import VariantDiff, diff_rules
from ..words.english import english
from ..words.l10n import DEFAULT_LANGUAGE, MissingText, TextError, available_languages, localizer
from ..words.l10n.checks import language_coverage
from ..words.l10n.termbase import TermRule, read_terms
from ..words.languages import UnknownLanguage, choose_language, locales_root
from ..words.names import Names
from ..words.sitestrings import Strings, StringsError, docs_dir, language_name, load_strings
from . import cardguide, examples, faq, guide, learn, offline, pages, reference_page, search
from . import simulation as sim_page
from .carddata import CardView, load_cards
from .notation import Sources

# Hand-written pages, in every language's folder of docs/, in the order of the navigation.
HANDWRITTEN = ("index.md", "reading-a-card.md", "contributing.md")
# The navigation: (site string with the English title, page path), the player's pages first; then the
# developer material (contributing and the guide), for those who write content or run wsdv's tools, as
# a section of its own (a path is a tuple), out of the player's path.
NAV = (("nav-home", "index.md"), ("nav-learn", learn.LEARN_PAGE), ("nav-rules", "rules.md"),
       ("nav-places", learn.PLACES_PAGE), ("nav-aid", learn.AID_PAGE), ("nav-reading", "reading-a-card.md"),
       ("nav-cards", "cards/index.md"),
       ("nav-icons", "icons.md"), ("nav-map", "map.md"), ("nav-tracks", "tracks.md"), ("nav-phases", "phases.md"),
       ("nav-variants", "variants.md"), ("nav-faq", "faq.md"), ("nav-glossary", "glossary.md"),
       ("nav-guide", (("nav-guide-index", f"{guide.FOLDER}/{guide.INDEX}"), guide.CONTRIBUTING,
                      *((key, f"{guide.FOLDER}/{name}") for key, name in guide.PAGES))))


def nav_keys(nav: tuple = NAV) -> list[str]:
    """The site string of every title of the navigation, sections and their pages alike."""
    return [k for key, path in nav for k in ([key, *nav_keys(path)] if isinstance(path, tuple) else [key])]


def site_nav(path: learn.Path_) -> tuple:
    """The navigation of a site whose learning path has these parts: "Learn to play" a section of its
    pages (its first page, then each part in the teaching order), the rest as NAV has it."""
    parts = (("learn-start-nav", learn.LEARN_PAGE), *((f"learn-{s.key}-title", learn.part_page(s.key)) for s in path.learn))
    return tuple((key, parts) if key == "nav-learn" else (key, page) for key, page in NAV)


def _nav(en: Strings, nav: tuple = NAV) -> list[dict]:
    """The navigation for mkdocs.yml, by English title (nav_translations gives each language's)."""
    return [{_inert(en.raw(key)): _nav(en, path) if isinstance(path, tuple) else path} for key, path in nav]
# Front matter for the theme's search: the content files' pages stay out of the index (a search for "44"
# found board/cities.wsdv before the card); the guide's pages rank below the player's.
NOT_SEARCHED = "---\nsearch:\n  exclude: true\n---\n\n"
# The developer's guide stays out of the player's search too: ranked below the player's pages (boost 0.2)
# it still came 4th for "export factory" and 2nd for "hand" (newcomer review 3, F14); a developer reaches
# it through its own section of the navigation.
DEVELOPER_PAGE = NOT_SEARCHED
ASSETS = Path(__file__).resolve().parent / "assets"
SIMULATION_PAGE = "simulation.md"  # simulation.PAGE, the report of a run of the root site's game (one edition only)
SOURCE_FOLDER = "source/"  # the content files' pages: each edition shows the files its own rules come from
THEME = Path(__file__).resolve().parent / "theme"  # overrides of the Material theme's templates
HOOKS = Path(__file__).resolve().parent / "mkdocs_hooks.py"  # each language's 404 page and sitemap in its folder
# How a refusal's hint names other folders (outputs.check_folder): the options of `wsdv site build`.
SITE_EXAMPLE, MARKDOWN_EXAMPLE = "--out site-build", "--markdown site-markdown"


class SiteError(WsdvError):
    """A site build that cannot go on; the message is already a diagnostic for the user. ``report``,
    where the refusal is of a file of located problems with their words (docs/learn.yaml): those
    problems and the file's text, for a command that says them in its reader's language."""

    report: Report | None = None
    path: str = ""   # the folder refused, where the refusal is an output's (with its words)

    @classmethod
    def of_output(cls, err: outputs.OutputError) -> SiteError:
        """An output folder's refusal as the build's: its English, its words and its place kept, for a
        command that says it in its reader's language."""
        return cls.of_refusal(err, err.path)

    @classmethod
    def of_refusal(cls, err: WsdvError, path: str) -> SiteError:
        """A refusal raised with its words (an output folder's, a --simulation folder's) as the
        build's: its English, its words and its place (``path``) kept, for a command that says it in
        its reader's language."""
        out = cls(str(err))
        out.words, out.path = err.words, path
        return out

    @classmethod
    def of(cls, err: StringsError) -> SiteError:
        """A site string file's refusal as the build's, its located problems kept."""
        out = cls(str(err), diagnostics=err.diagnostics)
        out.report = err.report if isinstance(err, (learn.LearnPathError, guide.PageError)) else None
        return out


@dataclass
class SiteResult:
    out: Path
    pages: int
    seconds: float
    warnings: list[str] = field(default_factory=list)
    missing_strings: dict[str, set[str]] = field(default_factory=dict)
    name_fallbacks: int = 0


def _refuse_unknown_languages(content: Path | None, langs: list[str]) -> None:
    """Every language of the site must be one CLDR knows: its numbers, plurals and name are written
    from it, and a pack's folder named `x"><y` (or `xx`) ended the build in Babel's ValueError (exit 3)
    after minutes of pages. Refused first, at the folder, as `wsdv l10n check` words it."""
    report = Report()
    for lang in langs:
        try:
            babel.Locale.parse(lang)
        except (ValueError, babel.UnknownLocaleError):
            report.error(display_path(locales_root(content) / lang), None,
                         f"'{lang}' is not a language code CLDR knows", "name the folder by its ISO 639 code, e.g. 'cs'",
                         words=("l10n-problem-not-a-language", (("lang", lang),)))
    if report.errors:
        err = SiteError(report.render())
        err.report = report
        raise err


def site_languages(content: Path | None, asked: Iterable[str] | None = None) -> list[str]:
    """The languages a site is built in: every language of the content (one per folder of its locales,
    English first), or those `asked` (`wsdv site build --language`) with English always among them.
    English is the site's root: the other languages' trees fall back to its pages and assets
    (mkdocs-static-i18n's `fallback_to_default`), and its words are every text's fallback. A code is
    read as `--lang` reads one (`pl_PL` is `pl`); one the content has no folder for raises
    UnknownLanguage, as `--lang` is refused."""
    every = available_languages(content)
    if asked is None:
        return every
    chosen = set()
    for code in asked:
        if not code:   # (choose_language reads an empty request as none, and takes the environment's)
            raise UnknownLanguage(code, every)
        chosen.add(choose_language(code, every))
    return [lang for lang in every if lang == DEFAULT_LANGUAGE or lang in chosen]


def _compile(content: Path | None, variants: list[str], overlays: list[Path] | tuple[Path, ...] = ()) -> Result:
    result = build(content, variants, overlays)
    if not result.ok:
        raise SiteError(result.report.render() + f"\n{len(result.report.errors)} error(s) in the content",
                        diagnostics=result.report.sorted())
    return result


def variant_diffs(content: Path | None, base: Result) -> list[VariantDiff]:
    """Every variant of the content compared with the base game."""
    out = []
    root = Path(content) if content is not None else content_dir()
    for name in known_variants(root):
        other = _compile(content, [name])
        out.append(diff_rules(base.checked, other.checked, name))
    return out


def _with_coverage(text: str, t: Strings, coverage: float) -> str:
    """A language's home page, telling under its heading how much of the game and the site it translates
    (`wsdv l10n status` counts the same) when that is not all: a language just scaffolded says 0 %."""
    if coverage >= 100:
        return text
    notice = f'!!! note "{t("site-coverage-title")}"\n\n    {t("site-coverage", percent=int(coverage))}\n\n'
    lines = text.split("\n")
    at = next((i + 1 for i, line in enumerate(lines) if line.startswith("# ")), 0)
    return "\n".join(lines[:at] + ([""] if at else []) + [notice.rstrip("\n"), ""] + lines[at:])


def generate(docs: Path, base: Result, rules_result: Result, cards: list[CardView],
             diffs: list[VariantDiff], strings: dict[str, Strings], names: Names,
             handwritten: Path, content: Path | None = None) -> int:
    """Write every language's Markdown tree into `docs`; returns the number of pages."""
    count = 0
    rules = rules_result.rules
    sources = Sources()
    path = learn.load_path(handwritten)
    worked = _worked_examples(content, base, path)

    def write(path: Path, text: str) -> None:
        nonlocal count
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        count += path.suffix == ".md"

    for lang in strings:
        ctx = pages.Context(rules_result, cards, names, strings[lang], diffs, sources, content, path.place_anchor,
                            path.rule_places(), tuple(strings))
        root = docs / lang
        for page in HANDWRITTEN:
            src = handwritten / lang / page
            if not os.path.lexists(src):   # (one that is there but no plain file is refused, not passed over)
                src = handwritten / DEFAULT_LANGUAGE / page
            if os.path.lexists(src):
                text = guide.read_page(src, handwritten)
                if page == "index.md" and lang != DEFAULT_LANGUAGE:
                    text = _with_coverage(text, strings[lang], language_coverage(content, lang))
                write(root / page, text)
        write(root / "cards" / "index.md", pages.cards_index(ctx))
        for card in cards:
            write(root / "cards" / f"{card.slug}.md", pages.card_page(ctx, card))
            title = strings[lang].raw("card-alt", number=card.number) + ": " + card.title(lang)
            write(root / "cards" / "svg" / f"{card.slug}.svg",
                  pages.svg.card_svg(card, ctx.namer(), rules, title, pages.card_text(ctx, card),
                                     subtitle=card.title(lang)))
        write(root / "reading-a-card.svg", cardguide.annotated_card_svg(ctx))
        write(root / "icons.md", pages.icons_page(ctx))
        write(root / "map.md", pages.map_page(ctx))
        write(root / "map.svg", pages.map_svg(ctx))
        write(root / "tracks.md", pages.tracks_page(ctx))
        write(root / "phases.md", pages.phases_page(ctx))
        write(root / "rules.md", pages.rules_page(ctx))
        for name, text in learn.learn_pages(ctx, path, worked).items():
            write(root / name, text)
        write(root / learn.PLACES_PAGE, learn.places_page(ctx, path, worked))
        write(root / learn.AID_PAGE, learn.aid_page(ctx, path))
        write(root / "variants.md", pages.variants_page(ctx))
        write(root / faq.PAGE, faq.faq_page(ctx))
        write(root / "glossary.md", pages.glossary_page(ctx))
        write(root / guide.FOLDER / guide.INDEX, DEVELOPER_PAGE + guide.index_page(strings[lang]))
        for _, name in guide.PAGES:  # developer material: out of the player's search
            write(root / guide.FOLDER / name, DEVELOPER_PAGE
                  + (reference_page.primitives_page(strings[lang]) if name == reference_page.REFERENCE_PAGE
                     else guide.guide_page(strings[lang], handwritten, name)))
        for slug in sorted(sources.used):  # the content files the pages above link to, out of search
            write(root / SOURCE_FOLDER / f"{slug}.md", NOT_SEARCHED + pages.source_page(ctx, slug))
    # One copy of the site's own assets for all languages (see the module's docstring): in the default
    # language's folder only. The fonts (assets/fonts/) go with their licenses; their README is for
    # maintainers, not a page.
    shutil.copytree(ASSETS, docs / DEFAULT_LANGUAGE / "assets", dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("README.md"))
    return count


def _worked_examples(content: Path | None, result: Result, path: learn.Path_) -> list[examples.Example]:
    """The worked examples the learning path shows, each run by the engine now (examples.py). They are
    the shipped scenario files, so a site of other content (--content) or a wsdv without its tests has
    none, and the page says so."""
    folder = examples.scenario_folder()
    if content is not None or not folder.is_dir():
        return []
    built: dict[tuple[str, ...], Any] = {}

    def rules_for(wanted: tuple[str, ...]) -> Any:
        if wanted not in built:
            built[wanted] = _compile(None, list(wanted)).rules
        return built[wanted]

    try:
        # `result` comes from _compile, which returns only content that built: its rules are there
        return examples.load_examples(folder, cast(Rules, result.rules), rules_for, set(learn.uses(path)))
    except examples.ExampleError as err:
        raise SiteError(str(err)) from None


def _variant_name(result: Result, names: Names, variant: str, lang: str) -> str:
    """A variant's name: from the locales, else its own title, else its id."""
    if names.known("variant", variant, lang):
        return names("variant", variant, lang)
    title = result.checked.definitions.get(("variant", variant), {}).get("title")
    if isinstance(title, Mapping):
        title = title.get("text")
    return str(title or variant)


def _inert(value: str) -> str:
    """A text the theme prints as it is (MkDocs does not escape its config): made inert here."""
    return str(markup.text(value))


def palette(t: Strings) -> list[dict]:
    """A light and a dark scheme, following the reader's system setting, with a switch between them; the
    colours (`custom`) are the site's own, of WCAG AA contrast (assets/palette.css).
    `font: False` in the theme keeps it from asking Google for fonts: the site serves its own
    (assets/palette.css, assets/fonts/), so no request leaves the site."""
    return [
        {"media": "(prefers-color-scheme: light)", "scheme": "default", "primary": "custom", "accent": "custom",
         "toggle": {"icon": "material/weather-night", "name": _inert(t.raw("scheme-to-dark"))}},
        {"media": "(prefers-color-scheme: dark)", "scheme": "slate", "primary": "custom", "accent": "custom",
         "toggle": {"icon": "material/weather-sunny", "name": _inert(t.raw("scheme-to-light"))}},
    ]


def not_found_words(strings: dict[str, Strings]) -> dict[str, dict[str, str]]:
    """The 404 page's words in every language (theme/404.html), inert."""
    return {lang: {"title": _inert(t.raw("not-found-title")), "text": _inert(t.raw("not-found-text")),
                   "home": _inert(t.raw("not-found-home"))} for lang, t in strings.items()}


# The theme's words that the site writes itself (docs/<lang>/site.ftl, `theme-` + the key with dashes for
# dots; theme/partials/language.html puts them in front of the theme's own): the search box's counts,
# whose single plural form reads wrong in Ukrainian and Polish.
# The title Markdown gives each heading's "¶" link, in no language: the hooks put the page's language's
# words (`heading-permalink`) in its place, as the extension's setting is one for all languages.
PERMALINK_TITLE = "wsdv-heading-permalink"
THEME_WORDS = ("search.result.placeholder", "search.result.none", "search.result.one", "search.result.other",
               "search.result.more.one", "search.result.more.other", "search.result.term.missing")


def theme_words(t: Strings) -> dict[str, str]:
    """The site's words for the theme's keys, as plain text: the theme writes them into its JSON
    configuration only, through `tojson`, which escapes them for the page."""
    return {key: t.raw("theme-" + key.replace(".", "-")) for key in THEME_WORDS}


def mkdocs_config(strings: dict[str, Strings], variant_names: dict[str, str] | None = None,
                  site_url: str | None = None, editions: dict[str, dict] | None = None, nav: tuple = NAV) -> dict:
    """The mkdocs.yml: material theme, one folder per language (mkdocs-static-i18n), search (one index
    per language, see search.py), a 404 page per language; a sitemap only when the site's address
    (`site_url`) is known. A site built with a variant says so in its name, in every language."""
    en = strings[DEFAULT_LANGUAGE]
    languages = []
    for lang, t in strings.items():
        suffix = f" — {variant_names[lang]}" if variant_names else ""
        languages.append({
            "locale": lang, "name": language_name(lang), "build": True, "site_name": _inert(t.raw("site-name") + suffix),
            **({"default": True} if lang == DEFAULT_LANGUAGE else {}),
            "nav_translations": {_inert(en.raw(key)): _inert(t.raw(key)) for key in nav_keys(nav)},
            "theme": {"palette": palette(t)},
            "copyright": _inert(t.raw("site-footer")),
            "extra": {"wsdv_theme": theme_words(t), "wsdv_editions": editions[lang] if editions else None,
                      "wsdv_permalink": t.raw("heading-permalink")},
        })
    return {
        "site_name": _inert(en.raw("site-name") + (f" — {variant_names[DEFAULT_LANGUAGE]}" if variant_names else "")),
        **({"site_url": site_url} if site_url else {}),
        "docs_dir": "docs",
        "site_dir": "site",
        "use_directory_urls": True,
        "theme": {"name": "material", "custom_dir": str(THEME), "language": DEFAULT_LANGUAGE,
                  "features": ["navigation.top", "search.highlight", "content.code.copy"],
                  "palette": palette(en), "font": False,
                  # the tab's icon is the site's own, the manifest's (Material's default is its own logo)
                  "favicon": offline.ICON},
        "plugins": [
            {"search": {}},
            # reconfigure_search off: search.py writes each language's index and its configuration itself,
            # and the plugin's removal of entries that read as in English dropped, from every other
            # language's index, the sections of a page not translated yet (its copy under /uk/ could
            # not be found from /uk/), comparing every entry with every other (quadratic) to do it.
            {"i18n": {"docs_structure": "folder", "fallback_to_default": True, "reconfigure_material": True,
                      "reconfigure_search": False, "languages": languages}},
        ],
        "markdown_extensions": ["attr_list", "admonition", "tables", "md_in_html", {"toc": {"permalink": True, "permalink_title": PERMALINK_TITLE}}],
        "hooks": [str(HOOKS)],
        # The theme's own footer line ("Made with ...") is English in every language: ours comes from
        # the site strings instead (`site-footer`, the per-language copyright line).
        "copyright": _inert(en.raw("site-footer")),
        "extra": {"generator": False, "wsdv_theme": theme_words(en),
                  "wsdv_editions": editions[DEFAULT_LANGUAGE] if editions else None,
                  "wsdv": {"default_language": DEFAULT_LANGUAGE, "not_found": not_found_words(strings)}},
        "extra_css": ["assets/palette.css", "assets/wsdv.css"],
        "extra_javascript": ["assets/wsdv.js"],
        "nav": _nav(en, nav),
    }


@dataclass(frozen=True)
class Editions:
    """The editions one build holds (`--with-variant`): the root site's, and each variant's whole site in
    a folder named after it. `root`: the root edition's name by language; `nested`: each variant's;
    `one_edition`: the pages (paths in a language's tree) only the root site has (the simulation report,
    a run of the root's game), which link to no other edition."""

    root: dict[str, str]
    nested: dict[str, dict[str, str]]
    one_edition: tuple[str, ...] = ()  # a page's path in its language's tree, or the folder it starts with

    def of(self, here: str | None, strings: Mapping[str, Strings]) -> dict[str, dict] | None:
        """What theme/main.html needs for the bar above each page of the site of edition `here` (None:
        the root's) that links the page to the same page in the other editions, by language: the bar's
        label; each edition's name, the path from this site's root to that edition's root, and whether
        it is this one; the pages without the bar. None when the build holds one edition. Inert."""
        if not self.nested:
            return None
        up = "../" if here is not None else ""
        out = {}
        for lang, t in strings.items():
            editions = [(self.root[lang], up, here is None)]
            editions += [(names[lang], "" if name == here else f"{up}{name}/", name == here)
                         for name, names in self.nested.items()]
            out[lang] = {"label": _inert(t.raw("edition-pages")),
                         "editions": [{"name": _inert(said), "root": root, "current": current}
                                      for said, root, current in editions],
                         "one_edition": list(self.one_edition)}
        return out


def _nest_not_found(site: Path, name: str, site_url: str | None) -> None:
    """An edition's site in the folder `name`: its 404 pages, answered at any depth, link by addresses
    from the host's root. Without the site's address MkDocs writes them from `/`, as for the root
    site: those go under `/<name>/`. With it (`site_url`, the edition's own: `URL/<name>/`), MkDocs
    writes them from that address's path, the edition's folder already: they are left as they are
    (moved under `/<name>/` again, they led to `/<name>/wsdv/<name>/...`, a page that is nowhere)."""
    if site_url is not None:
        return
    for page in site.rglob("404.html"):
        text = page.read_text(encoding="utf-8")
        page.write_text(re.sub(r'\b(href|src)="/(?!/)', rf'\1="/{name}/', text), encoding="utf-8")


def _root_edition_name(current: Result, names: Names, variants: list[str], strings: Mapping[str, Strings]) -> dict[str, str]:
    """The root site's edition by language: its variants' names, or the base game's edition."""
    return {lang: ", ".join(_variant_name(current, names, v, lang) for v in variants) if variants
            else t.raw("edition-base") for lang, t in strings.items()}


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def run_mkdocs(config_file: Path) -> list[str]:
    """Build the site in this process (quicker than a subprocess); returns MkDocs' warnings."""
    import os

    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    handler = _Collect()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    old_level = logger.level
    logger.setLevel(logging.WARNING)
    old_propagate = logger.propagate
    logger.propagate = False
    try:
        cfg = load_config(config_file=str(config_file))
        cfg.plugins.on_startup(command="build", dirty=False)
        try:
            mkdocs_build(cfg)
        finally:
            cfg.plugins.on_shutdown()
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        logger.propagate = old_propagate
    return handler.messages


def _nested(markdown: Path) -> outputs.OutputError:
    """The refusal of a Markdown tree and a site inside one another (files.ftl's ``files-out-nested``)."""
    values: dict[str, object] = {"example": f"{SITE_EXAMPLE} {MARKDOWN_EXAMPLE}"}
    why, hint = english("files-out-nested", values), english("files-out-nested-hint", values)
    assert why is not None and hint is not None   # (not optional: a message English lacks raises)
    return outputs.refuse(markdown, why, hint, "files-out-nested", **values)


def build_site(out: Path, content: Path | None = None, variant: list[str] | None = None,
               markdown: Path | None = None, cards: list[CardView] | None = None,
               handwritten: Path | None = None, log: Callable[[str, dict[str, Any]], None] | None = None,
               simulation: Path | None = None, overlay: list[Path] | None = None,
               site_url: str | None = None, with_variant: list[str] | None = None,
               languages: list[str] | None = None) -> SiteResult:
    """Build the whole site into `out` (atomically); `cards` overrides the content's cards (tests);
    `simulation` adds the report page of a `wsdv simulate` run; `variant` and `overlay` (folders of
    overlay files) give the game the site describes; `site_url`, the address the site will have
    (an absolute http(s) address ending in `/`), gives it a sitemap. `with_variant`: each named
    variant's whole site is built too, under `<out>/<variant>/`, and every page of each edition links
    to the same page in the others (one folder to publish, links that hold on any host). `log` is told
    how far the build has got as a message of the locales (cli.ftl's id and its values), which the
    command says in its reader's language. `languages`: the languages to build (English always with
    them, see site_languages); None, every language of the content. Raises UnknownLanguage for a
    language the content lacks, before anything is built."""
    start = time.perf_counter()
    try:  # refuse a place that is not ours before any work, and again at the swap
        out = outputs.check_folder(out, "site", example=SITE_EXAMPLE)
        markdown = outputs.check_folder(markdown, "Markdown tree", example=MARKDOWN_EXAMPLE) if markdown is not None else None
        if markdown is not None and (markdown == out or markdown in out.parents or out in markdown.parents):
            raise _nested(markdown)
    except outputs.OutputError as err:
        raise SiteError.of_output(err) from None
    langs = site_languages(content, languages)
    variants = list(variant or [])
    base = _compile(content, [])
    overlays = list(overlay or [])
    current = _compile(content, variants, overlays) if variants or overlays else base
    names = Names(content=content, loc=localizer(content, current.checked.layers))   # an overlay's own words too
    try:
        _refuse_unknown_languages(content, langs)
        if cards is None:
            cards = load_cards(current.checked, content, langs, names)
        strings = load_strings(handwritten or docs_dir(content), inert=True, languages=langs)
        learn.load_path(handwritten or docs_dir(content))   # its problems refused before any page is made
    except StringsError as err:
        raise SiteError.of(err) from None
    except (MissingText, TextError) as err:
        raise SiteError(f"error: {err}") from None
    diffs = variant_diffs(content, base)
    nested = [(name, _compile(content, [name], overlays)) for name in dict.fromkeys(with_variant or [])]
    editions = Editions(_root_edition_name(current, names, variants, strings),
                        {name: {lang: _variant_name(other, names, name, lang) for lang in strings} for name, other in nested},
                        (SOURCE_FOLDER, *((SIMULATION_PAGE,) if simulation is not None else ())))
    try:
        with contextlib.ExitStack() as stack:
            stage = stack.enter_context(outputs.stage_folder(out, "site", example=SITE_EXAMPLE))
            md_stage = stack.enter_context(outputs.stage_folder(markdown, "Markdown tree", example=MARKDOWN_EXAMPLE)) if markdown else None
            count, warnings = _build_into(stage, base, current, cards, diffs, strings, names, handwritten,
                                          content, variants, log, simulation, site_url, editions.of(None, strings))
            for name, other in nested:  # each variant's whole site, in a folder of the site named after it
                other_names = Names(content=content, loc=localizer(content, other.checked.layers))
                try:
                    other_cards = load_cards(other.checked, content, langs, other_names)
                except (MissingText, TextError) as err:
                    raise SiteError(f"error: {err}") from None
                sub = stage / "editions" / name
                sub.mkdir(parents=True)
                more, said = _build_into(sub, base, other, other_cards, diffs, strings, other_names, handwritten,
                                         content, [name], log, None, site_url + name + "/" if site_url else None,
                                         editions.of(name, strings))
                _nest_not_found(sub / "site", name, site_url + name + "/" if site_url else None)
                shutil.move(str(sub / "site"), str(stage / "site" / name))
                count, warnings = count + more, warnings + said
            if markdown is not None and md_stage is not None:
                shutil.copytree(stage / "docs", md_stage / "new")
                outputs.swap_in(md_stage / "new", markdown, md_stage, "Markdown tree",
                                example=MARKDOWN_EXAMPLE)
            outputs.swap_in(stage / "site", out, stage, "site", example=SITE_EXAMPLE)
    except outputs.OutputError as err:
        raise SiteError.of_output(err) from None
    missing = {lang: set(s.missing) for lang, s in strings.items() if s.missing}
    return SiteResult(out, count, time.perf_counter() - start, warnings, missing, len(names.fallbacks))


def _build_into(stage: Path, base: Result, current: Result, cards: list[CardView], diffs: list[VariantDiff],
                strings: dict[str, Strings], names: Names, handwritten: Path | None, content: Path | None,
                variants: list[str], log: Callable[[str, dict[str, Any]], None] | None,
                simulation: Path | None = None, site_url: str | None = None,
                editions: dict[str, dict] | None = None) -> tuple[int, list[str]]:
    """Generate the Markdown tree into `stage/docs` and build the site into `stage/site`; `editions`, by
    language, the editions each page links to (Editions.of)."""
    try:
        count = generate(stage / "docs", base, current, cards, diffs, strings, names, handwritten or docs_dir(content),
                         content)
        if simulation is not None:
            count += sim_page.write_pages(stage / "docs", simulation, current.rules, list(strings), content)
    except StringsError as err:
        raise SiteError.of(err) from None
    except sim_page.SimulationError as err:
        raise SiteError.of_refusal(err, err.where or "") from None
    except (MissingText, TextError) as err:
        raise SiteError(f"error: {err}") from None
    variant_names = None
    if variants:
        variant_names = {lang: ", ".join(_variant_name(current, names, v, lang) for v in variants) for lang in strings}
    nav = site_nav(learn.load_path(handwritten or docs_dir(content)))
    settings = mkdocs_config(strings, variant_names, site_url, editions, nav)
    offline.write(stage / "docs", {lang: t.raw("site-name") + (f" — {variant_names[lang]}" if variant_names else "")
                                   for lang, t in strings.items()}, DEFAULT_LANGUAGE)
    if simulation is not None:
        sim_page.add_to_nav(settings, list(strings), content)
    if log:
        log("cli-site-generated", {"pages": count, "languages": len(strings)})
    terms = {lang: read_terms(locales_root(content) / lang)[0] for lang in strings}
    gallery = sorted(cards, key=lambda card: card.sort_key)  # the order the gallery and each card's neighbours use
    return count, mkdocs_build(stage, settings, terms, [f"cards/{card.slug}/" for card in gallery])


def mkdocs_build(stage: Path, settings: dict, terms: Mapping[str, Iterable[TermRule]] | None = None,
                 order: Sequence[str] = ()) -> list[str]:
    """Write `stage/mkdocs.yml` and build the Markdown of `stage/docs` into `stage/site`, with one search
    index per language (the languages the settings give the i18n plugin); returns MkDocs' warnings.
    `order`: the pages whose search results of equal score come out in that order (the cards')."""
    config = stage / "mkdocs.yml"
    config.write_text(yaml.safe_dump(settings, allow_unicode=True, sort_keys=False), encoding="utf-8")
    try:
        warnings = run_mkdocs(config)
    except (StringsError, MkDocsException) as err:
        raise SiteError(f"{config.name}: error: MkDocs could not build the site: {err}") from None
    langs = [lang["locale"] for plugin in settings["plugins"] for lang in plugin.get("i18n", {}).get("languages", ())]
    search.split_index(stage / "site", langs, DEFAULT_LANGUAGE, terms, order)
    try:
        search.exact_numbers(stage / "site")
    except search.SearchPatchError as err:
        raise SiteError(str(err)) from None
    drop_source_maps(stage / "site")
    return warnings


# The last line of a minified file of the theme that names its source map.
SOURCE_MAP_LINE = re.compile(r"\n//# sourceMappingURL=[^\n]*\.map\s*\Z")


def drop_source_maps(site: Path) -> None:
    """Remove the theme's source maps from the site, and the lines of its files that name them.

    They are for a developer's browser tools, never fetched for a reader, yet they were a sixth of the
    site's assets (the site review); the search worker's map no longer even matches the worker, which
    search.exact_numbers patches. Without the naming line no browser asks for a missing map."""
    assets = site / "assets"
    for path in sorted(assets.rglob("*.map")):
        path.unlink()
    for path in sorted(assets.rglob("*.js")) + sorted(assets.rglob("*.css")):
        text = path.read_text(encoding="utf-8")
        kept = SOURCE_MAP_LINE.sub("\n", text)
        if kept != text:
            path.write_text(kept, encoding="utf-8")
