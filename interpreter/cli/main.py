"""The `wsdv` command line."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import __version__
from .exitcodes import EXIT_CONTENT, EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_MISMATCH, EXIT_OK
from .options import add_lang_option, add_strict_option, port_number


def _colour(stream) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def _content_args(p: argparse.ArgumentParser, inherited: bool = False) -> None:
    """--content, --variant, --overlay; ``inherited``: a sub-command of a command that has them, which
    keeps what was given before it (`wsdv cards --variant X show 7`) and adds to it."""
    keep = argparse.SUPPRESS if inherited else None
    p.add_argument("--content", metavar="DIR", type=Path, default=keep,
                   help="a content folder to use instead of the shipped one (e.g. a designer's copy)")
    p.add_argument("--variant", metavar="NAME", action="append", default=keep if inherited else [],
                   help="apply a variant from the content's variants/ folder (may be repeated)")
    p.add_argument("--overlay", metavar="DIR", action="append", default=keep if inherited else [], type=Path,
                   help="apply a folder of overlay files (may be repeated)")


def _build(args: argparse.Namespace):
    from .rules.pipeline import build

    result = build(args.content, args.variant, args.overlay)
    _print_problems(args, result.report, result.ok)
    return result


def _print_problems(args: argparse.Namespace, report, ok: bool) -> None:
    """The report's problems on stderr, and how many there are; ``report`` None: nothing to say."""
    if report is not None and report.diagnostics:
        print(report.render(_colour(sys.stderr)), file=sys.stderr)
    if not ok:
        n = len(report.errors)
        print(f"{n} error{'s' if n != 1 else ''} in the content", file=sys.stderr)
    elif report is not None and report.warnings:
        n = len(report.warnings)
        strict = " (--strict: they count as errors)" if getattr(args, "strict", False) else ""
        print(f"{n} warning{'s' if n != 1 else ''} in the content{strict}", file=sys.stderr)


def _failed(args: argparse.Namespace, result) -> bool:
    """Whether a check failed: an error, or under --strict a warning."""
    return not result.ok or (args.strict and bool(result.warnings))


_SUMMARY = [("side", "sides"), ("province", "provinces"), ("city", "cities"), ("connection", "connections"),
            ("group", "groups"), ("country", "countries"), ("track", "tracks"), ("piece", "kinds of piece"),
            ("phase", "phases"), ("icon", "icons"), ("card", "card faces"), ("outcome", "outcomes")]


def summary(rules) -> str:
    from .rules.checkcache import summary_figures

    return summary_line(*summary_figures(rules), rules.variants)


def summary_line(counts: dict[str, int], blue_lines: int, decades: int, variants: tuple[str, ...]) -> str:
    """`content OK: 2 sides, ...`: what a check that passed counted."""
    parts = []
    for kind, plural in _SUMMARY:
        n = counts.get(kind, 0)
        word = plural if n != 1 else kind
        text = f"{n} {word}"
        if kind == "connection":
            text += f" ({blue_lines} blue lines)"
        if kind == "card":
            # The decades the cards are dealt in, e.g. "85 card faces in 4 decades".
            text += f" in {decades} decade{'s' if decades != 1 else ''}"
        parts.append(text)
    label = "content OK"
    if variants:
        label += f" (variant {', '.join(variants)})"
    return f"{label}: " + ", ".join(parts)


def cmd_check(args: argparse.Namespace) -> int:
    """Check the content as asked; without --variant, the base and then each shipped variant.
    A check of content unchanged since it last passed is answered from the cache (checkcache.py)."""
    from .rules.checkcache import check_content

    def one(variants: list[str]):
        checked = check_content(args.content, variants, args.overlay)
        _print_problems(args, checked.report, checked.ok)
        if not _failed(args, checked) and not args.quiet:
            print(summary_line(*checked.figures, checked.variants))
        return checked

    if _failed(args, one(args.variant)):
        return EXIT_CONTENT
    if args.variant or args.overlay:
        return EXIT_OK
    from .paths import content_dir, known_variants

    status = EXIT_OK
    for name in known_variants(args.content or content_dir()):
        if _failed(args, one([name])):
            status = EXIT_CONTENT
    return status


# What the `site` extra installs (pyproject.toml): the site commands need all of it.
SITE_MODULES = ("mkdocs", "material", "mkdocs_static_i18n")


