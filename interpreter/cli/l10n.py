"""`wsdv l10n status`, `check` and `confirm`: the problems of every language, as a table or as diagnostics."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..checks.rulings import written_messages
from ..diagnostics import closest
from ..outputs import OutputError, write_file
from ..paths import content_dir, docs_dir, known_variants
from ..rules.pipeline import build
from ..words.l10n import localizer
from ..words.l10n.checks import confirm, locale_sets, overlay_locale_sets, page_ids, units_of
from ..words.l10n.preview import preview
from ..words.l10n.scaffold import ScaffoldError, plurals_note, scaffold
from ..words.l10n.status import errors_of, render_status, to_report
from ..words.languages import DEFAULT_LANGUAGE, UnknownLanguage, available_languages, choose_language
from ..words.prose import VERSION
from ..words.translations import checked, stamp_versions
from .commands import listed
from .common import actions, content_args
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .localized import Parser
from .messages import hinted, refusal
from .options import reader_language


def _say(args: Any, message_id: str, **values: Any) -> str:
    """The l10n tool's own words (cli-l10n.ftl) in the reader's language: the environment's, as the
    tool has no --lang (its LANG arguments name the languages it reports on). That is the language
    :mod:`.messages` finds for a command without --lang, so its refusals' hint lines
    (:func:`.messages.hinted`) speak it too."""
    return str(localizer(args.content).quiet_text(message_id, reader_language(args), **values))


def _sayer(args: Any) -> Callable[..., str]:
    """:func:`_say` with the reader's language and the localizer found once, for a report of thousands
    of lines: finding the language lists the content's locale folders, and finding the localizer
    resolves the content's path, each time (about a third of `wsdv l10n status`'s CPU when every
    line did both). A command's reader and its folders stay the same while it reports."""
    lang, loc = reader_language(args), localizer(args.content)
    return lambda message_id, **values: str(loc.quiet_text(message_id, lang, **values))


def _error(args: Any, prog: str, message_id: str, **values: Any) -> str:
    """``PROG: error: ...`` in the reader's language."""
    colon = _say(args, "l10n-label-colon")
    return f"{prog}{colon} {_say(args, 'l10n-label-error')}{colon} {_say(args, message_id, **values)}"


