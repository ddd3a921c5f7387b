"""`wsdv site build` and `serve`: the rules reference site, generated from the content (the `site` extra)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..words.l10n.numbers import decimal
from ..words.languages import UnknownLanguage
from . import localized
from .commands import listed
from .common import actions, colour, content_args, in_words
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .messages import error, language, located, refusal, refuse, say
from .options import add_lang_option, language_or_report, port_number

# What the `site` extra installs (pyproject.toml): the site commands need all of it.
SITE_MODULES = ("mkdocs", "material", "mkdocs_static_i18n")


def _site_extra_missing(args: argparse.Namespace) -> bool:
    """Whether the site's extra is missing; if so, say which extra to install (in the reader's language)."""
    from importlib.util import find_spec

    missing = [m for m in SITE_MODULES if find_spec(m) is None]
    if missing:
        print(say(args, "cli-site-needs-extra", modules=", ".join(missing)), file=sys.stderr)
    return bool(missing)


def cmd_site_build(args: argparse.Namespace) -> int:
    if _site_extra_missing(args):
        return EXIT_CONTENT
    from ..site.build import SiteError, build_site  # only once the site extra is known to be there

    # The site is in every language built (--language); the command's messages are in --lang's, the
    # warnings about texts in the reader's (language_or_report); an unknown --lang is refused first.
    if language_or_report(args, "wsdv site") is None:
        return EXIT_CONTENT
    try:
        result = build_site(args.out, args.content, args.variant, markdown=args.markdown,
                            log=None if args.quiet else (lambda m, v: print(say(args, m, **v), file=sys.stderr)),
                            simulation=args.simulation, overlay=args.overlay, site_url=args.site_url,
                            with_variant=args.with_variant, languages=args.language or None)
    except UnknownLanguage as err:   # refused as `--lang` is, before anything is built
        return refuse(args, "wsdv", "cli-unknown-language", lang=err.lang, available=", ".join(err.available))
    except SiteError as err:
        if err.report is None:   # (an output folder's refusal has its words: said in the reader's language)
            print(err if err.words is None else refusal(args, err), file=sys.stderr)
        else:   # located problems with their words: said in the reader's language, as `wsdv check` says them
            said = in_words(args, err.report)
            print(said.report.render(colour(sys.stderr), said.labels), file=sys.stderr)
        return EXIT_CONTENT
    for w in result.warnings:
        print(located(args, str(args.out), w, "warning"), file=sys.stderr)   # (MkDocs' own words, in English)
    if not args.quiet:
        print(say(args, "cli-site-built", out=str(result.out), pages=result.pages,
                  seconds=decimal(result.seconds, language(args))))
    return EXIT_OK


def cmd_site_serve(args: argparse.Namespace) -> int:
    if _site_extra_missing(args):
        return EXIT_CONTENT
    if args.build or not (args.out / "index.html").is_file():
        code = cmd_site_build(args)
        if code != EXIT_OK:
            return code
    return _serve(args, args.out, args.host, args.port)


def _serve(args: argparse.Namespace, root: Path, host: str, port: int) -> int:
    """Serve ``root`` until Ctrl-C.  A host or port that cannot be listened on is bad input (exit 2, as
    the file system refusing a path the user gave is), not a difference found (exit 1, as it was)."""
    from ..site.serve import NotASite, server

    try:
        httpd = server(root, host, port)
    except NotASite as err:
        print(error(args, "cli-not-a-site", "cli-not-a-site-hint", path=str(err.path)), file=sys.stderr)
        return EXIT_CONTENT
    except OSError as err:
        print(located(args, "wsdv", say(args, "cli-site-cannot-listen", host=host, port=str(port),
                                        reason=str(err.strerror or err))), file=sys.stderr)
        return EXIT_CONTENT
    print(say(args, "cli-site-serving", root=str(root), url=f"http://{host}:{httpd.server_address[1]}/"))
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()
    return EXIT_OK


def _site_args(p: argparse.ArgumentParser) -> None:
    content_args(p)
    p.add_argument("--out", metavar="DIR", type=Path, default=Path("site-build"),
                   help="where the finished site goes (default: site-build); replaced only when a build succeeds")
    p.add_argument("--markdown", metavar="DIR", type=Path,
                   help="also keep the generated Markdown tree here (it is plain Markdown, for other tools)")
    p.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    p.add_argument("--simulation", metavar="DIR", type=Path,
                   help="add the report page of a `wsdv simulate --out DIR` run")
    p.add_argument("--with-variant", metavar="NAME", action="append", default=[],
                   help="also build the whole site of this variant, in the folder NAME/ of the site, every page "
                        "linked to the same page in the other edition (may be repeated)")
    p.add_argument("--language", metavar="LANG", action="append", default=[],
                   help="build only this language's pages, with English's, whose tree is the site's root (may be "
                        "repeated); without it every language of the content")
    # `--lang`, as every command that prints has it: the language of what this command says. Without
    # it, argparse took `--lang pl` for a shortened `--language pl` and built a Polish site instead.
    add_lang_option(p, "the command's messages (the site's pages are in every language built)")
    p.add_argument("--site-url", metavar="URL", type=_site_url,
                   help="the address the site will be published at (e.g. https://example.org/wsdv/): "
                        "gives it a sitemap, one per language; without it the site has none")


def _site_url(value: str) -> str:
    """An absolute http(s) address, ending in `/` (the pages' addresses are joined to it)."""
    from urllib.parse import urlsplit

    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment \
            or any(c.isspace() for c in value):
        raise argparse.ArgumentTypeError(localized.say("cli-not-a-site-url", f"'{value}' is not an absolute http(s) address "
                                             "of the site (e.g. https://example.org/wsdv/)", value=value))
    return value if value.endswith("/") else value + "/"


def register(sub: Any) -> None:
    site_sub = actions(sub, "site", listed("site"),
                       "The multilingual rules reference site, generated from the content.")
    sb = site_sub.add_parser("build", help="generate the pages and build the static site",
                             description="Generate Markdown pages and SVG drawings from the content in each of "
                                         "its languages, then build a static MkDocs site from them.")
    _site_args(sb)
    sb.set_defaults(func=cmd_site_build)
    ss = site_sub.add_parser("serve", help="serve the built site on this machine",
                             description="Serve the built site locally (building it first if it is missing).")
    _site_args(ss)
    ss.add_argument("--build", action="store_true", help="build the site first even if one exists")
    ss.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    ss.add_argument("--port", type=port_number, default=8000, help="port to listen on, 1 to 65535 (default: 8000)")
    ss.set_defaults(func=cmd_site_serve)