def _site_extra_missing() -> bool:
    """Whether the site's extra is missing; if so, say which extra to install."""
    from importlib.util import find_spec

    missing = [m for m in SITE_MODULES if find_spec(m) is None]
    if missing:
        print(f"wsdv: the site needs the 'site' extra (missing: {', '.join(missing)}); "
              "install it with: pip install 'wsdv[site]'", file=sys.stderr)
    return bool(missing)


def cmd_site_build(args: argparse.Namespace) -> int:
    if _site_extra_missing():
        return EXIT_CONTENT
    from .site.build import SiteError, build_site
    from .words.l10n.fallbacks import configure

    configure(strict=args.strict)  # the site is in every language; the warnings in English
    try:
        result = build_site(args.out, args.content, args.variant, markdown=args.markdown,
                            log=None if args.quiet else (lambda m: print(m, file=sys.stderr)),
                            simulation=args.simulation, overlay=args.overlay, site_url=args.site_url)
    except SiteError as err:
        print(err, file=sys.stderr)
        return EXIT_CONTENT
    for w in result.warnings:
        print(f"{args.out}: warning: {w}", file=sys.stderr)
    if not args.quiet:
        print(f"site built: {result.out} ({result.pages} pages, {result.seconds:.1f} s)")
    return EXIT_OK


def cmd_rename(args: argparse.Namespace) -> int:
    """Rename a definition everywhere its id is written (see interpreter/rules/rename.py)."""
    from .diagnostics import display_path
    from .outputs import OutputError
    from .paths import content_dir
    from .rules.pipeline import build, known_variants
    from .rules.rename import RenameError, apply, check_renamed, plan

    content = Path(args.content) if args.content else content_dir()
    shipped = args.content is None
    if shipped and "_data" in content.parts:
        print(f"{content}: error: the shipped content is installed with wsdv and is not renamed in place\n"
              "  hint: copy it and name the copy with --content DIR", file=sys.stderr)
        return EXIT_CONTENT
    variants = known_variants(content)
    results = [build(content)] + [build(content, [v]) for v in variants]
    broken = [r for r in results if not r.ok]
    if broken:
        print(broken[0].report.render(_colour(sys.stderr)), file=sys.stderr)
        print("the content has errors; fix them before renaming", file=sys.stderr)
        return EXIT_CONTENT
    kinds: dict[str, set[str]] = {}
    for r in results:
        for kind, did in r.content.definitions:
            kinds.setdefault(str(did), set()).add(kind)
    project = content.parent
    scenarios = list(args.scenarios) or ([project / "tests" / "scenarios"] if shipped else [])
    docs = list(args.docs) or ([project / "docs"] if shipped else [])
    try:
        edits = plan(content, args.kind, args.old, args.new, lambda i: kinds.get(i, set()),
                     [p for p in scenarios if p.exists()], [p for p in docs if p.exists()])
    except RenameError as err:
        print(f"wsdv rename: error: {err}" + (f"\n  hint: {err.hint}" if err.hint else ""), file=sys.stderr)
        return EXIT_CONTENT
    if not edits:
        print(f"{args.kind} '{args.old}' is written nowhere else; nothing to change", file=sys.stderr)
        return EXIT_OK

    def check_copy(copy: Path) -> list[str]:
        out = []
        for names in [[], *[[v] for v in variants]]:
            r = build(copy, names)
            if not r.ok:
                out.append(r.report.render())
        return out
    problems = check_renamed(content, edits, check_copy)
    changes = sum(len(e.changed_lines()) for e in edits)
    for e in edits:
        for line, old, new in e.changed_lines():
            where = f"{display_path(e.path)}:{line}"
            if args.dry_run:
                print(f"{where}:\n  - {old.strip()}\n  + {new.strip()}")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print("wsdv rename: error: the renamed content would not pass `wsdv check`; nothing was written",
              file=sys.stderr)
        return EXIT_CONTENT
    if args.dry_run:
        print(f"would rename {args.kind} '{args.old}' to '{args.new}': {changes} lines in {len(edits)} files "
              "(dry run: nothing written)")
        return EXIT_OK
    try:
        apply(edits)
    except OutputError as err:
        print(err, file=sys.stderr)
        return EXIT_CONTENT
    print(f"renamed {args.kind} '{args.old}' to '{args.new}': {changes} lines in {len(edits)} files")
    for e in edits:
        print(f"  {display_path(e.path)}")
    return EXIT_OK


