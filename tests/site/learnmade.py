"""The worked examples the Learn path shows, run by the engine, with a page context per language:
what the tests of the learn pictures draw from (one helper, not a copy in each test module)."""

from __future__ import annotations

from interpreter.site import build as site_build
from interpreter.site import learn, pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir, load_strings


def learn_made(langs: tuple[str, ...]) -> tuple[list, dict[str, pages.Context], learn.Path_]:
    """The shipped content's worked examples (in the path's order), a page context for each of
    ``langs``, and the learn path itself."""
    base = site_build._compile(None, [])
    names = Names()
    cards = load_cards(base.checked, None, langs, names)
    strings = load_strings(docs_dir(None), inert=True, languages=list(langs))
    path = learn.load_path(docs_dir(None))
    worked = site_build._worked_examples(None, base, path)
    ctxs = {lang: pages.Context(base, cards, names, strings[lang], [], Sources(), None, path.place_anchor,
                                path.rule_places()) for lang in langs}
    return worked, ctxs, path