def cmd_l10n(args: argparse.Namespace) -> int:
    """`wsdv l10n ...`, with a language the content lacks or a record file wsdv may not replace told as errors."""
    try:
        return run_command(args)
    except UnknownLanguage as err:
        print(_error(args, "wsdv", "cli-unknown-language", lang=err.lang, available=", ".join(err.available)),
              file=sys.stderr)
        return EXIT_CONTENT
    except OutputError as err:  # `confirm` refused to replace a record file wsdv did not write
        print(refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT


def run_command(args: Any) -> int:
    """`wsdv l10n status|check|confirm|new|preview` (the options are :func:`register`'s)."""
    if args.l10n_command == "new":
        return _new(args)
    result = build(args.content, args.variant, args.overlay)
    if not result.ok:
        print(result.report.render(), file=sys.stderr)
        print(_say(args, "l10n-tool-content-errors"), file=sys.stderr)
        return EXIT_CONTENT
    if args.l10n_command == "confirm":
        return _confirm(args, result.checked)
    if args.l10n_command == "preview":
        return _preview(args, result.checked)
    # A variant's cards carry rulings of their own: their words are used though the base game lacks them.
    records = written_messages(result.checked.definitions.items())
    if args.overlay or args.variant:
        # And the base game's rulings stay used where an overlay or a variant drops one (an erratum that
        # replaces a card): the content's locales keep their words for the game without it.
        base = build(args.content)
        if base.ok:   # (a base that fails alone, mended by the overlay, is no game whose words are kept)
            records |= written_messages(base.checked.definitions.items())
    for name in known_variants(Path(args.content) if args.content is not None else content_dir()):
        if name not in args.variant:
            variant = build(args.content, [*args.variant, name], args.overlay)
            if not variant.ok:
                print(variant.report.render(), file=sys.stderr)
                print(_say(args, "l10n-tool-variant-errors", name=name), file=sys.stderr)
                return EXIT_CONTENT
            records |= written_messages(variant.checked.definitions.items())
    statuses = checked(args.content, result.checked, records, args.overlay)
    wanted = [choose_language(x, [s.lang for s in statuses]) for x in getattr(args, "languages", None) or []]
    if wanted:
        statuses = [s for s in statuses if s.lang in wanted]
    errors = errors_of(statuses)
    if args.l10n_command == "check":
        report = to_report(statuses, say=_sayer(args))
        if report.diagnostics and (errors or not args.quiet):
            labels = {label: _say(args, f"l10n-label-{label}") for label in ("error", "warning", "hint", "colon")}
            print(report.render(labels=labels), file=sys.stderr)
        if errors:
            print(_say(args, "l10n-tool-problems", count=len(errors)), file=sys.stderr)
            return EXIT_CONTENT
        if not args.quiet:
            units = statuses[0].total if statuses else 0
            print(_say(args, "l10n-tool-ok", count=len(statuses), langs=", ".join(s.lang for s in statuses),
                       units=units))
        return EXIT_OK
    print(render_status(statuses, details=not args.summary, say=_sayer(args)))
    return EXIT_CONTENT if args.strict and errors else EXIT_OK


def _new(args: Any) -> int:
    """Scaffold a language: every file of English in the content's locales and the site's words and
    pages, each text a stub waiting for its translation (written whole, nothing half-written)."""
    if args.content is None and "_data" in content_dir().parts:
        print(hinted(args, _error(args, str(content_dir()), "l10n-tool-shipped"), _say(args, "l10n-tool-shipped-hint")),
              file=sys.stderr)
        return EXIT_CONTENT
    sets = locale_sets(args.content)
    if args.content is not None and docs_dir(args.content) != Path(args.content).parent / "docs":
        # A content folder with no docs/ of its own: the site's words found are the shipped ones,
        # which are not this folder's to change; only its own locales are scaffolded.
        sets = [s for s in sets if s.name != "site"]
        print(_say(args, "l10n-tool-no-docs", content=str(args.content)), file=sys.stderr)
    try:
        files = scaffold(sets, args.language)
    except ScaffoldError as err:
        assert err.words is not None   # every ScaffoldError is raised with its words (scaffold.py)
        message_id, values = err.words
        print(hinted(args, _error(args, err.where, message_id, **values), _say(args, message_id + "-hint", **values)),
              file=sys.stderr)
        return EXIT_CONTENT
    for path, text in files:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_file(path, text, "scaffolded translation", owned=lambda _p: False)
    folders = sorted({str(p.parent) for p, _ in files})
    lang = args.language
    print(_say(args, "l10n-tool-scaffolded", lang=lang, count=len(files), folders=", ".join(folders)))
    print(_say(args, "l10n-tool-plurals", lang=lang, forms=plurals_note(lang)))
    print(_say(args, "l10n-tool-next", lang=lang))
    return EXIT_OK


def _preview(args: Any, rules: Any) -> int:
    """One message formatted with sample values, once per plural form of the language (and case, for a name)."""
    loc = localizer(args.content)
    lang = choose_language(args.language, loc.languages)
    ids: dict[str, list[str]] = {}
    for kind, id_ in rules.definitions:
        ids.setdefault(kind, []).append(str(id_))
    try:
        lines = preview(loc, lang, args.message, ids)
    except KeyError:
        known = loc.message_ids(DEFAULT_LANGUAGE)
        near = closest(args.message, known)
        print(hinted(args, _error(args, "wsdv l10n preview", "l10n-tool-no-message", id=args.message, lang=lang),
                     _say(args, "cli-did-you-mean", word=near) if near else None), file=sys.stderr)
        return EXIT_CONTENT
    for line in lines:
        mark = f"  ({_say(args, 'l10n-tool-not-translated')})" if line.fell_back and lang != DEFAULT_LANGUAGE else ""
        print(f"{line.label}\n    {line.text}{mark}" if line.label else f"    {line.text}{mark}")
    return EXIT_OK


def _confirm(args: Any, rules: Any) -> int:
    """Record that translations match today's English (after a translator has checked them), and that
    rules prose matches today's version of its declaration (its `.version`, in any language, English too)."""
    # An overlay's own words are confirmed in its own records, as `l10n status --overlay` reads them.
    sets = locale_sets(args.content) + overlay_locale_sets(args.overlay or [], tuple(available_languages(args.content)))
    lang = choose_language(args.language, [x for s in sets for x in s.languages()])
    ids = None if args.all else list(args.ids)
    if args.same and ids is None:
        print(_error(args, "wsdv l10n confirm", "l10n-tool-same-all"), file=sys.stderr)
        return EXIT_CONTENT
    if ids is not None and not ids:
        print(_error(args, "wsdv l10n confirm", "l10n-tool-name-ids", lang=lang), file=sys.stderr)
        return EXIT_CONTENT
    done: list[str] = stamp_versions(args.content, rules, lang, ids)
    known: set[str] = set(done)
    if ids is not None:   # a version stamped is its own unit to record, as the text it belongs to is
        ids += [f"{i}.{VERSION}" for i in done if f"{i}.{VERSION}" not in ids]
    for lset in sets:
        if lang == DEFAULT_LANGUAGE:   # English translates nothing: only its prose's versions are confirmed
            known.update(i for i in ids or () if i in _translated(lset, lang))
            continue
        if not (lset.root / lang).is_dir():
            continue   # (a language the site must have but has no folder for yet has nothing to confirm)
        if lset.name == "site" and args.content is not None \
                and lset.root.resolve() != (Path(args.content).parent / "docs").resolve():
            continue   # a content folder of one's own confirms its own words, never the shipped site's records
        mine = [i for i in ids if i in _translated(lset, lang)] if ids is not None else None
        known.update(mine or [])
        if ids is None or mine:
            done += confirm(lset, lang, mine, same=args.same)
    unknown = [i for i in ids or () if i not in known]
    for i in unknown:
        print(_error(args, "wsdv l10n confirm", "l10n-tool-no-translation", lang=lang, id=i), file=sys.stderr)
    confirmed = _say(args, "l10n-tool-confirmed", count=len(done), lang=lang)
    print(_say(args, "l10n-tool-confirmed-list", confirmed=confirmed, ids=", ".join(done))
          if done and len(done) <= 10 else confirmed)
    return EXIT_CONTENT if unknown else EXIT_OK


def _translated(lset: Any, lang: str) -> set[str]:
    return set(units_of(lset.catalog(lang))) | page_ids(lset, lang)


# A Fluent term's id: a dash, then words joined by dashes (`-card-81`, `-province-hesse`).
TERM_ID = re.compile(r"-[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)+")


class TermsParser(Parser):
    """A parser whose positionals may be Fluent term ids: `wsdv l10n confirm pl -card-81` as the
    status's own hint prints it, though argparse would take the leading dash for an option.
    A word shaped like a term and not one of the parser's options is an id. A :class:`Parser`, so its
    help and refusals speak the command line's language like every other."""

    def _parse_optional(self, arg_string: str) -> Any:
        if TERM_ID.fullmatch(arg_string) and arg_string not in self._option_string_actions:
            return None
        return super()._parse_optional(arg_string)


def register(sub: Any) -> None:
    lsub = actions(sub, "l10n", listed("l10n"),
                   "Measure every language of content/locales against English.")
    st = lsub.add_parser("status", help="a table per language: coverage, missing, unused, variables, plurals",
                         description="Per language: coverage of the English messages and names, missing and "
                                     "stale ones (their English changed since), unused (obsolete) ones, messages "
                                     "whose variables differ from English, plural selectors that lack a category "
                                     "the language needs; the content's locales and the site's site.ftl.")
    content_args(st)
    st.add_argument("languages", nargs="*", metavar="LANG", help="only these languages")
    st.add_argument("--strict", action="store_true", help="exit 2 if any language has any problem (a translation fault, like a content error)")
    st.add_argument("--summary", action="store_true", help="print the table only, not each problem")
    st.set_defaults(func=cmd_l10n)
    ck = lsub.add_parser("check", help="check the locales like content: every problem is an error",
                         description="Report every problem of every language as a content error "
                                     "(exit 2), like `wsdv check` does for the content files.")
    content_args(ck)
    ck.add_argument("languages", nargs="*", metavar="LANG", help="only these languages")
    ck.add_argument("-q", "--quiet", action="store_true", help="print nothing when the locales are fine")
    ck.set_defaults(func=cmd_l10n)
    cf = lsub.add_parser("confirm", help="record that translations match today's English (no longer stale)",
                         description="After checking a stale translation against its changed English "
                                     "(and updating it), record the English it now translates.")
    cf.__class__ = TermsParser  # the action's sub-parsers are all made by one class; this one takes terms
    content_args(cf)
    cf.add_argument("language", metavar="LANG", help="the language of the translations")
    cf.add_argument("ids", nargs="*", metavar="ID", help="message ids (a term with its '-')")
    cf.add_argument("--all", action="store_true", help="every translation of the language, checked or not")
    pv = lsub.add_parser("preview", help="one message formatted with sample values for each plural form and case",
                         description="Format one message (or a name, `-KIND-ID`) in a language with "
                                     "sample values: a number of each plural category the language has (CLDR), "
                                     "a definition of the content for each name it takes; a name in each case.")
    pv.__class__ = TermsParser
    content_args(pv)
    pv.add_argument("language", metavar="LANG", help="the language")
    pv.add_argument("message", metavar="MESSAGE", help="the message id, or a name's term (with its '-')")
    pv.set_defaults(func=cmd_l10n)
    nw = lsub.add_parser("new", help="scaffold a language: every text a stub waiting for its translation",
                         description="Write a folder for a new language in the content's locales and the "
                                     "site's words and pages: each English text as a stub quoting it, with the "
                                     "language's plural forms (CLDR); the language is offered at once and "
                                     "`wsdv l10n status` counts it at 0 % until translated.")
    nw.add_argument("--content", metavar="DIR", type=Path,
                    help="a content folder to use instead of the shipped one (e.g. a translator's copy)")
    nw.add_argument("language", metavar="LANG", help="the language's ISO 639 code, e.g. cs")
    nw.set_defaults(func=cmd_l10n)
    cf.add_argument("--same", action="store_true",
                    help="these texts are right as they are, identical to English (a name written alike)")
    cf.set_defaults(func=cmd_l10n)