def cmd_site_serve(args: argparse.Namespace) -> int:
    if _site_extra_missing():
        return EXIT_CONTENT
    from .site.serve import serve

    if args.build or not (args.out / "index.html").is_file():
        code = cmd_site_build(args)
        if code != EXIT_OK:
            return code
    return serve(args.out, args.host, args.port)


def _site_args(p: argparse.ArgumentParser) -> None:
    _content_args(p)
    p.add_argument("--out", metavar="DIR", type=Path, default=Path("site-build"),
                   help="where the finished site goes (default: site-build); replaced only when a build succeeds")
    p.add_argument("--markdown", metavar="DIR", type=Path,
                   help="also keep the generated Markdown tree here (it is plain Markdown, for other tools)")
    p.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    p.add_argument("--simulation", metavar="DIR", type=Path,
                   help="add the report page of a `wsdv simulate --out DIR` run")
    add_strict_option(p)
    p.add_argument("--site-url", metavar="URL", type=_site_url,
                   help="the address the site will be published at (e.g. https://example.org/wsdv/): "
                        "gives it a sitemap, one per language; without it the site has none")


def _site_url(value: str) -> str:
    """An absolute http(s) address, ending in `/` (the pages' addresses are joined to it)."""
    from urllib.parse import urlsplit

    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment \
            or any(c.isspace() for c in value):
        raise argparse.ArgumentTypeError(f"'{value}' is not an absolute http(s) address of the site "
                                         "(e.g. https://example.org/wsdv/)")
    return value if value.endswith("/") else value + "/"


def cmd_l10n(args: argparse.Namespace) -> int:
    from .outputs import OutputError
    from .words.l10n import UnknownLanguage
    from .words.translations import run_command

    try:
        return run_command(args)
    except UnknownLanguage as err:
        print(f"wsdv: {err}", file=sys.stderr)
        return EXIT_CONTENT
    except OutputError as err:  # `confirm` refused to replace a record file wsdv did not write
        print(err, file=sys.stderr)
        return EXIT_CONTENT


def _l10n_parser(sub) -> None:
    lp = sub.add_parser("l10n", help="report on the translations in content/locales",
                        description="Measure every language of content/locales against English.")
    lsub = lp.add_subparsers(dest="l10n_command", metavar="ACTION", required=True)
    st = lsub.add_parser("status", help="a table per language: coverage, missing, unused, variables, plurals",
                         description="Per language: coverage of the English messages and names, missing and "
                                     "stale ones (their English changed since), unused (obsolete) ones, messages "
                                     "whose variables differ from English, plural selectors that lack a category "
                                     "the language needs; the content's locales and the site's site.ftl.")
    _content_args(st)
    st.add_argument("languages", nargs="*", metavar="LANG", help="only these languages")
    st.add_argument("--strict", action="store_true", help="exit 2 if any language has any problem (a translation fault, like a content error)")
    st.add_argument("--summary", action="store_true", help="print the table only, not each problem")
    st.set_defaults(func=cmd_l10n)
    ck = lsub.add_parser("check", help="check the locales like content: every problem is an error",
                         description="Report every problem of every language as a content error "
                                     "(exit 2), like `wsdv check` does for the content files.")
    _content_args(ck)
    ck.add_argument("languages", nargs="*", metavar="LANG", help="only these languages")
    ck.add_argument("-q", "--quiet", action="store_true", help="print nothing when the locales are fine")
    ck.set_defaults(func=cmd_l10n)
    cf = lsub.add_parser("confirm", help="record that translations match today's English (no longer stale)",
                         description="After checking a stale translation against its changed English "
                                     "(and updating it), record the English it now translates.")
    _content_args(cf)
    cf.add_argument("language", metavar="LANG", help="the language of the translations")
    cf.add_argument("ids", nargs="*", metavar="ID", help="message ids (a term with its '-')")
    cf.add_argument("--all", action="store_true", help="every translation of the language, checked or not")
    cf.set_defaults(func=cmd_l10n)


