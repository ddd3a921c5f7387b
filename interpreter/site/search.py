"""One search index per language, so that results and their count belong to the page's language.

mkdocs-static-i18n gathers the pages of every language into one index at the site's root, and
Material's search then tokenizes all of them with the stop words and word characters of every
lunr language at once: its combined trimmer strips letters no listed language has (all of
Ukrainian, Polish `ł` at a word's edge), so Cyrillic words found nothing. After MkDocs has built
the site, `split_index` writes each language's entries into its own `search/search_index.json`
under that language's folder (the theme's `base` is the language's root, see theme/main.html),
with locations relative to that root and a configuration of its own:

- every language gets plain words: split at the separator, lower-cased, nothing removed or stemmed.
  Stop words stay in: the theme turns every query word into a prefix search, which skips the query
  pipeline, so a stop word a player types (`most` in "at most 2 in one province") matched nothing
  once the index had dropped it, and the page that says exactly what was typed lost to pages that
  hold fewer of its words;
- no language is stemmed (Material's own default): every query term is a prefix search
  (`реформ` finds `реформа`), which serves inflected languages better than a wrong stemmer.

A page's description (`<meta name="description">`: a card page's printed text, see pages.py) is
indexed on the page's own entry, in a field of its own (`DESCRIPTION`). The theme weighs a title a
thousand times the running text, so a card whose text was searched for (two words of its text) lost to
every page with one of the words in a heading; its text is what the card is. The field weighs a
share of the title (`DESCRIPTION_SHARE`): as much as the title, a card that merely names West
Berlin in its text came before the rules about West Berlin ("West Berlin living standard").

A page's key (a card's number, the variants page's variant names: `wsdv_search_key` in its front matter; mkdocs_hooks.py puts it on the
page's entry) is a field as strong as the title (`KEY`): card 26's Polish title "Ruch ’68…" holds
68 as card 68's title does, and "karta 68" ranked them equal, card 26 first.

A player types the word they know, which is often not the rulebook's: German players say "Polizei"
where the game says "Staatsgewalt", Ukrainian players "провінція" where it says "земля". Such a word
was on no page, so the search found nothing (newcomer review 4, F10). Each language's term base
(`content/locales/<lang>/terms.txt`, see words/l10n/termbase.py) already lists, for a term, the words
people use instead and the site must not: an entry whose title or text holds the term gets those
words in a field of its own (`also`, indexed and never shown), so a search for one finds the pages
that use the term, and the result shows the term where the page has it.

Results of equal score come out in the index's order (lunr lists the documents a term matches in the
order they were added, and the theme's sort keeps that order among equals), and with `b(0)` (no
length normalization) a word that several cards' texts hold once scores the same on each of them.
MkDocs adds pages in the order of their file names, so the cards came 1, 10, 11 ... 19, 2, 20: the
entries of the pages listed in `order` (the cards, in the order the site shows them) come together in
that order, where the first of them was (`in_order`).

A query word made of digits alone is looked up as it is, not as a prefix (`exact_numbers`): "2"
finds the card numbered 2, not every card and text with 20 to 29 in it.

The separator splits at spaces, hyphens, punctuation, quotation marks of the six languages and
apostrophes (`l'Ouest` holds `ouest`); the query goes through the same separator, so a word with
an apostrophe inside (Ukrainian `об'єднання`) still finds itself.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from ..errors import WsdvError
from ..words.l10n.termbase import TermRule

# The field the term base's other words are indexed in (see the module's description): lunr indexes
# every field of the configuration; the theme shows only title, text and tags.
ALSO = "also"
# The other words of a term in an entry's title, again, in a field as strong as the title: the rule
# titled "Національна неспроможність" is about what a player calls банкрутство, and with the words in
# the running text's weight alone, "банкрутство" ranked it below pages that only mention the term.
ALSO_TITLE = "also_title"
# The field a page's description is indexed in (see the module's description), on the page's own entry,
# and its weight as a share of the title's (measured on the queries of the site review, reviews/site.md).
DESCRIPTION = "description"
DESCRIPTION_SHARE = 0.3
# The field of a page's key (see the module's description), as mkdocs_hooks.SEARCH_KEY_FIELD writes it.
KEY = "key"
META_DESCRIPTION = re.compile(r'<meta name="description" content="([^"]*)"')

INDEX = Path("search") / "search_index.json"
SEPARATOR = r"""[\s\-,;:!?=\[\](){}"/«»„“”‚‘’'ʼ…–—]+|\.(?!\d)"""


def lunr_support(lang: str) -> bool:
    """Whether Material's search has lunr support (stop words) for `lang`: English always, others when
    the theme ships their lunr file."""
    if lang == "en":
        return True
    from material import templates

    return (Path(templates.__file__).parent / "assets" / "javascripts" / "lunr" / "min"
            / f"lunr.{lang}.min.js").is_file()


def language_config(lang: str, fields: dict) -> dict:
    """The search configuration of one language's index (read by Material's search worker)."""
    return {"lang": [lang] if lunr_support(lang) else ["en"], "separator": SEPARATOR, "pipeline": [],
            "fields": fields}


def page_description(root: Path, location: str) -> str | None:
    """The description of the page at `location` under a language's `root`, as the theme wrote it into
    the page's head (None for an entry of a section, or a page without one)."""
    if "#" in location:
        return None
    page = root / location / "index.html" if not location or location.endswith("/") else root / location
    if not page.is_file():
        return None
    found = META_DESCRIPTION.search(page.read_text(encoding="utf-8"))
    return html.unescape(found.group(1)) if found else None


def other_words(entry: dict, terms: Iterable[TermRule]) -> str:
    """The words the term base lists beside each term an index entry's title or text uses (a term
    matches at the start of a word, in any case, so `Gebiet` holds `Gebiete` and `Gebiets`)."""
    words = f"{entry.get('title', '')} {entry.get('text', '')}"
    found: list[str] = []
    for rule in terms:
        if re.search(rf"(?<!\w){re.escape(rule.term)}", words, re.IGNORECASE):
            found += [w for w in rule.rejected if w not in found]
    return " ".join(found)


def in_order(entries: list[dict], pages: Sequence[str]) -> list[dict]:
    """`entries` with those of the pages in `pages` (locations relative to a language's root) together
    in the order of `pages`, where the first of them was; a page's own entries keep their order (its
    sections after it), and so do all the others."""
    rank = {page: i for i, page in enumerate(pages)}

    def page(entry: dict) -> str:
        return entry["location"].partition("#")[0]

    first = next((i for i, entry in enumerate(entries) if page(entry) in rank), len(entries))
    moved = sorted((entry for entry in entries if page(entry) in rank), key=lambda entry: rank[page(entry)])
    rest = [entry for entry in entries if page(entry) not in rank]
    return rest[:first] + moved + rest[first:]


def split_index(site: Path, langs: Iterable[str], default: str,
                terms: Mapping[str, Iterable[TermRule]] | None = None, order: Sequence[str] = ()) -> dict[str, int]:
    """Replace the site's one index of every language by one index per language; returns the number
    of entries in each. The default language's pages sit at the root; every other language's pages
    under its own folder, and so does its index. `terms`: each language's term base, whose other words
    an entry using a term is also found by; `order`: pages whose results of equal score should come
    out in this order (see `in_order`)."""
    langs = list(langs)
    merged = json.loads((site / INDEX).read_text(encoding="utf-8"))
    fields = {**merged["config"]["fields"], ALSO: {"boost": 1}}
    title = fields.get("title", {}).get("boost", 1)
    fields[DESCRIPTION] = {"boost": title * DESCRIPTION_SHARE}
    fields[KEY] = {"boost": title}
    fields[ALSO_TITLE] = {"boost": title}
    docs: dict[str, list[dict]] = {lang: [] for lang in langs}
    for entry in merged["docs"]:
        first, _, rest = entry["location"].partition("/")
        if first in docs and first != default:
            docs[first].append({**entry, "location": rest})
        else:
            docs[default].append(entry)
    for lang in langs:
        docs[lang] = in_order(docs[lang], order)
        root = site if lang == default else site / lang
        for entry in docs[lang]:
            description = page_description(root, entry["location"])
            if description:
                entry[DESCRIPTION] = description
        rules = list((terms or {}).get(lang, ()))
        if rules:
            for entry in docs[lang]:
                also = other_words(entry, rules)
                if also:
                    entry[ALSO] = also
                heading = other_words({"title": entry.get("title", "")}, rules)
                if heading:
                    entry[ALSO_TITLE] = heading
        path = site / INDEX if lang == default else site / lang / INDEX
        path.parent.mkdir(parents=True, exist_ok=True)
        index = {"config": language_config(lang, fields), "docs": docs[lang]}
        path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return {lang: len(entries) for lang, entries in docs.items()}


# Material's search worker turns every query word into a prefix search by appending `*` unless the word
# is `+`/`-` marked or ends in a `~N` / `^N` modifier. The patched test also leaves a word of digits alone.
WORKER = Path("assets") / "javascripts" / "workers"
PREFIX_RULE = "/(^[+-]|[~^]\\d+$)/.test(r)?r:`${r}*`"
EXACT_NUMBERS = "/(^[+-]|[~^]\\d+$|^\\d+$)/.test(r)?r:`${r}*`"


class SearchPatchError(WsdvError):
    """The theme's search worker is not the one the site knows how to adjust."""


def exact_numbers(site: Path) -> int:
    """Make the theme's search worker look up a query word of digits exactly; returns the files changed.
    A worker without the known rule (another version of the theme) is an error, not a silent skip."""
    changed = 0
    for worker in sorted((site / WORKER).glob("search.*.min.js")):
        text = worker.read_text(encoding="utf-8")
        if EXACT_NUMBERS in text:
            continue
        if text.count(PREFIX_RULE) != 1:
            raise SearchPatchError(f"{worker}: error: the theme's search worker has changed; the site cannot make "
                                   "number searches exact\n  hint: update interpreter/site/search.py for this "
                                   "version of mkdocs-material")
        worker.write_text(text.replace(PREFIX_RULE, EXACT_NUMBERS), encoding="utf-8")
        changed += 1
    return changed