def cmd_cards(args: argparse.Namespace) -> int:
    """List the card faces (with filters) or show one card, as a table or as JSON."""
    import json

    from .options import language_or_report
    from .rules.cards import all_cards, find, printed_language, select
    from .words.cardtext import CardText
    from .words.l10n import localizer

    lang = language_or_report(args, "wsdv cards")
    if lang is None:
        return EXIT_CONTENT
    result = _build(args)
    if not result.ok:
        return EXIT_CONTENT
    rules = result.rules
    cards = all_cards(rules)
    writer = CardText(rules, args.content, lang)
    english = writer if lang == "en" else CardText(rules, args.content)
    ui = _Labels(localizer(args.content), lang, printed_language(rules))

    def texts(card) -> dict[str, str]:
        """The card's text in English (always) and in the chosen language."""
        return {"en": english.event(card), lang: writer.event(card)}

    def titles(card) -> dict[str, str]:
        """The card's title (locales: titles.ftl) in English, as printed on the face, and in the chosen language."""
        return {tongue: ui.l10n.name("card", card.id, tongue)
                for tongue in dict.fromkeys(["en", ui.printed or "en", lang])}

    def as_json(card) -> dict:
        """The card's data; each ruling and erratum with its words in English and in the chosen language."""
        from .words.rulings import record_text

        out = card.to_json(texts(card), titles(card))
        for key, records in (("rulings", card.rulings), ("errata", card.errata)):
            for data, rec in zip(out[key], records, strict=True):
                data["text"] = {x: record_text(ui.l10n, rec, x) for x in dict.fromkeys(("en", lang))}
        return out

    if getattr(args, "card", None) is not None:
        card = find(cards, args.card)
        if card is None:
            known = ", ".join(c.id for c in cards[:5]) + (" ..." if len(cards) > 5 else "")
            print(ui("cli-no-card", card=args.card, known=known), file=sys.stderr)
            return EXIT_MISMATCH
        if args.json:  # a list, like the listing's, so that scripts read both the same way
            print(json.dumps([as_json(card)], ensure_ascii=False, indent=2))
        else:
            print(_card_page(card, writer, ui, cards))
        return EXIT_OK
    for key, kind in (("decade", "decade"), ("colour", "card_colour"), ("icon", "icon"), ("side", "side")):
        value = getattr(args, key)
        if value is not None and value not in rules.of_kind(kind):
            from .diagnostics import closest

            near = closest(value, list(rules.of_kind(kind)))
            hint = ui("cli-did-you-mean", word=near) if near is not None else \
                ui("cli-known", words=", ".join(rules.of_kind(kind)))
            print(ui("cli-unknown-filter", key=key, value=value, hint=hint), file=sys.stderr)
            return EXIT_MISMATCH
    chosen = select(cards, args.decade, args.colour, args.icon, args.side)
    if args.json:
        print(json.dumps([as_json(c) for c in chosen], ensure_ascii=False, indent=2))
    else:
        print(_card_table(chosen, ui))
    return EXIT_OK


def _values(card, ui: _Labels | None = None) -> str:
    if not card.value:
        return "-"
    if len(card.value) != 2:
        return str(card.value[0])
    return " / ".join(f"{ui.name('side', s) if ui else s} {v}" for s, v in card.values.items())


def _icons_short(card, ui: _Labels) -> str:
    """The event's icons in a few words: each icon's name, the side it affects, how often, the crest."""
    parts = []
    for row in card.rows:
        for i in row.icons:
            word = ui.name("icon", i.icon) + (f" ({ui.name('side', i.side)})" if i.side else "")
            word += f" \u00d7{i.n}" if i.n != 1 else ""
            parts.append(word + (f" [{ui.name('side', i.crest)}]" if i.crest else ""))
    return ui("view-separator").join(parts)


class _Labels:
    """The words `wsdv cards` prints, from the locales (content/locales/<lang>/cli.ftl)."""

    def __init__(self, l10n, lang: str, printed: str | None = None) -> None:
        self.l10n, self.lang, self.printed = l10n, lang, printed

    def __call__(self, message: str, **args) -> str:
        return self.l10n.text(message, self.lang, **args)

    def name(self, kind: str, id_) -> str:
        return self.l10n.name(kind, id_, self.lang)

    def title(self, card) -> str:
        """The card's title in this language: the one source of titles is the locales (titles.ftl)."""
        return self.name("card", card.id)

    def printed_title(self, card) -> str:
        """The title as the face prints it (the deck's `printed_in` language), else the reader's."""
        return self.l10n.name("card", card.id, self.printed) if self.printed else self.title(card)


def _card_table(cards, ui: _Labels) -> str:
    """The cards as a plain-text table, one line each."""
    head = tuple(ui(f"cli-table-{k}") for k in ("number", "decade", "colour", "value", "corner", "title", "event"))
    rows = [(str(c.id), c.decade, ui.name("card_colour", c.colour), _values(c, ui),
             ", ".join(ui.name("icon", k) for k in c.corner) or "-",
             ui.title(c), _icons_short(c, ui)) for c in cards]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head) - 1)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths, strict=False)) + "  " + head[-1]]
    for r in rows:
        lines.append("  ".join(x.ljust(w) for x, w in zip(r, widths, strict=False)) + "  " + r[-1])
    lines.append(ui("cli-cards-count", count=len(cards)))
    return "\n".join(lines)


def _card_page(card, writer, ui: _Labels, cards=()) -> str:
    """One card: its printed data, its event in words, its provenance, rulings and errata."""
    from .words.l10n import Ref, Refs
    from .words.rulings import record_date, record_text

    lines = [ui("cli-card-heading", id=str(card.id), title=ui.title(card), original=ui.printed_title(card),
                year=card.year)]
    decade = ui("cli-card-decade", decade=card.decade, colour=ui.name("card_colour", card.colour))
    if card.special:
        decade += ", " + ui("cli-card-special")
    if card.reverse:
        other = next((c for c in cards if c.id == card.reverse), None)
        decade += ", " + ui("cli-card-face", face=Ref("face", card.face),
                            other=Ref("face", other.face) if other is not None and other.face else card.reverse)
    lines.append("  " + decade)
    lines.append("  " + ui("cli-card-value", value=_values(card, ui)))
    if card.corner:
        lines.append("  " + ui("cli-card-corner", icons=", ".join(writer.corner(c) for c in card.corner)))
    sides = Refs([Ref("side", s) for s in card.triggered_by]) if card.triggered_by else "-"
    lines.append("  " + ui("cli-card-event", sides=sides))
    for row in card.rows:
        extra = ""
        if row.where:
            extra += "  where " + ", ".join(row.where)
        if row.limit:
            extra += f"  limit {row.limit}"
        if row.note:
            extra += f'  note "{row.note}"'
        lines.append("    " + ui("cli-card-row", number=row.number,
                                 icons=", ".join(i.call() for i in row.icons) + extra))
    lines.append("  " + ui("cli-card-text", text=writer.event(card) or "-"))
    for r in writer.reminders(card):
        lines.append("  " + r)
    lines.append("  " + ui("cli-card-source", sources=Refs([Ref("source", s) for s in card.source])))
    for message, records in (("cli-card-ruling", card.rulings), ("cli-card-erratum", card.errata)):
        for rec in records:
            lines.append("  " + ui(message, date=record_date(ui.l10n, rec, ui.lang), source=Ref("source", rec.source),
                                   text=record_text(ui.l10n, rec, ui.lang)))
    return "\n".join(lines)


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; for ``command`` "check" (the designer's quick loop) only that
    command's, without importing the other commands' modules."""
    p = argparse.ArgumentParser(prog="wsdv", description="A rules interpreter for Wir sind das Volk!")
    p.add_argument("--version", action="version", version=f"wsdv {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    c = sub.add_parser("check", help="read and check the content without playing",
                       description="Run the whole content pipeline (parse, schema, references, board "
                                   "rules, compile) and report every problem.")
    _content_args(c)
    c.add_argument("-q", "--quiet", action="store_true", help="print nothing when the content is fine")
    c.add_argument("--strict", action="store_true", help="treat warnings as errors (exit 2)")
    c.set_defaults(func=cmd_check)
    if command == "check":
        return p

    cards = sub.add_parser("cards", help="list the card faces, or show one card",
                           description="List the card faces as a table (filters combine), or with "
                                       "`show N` one card: its data, its event in words, its provenance.")
    _content_args(cards)
    cards.add_argument("--decade", metavar="D", help="only cards of this decade (I, II, III, IV)")
    cards.add_argument("--colour", metavar="C", help="only cards of this colour (red, yellow, dual)")
    cards.add_argument("--icon", metavar="ICON", help="only cards printing this icon (in the event or corner)")
    cards.add_argument("--side", metavar="SIDE", help="only cards whose event this side may trigger (west, east)")
    cards.add_argument("--json", action="store_true", help="print the card data as JSON")
    add_lang_option(cards)
    cards.set_defaults(func=cmd_cards, card=None)
    cards_sub = cards.add_subparsers(dest="cards_command", metavar="show")
    show = cards_sub.add_parser("show", help="print one card", description="Print one card face.")
    show.add_argument("card", metavar="N", help="the card's number or id (e.g. 25, I, IV_wall)")
    _content_args(show, inherited=True)
    show.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print the card data as JSON")
    add_lang_option(show, inherited=True)
    show.set_defaults(func=cmd_cards)
    _l10n_parser(sub)

    rn = sub.add_parser("rename", help="rename a definition everywhere its id is written",
                        description="Rename the definition KIND OLD to NEW in the content files (the base and "
                                    "every variant), the locales' term and message ids, scenario files and the "
                                    "documentation's code. The renamed content is checked first; nothing is "
                                    "written unless it passes.")
    rn.add_argument("kind", metavar="KIND", help="the kind of definition (province, city, icon, phase, ...)")
    rn.add_argument("old", metavar="OLD", help="its id now")
    rn.add_argument("new", metavar="NEW", help="its new id")
    rn.add_argument("--content", metavar="DIR", type=Path,
                    help="the content folder to rename in (default: the shipped one, in a checkout)")
    rn.add_argument("--scenarios", metavar="PATH", type=Path, action="append", default=[],
                    help="scenario files or folders to rename in too (default with the shipped content: "
                         "tests/scenarios)")
    rn.add_argument("--docs", metavar="PATH", type=Path, action="append", default=[],
                    help="Markdown files or folders whose code to rename in too (default with the shipped "
                         "content: docs)")
    rn.add_argument("--dry-run", action="store_true", help="show every edit and check the result; write nothing")
    rn.set_defaults(func=cmd_rename)

    site = sub.add_parser("site", help="build or serve the rules reference site",
                          description="The multilingual rules reference site, generated from the content.")
    site_sub = site.add_subparsers(dest="site_command", metavar="ACTION", required=True)
    sb = site_sub.add_parser("build", help="generate the pages and build the static site",
                             description="Generate Markdown pages and SVG drawings from the content in six "
                                         "languages, then build a static MkDocs site from them.")
    _site_args(sb)
    sb.set_defaults(func=cmd_site_build)
    ss = site_sub.add_parser("serve", help="serve the built site on this machine",
                             description="Serve the built site locally (building it first if it is missing).")
    _site_args(ss)
    ss.add_argument("--build", action="store_true", help="build the site first even if one exists")
    ss.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    ss.add_argument("--port", type=port_number, default=8000, help="port to listen on, 1 to 65535 (default: 8000)")
    ss.set_defaults(func=cmd_site_serve)
    from .engine.commands import register as register_engine

    register_engine(sub, _content_args, _build)
    from .words.diff import register as register_diff

    register_diff(sub, _build)
    from .language.schemaexport import register as register_schema

    register_schema(sub)
    from .simulate.command import register as register_simulate

    register_simulate(sub, _content_args, _build)
    return p


def _run(args: argparse.Namespace) -> int:
    """Run a command; afterwards fallbacks are warnings again (a later command in this process, a test)."""
    try:
        return args.func(args)
    finally:
        if "interpreter.words.l10n.fallbacks" in sys.modules:
            sys.modules["interpreter.words.l10n.fallbacks"].configure()


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    p = parser(words[0] if words else None)
    if any("\x00" in a for a in words):
        print("wsdv: error: an argument holds a NUL character, which no name or path can contain", file=sys.stderr)
        return EXIT_CONTENT
    args, extra = p.parse_known_args(argv)
    if extra and not getattr(args, "extra_players", False):
        p.parse_args(argv)  # reports the unknown words as argparse does, exit 2
    args.extra = extra  # `--SIDE KIND` of a game command: the sides are the content's own
    if not getattr(args, "func", None):
        p.print_help()
        return EXIT_OK
    try:
        return _run(args)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return EXIT_OK
    except OSError as err:  # the file system refused a path the user gave (too long, a loop, no access)
        where = f"{err.filename}: " if err.filename is not None else ""
        print(f"wsdv: error: {str(where)[:300]}{err.strerror or err}", file=sys.stderr)
        return EXIT_CONTENT
    except Exception as err:  # a bug of ours, never the user's content
        from .words.l10n.fallbacks import LocaleError

        if isinstance(err, LocaleError):  # a text the locales cannot give, or a fallback under --strict
            print(err, file=sys.stderr)
            return EXIT_CONTENT
        if os.environ.get("WSDV_DEBUG"):
            raise
        print(f"wsdv: internal error: {type(err).__name__}: {err}\n"
              "  this is a bug in wsdv, not in your content; run again with WSDV_DEBUG=1 to see where",
              file=sys.stderr)
        return EXIT_INTERNAL
