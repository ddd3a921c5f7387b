"""The generated pages: plain Markdown (with a little raw HTML for the gallery) per language.

Plain Markdown keeps the generator swappable: MkDocs reads these files, but so could any other
static site tool. Each page function takes one language's context and returns the Markdown;
the pictures it needs are returned beside it as files to write next to the page.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

from ..language.unparse import declaration
from ..rules.cards import Reader
from ..rules.model import Rules
from ..rules.pipeline import Result
from ..rules.sources import amended_at, where
from ..words import prose
from ..words.diff import Code, DiffWriter, VariantDiff
from ..words.l10n import DEFAULT_LANGUAGE, upper_first
from ..words.l10n.numbers import signed, whole
from ..words.markup import Safe
from ..words.markup import text as esc
from ..words.rulings import record_date, record_text
from ..words.sitestrings import language_name
from . import boardmap, crosslinks, examplemap, faq, mapplaces, setupmap, svg
from .carddata import CardView, place_kinds
from .context import Context
from .notation import FOLD_OPEN, highlighted, notation_block
from .pictograms import for_rules


def _cell(text: Any) -> str:
    """A cell's page text (already escaped: a `|` of a text is a character reference) on one line."""
    return str(text).replace("\n", " ")


def _table(headers: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(_cell(h) for h in headers) + " |", "|" + "---|" * len(headers)]
    out += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def _side(ctx: Context, side: str | None) -> str:
    return ctx.name("side", side) if side else "—"


def _toward(ctx: Context, side: str) -> str:
    """The side an arrow points to, named in the genitive where the language declines its names
    ("w stronę Wschodu"); a language without cases names it as it is."""
    return esc(ctx.l10n.name("side", side, ctx.lang, case="genitive"))


# ---------------------------------------------------------------------------------- rules in words

def rule_block(ctx: Context, kind: str, id_: Any, result: Result | None = None, up: str = "../") -> list[str]:
    """A declaration explained: its prose in the page's language (marked when it describes an earlier
    version of the rule, or is English for want of a translation), then the exact rule, collapsed."""
    t = ctx.t
    result = result or ctx.result
    out: list[str] = []
    base = next((v.base for v in ctx.variants if v.base is not None), None)
    text = prose.prose(ctx.l10n, result.checked, kind, id_, ctx.lang, base=base)
    if text is not None:
        if text.stale:
            out += [f'!!! warning "{t("prose-stale-title")}"', "", f"    {t('prose-stale')}", ""]
        elif text.lang != ctx.lang:
            out += [f'!!! note "{t("prose-english-title")}"', "", f"    {t('prose-english')}", ""]
        if text.variant is None:
            others = _other_editions(ctx, kind, id_)
            if not others:
                out += [esc(text.text), ""]
            else:  # the base game's rule and each variant's, labelled; the page's switch shows one edition
                out += [_edition_passage(ctx, None, esc(text.text), changed=True)]
                out += [_edition_passage(ctx, name, esc(other)) for name, other in others]
        else:  # a site built with a variant: what the variant changes, then the base game's rule it changes,
            # each under the label of its edition (the lead-in alone says "this variant", not which)
            out += [_edition_passage(ctx, text.variant, t("variant-now", text=text.text))]
            was = prose.prose(ctx.l10n, base, kind, id_, ctx.lang) if base is not None else None
            if was is not None and base is not None and (kind, str(id_)) in base.definitions:
                out += [_edition_passage(ctx, None, t("variant-base-game", text=was.text))]
    elif not result.checked.variants:   # no words of the base game's, but a variant words its change
        out += [_edition_passage(ctx, name, esc(other)) for name, other in _other_editions(ctx, kind, id_)]
    at = where(result, kind, id_)
    if at is not None:
        block = ctx.sources.block(at)
        amended = amended_at(result, kind, id_)
        if amended is not None:   # base keys and amended keys together, linked to the amendment
            at, block = amended, declaration(result.checked.definitions[(kind, str(id_))])
        out += [notation_block(t.raw("notation"), f"{up}source/{ctx.sources.slug(at)}/#L-{at.line}", f"{at.label}:{at.line}",
                               block), ""]
    return out


def _site_base(ctx: Context) -> Rules | None:
    """On a variant's site: the base game's rules (a variant's words compare with them); else None."""
    return next((v.base for v in ctx.variants if v.base is not None), None) if ctx.rules.variants else None


def quoted_words(ctx: Context, kind: str, id_: Any) -> str:
    """A rule's words, as inert page text, for a page that quotes them (the learning path, the player
    aid): on a variant's site the base game's words, then the variant's change under its edition's label."""
    base = _site_base(ctx)
    text = prose.prose(ctx.l10n, ctx.rules, kind, id_, ctx.lang, base=base)
    if text is None:
        return ""
    if text.variant is None:
        return esc(text.text)
    parts: list[str] = []
    if base is not None and (kind, str(id_)) in base.definitions:
        was = prose.prose(ctx.l10n, base, kind, id_, ctx.lang)
        if was is not None:
            parts.append(esc(was.text))
    parts.append(f'<span class="wsdv-edition-label">{_edition_name(ctx, text.variant)}</span> {esc(text.text)}')
    return " ".join(parts)


def _edition_name(ctx: Context, variant: str | None) -> str:
    """An edition's name as page text: a variant's from the locales (its own title else), the base game's
    from the site's words."""
    if variant is None:
        return ctx.t("edition-base")
    if ctx.names.known("variant", variant, ctx.lang):
        return ctx.name("variant", variant)
    return esc(next((v.title for v in ctx.variants if v.name == variant and v.title), variant))


def _edition_passage(ctx: Context, variant: str | None, text: str, changed: bool = False) -> str:
    """A rule's words under the label of the edition they belong to. `changed`: the base game's words of
    a rule a variant changes (always shown; the edition switch shows or hides the variants' words)."""
    edition = variant or "base"
    mark = " wsdv-edition-changed" if changed else ""
    return (f'<div class="wsdv-edition{mark}" data-edition="{esc(edition)}" markdown>\n\n'
            f'<span class="wsdv-edition-label">{_edition_name(ctx, variant)}</span> {text}\n\n</div>\n')


def _other_editions(ctx: Context, kind: str, id_: Any) -> list[tuple[str, str]]:
    """On the base game's site: for each variant that changes this rule and words it, (variant, its words)."""
    out = []
    for v in ctx.variants:
        key = (kind, str(id_))
        touched = key in {(k, str(i)) for k, i in (*v.added, *v.removed)} or any(
            (k, str(i)) == key for k, i, _ in v.changed)
        if not touched or v.other is None:
            continue
        said = prose.prose(ctx.l10n, v.other, kind, id_, ctx.lang, base=v.base)
        if said is not None and said.variant is not None:
            out.append((v.name, said.text))
    return out


def edition_switch(ctx: Context) -> str:
    """On a rules page of the base game's site with variants: buttons that show the base game's rules
    alone (the script's default) or with one variant's words under each rule it changes (a variant
    words what it changes, so the base game's rule stays in view). A page without its script shows
    every edition, each labelled. The script shows the switch and keeps the choice for every page (wsdv.js)."""
    if ctx.result.checked.variants or not any(v.other is not None for v in ctx.variants):
        return ""
    choices = [("base", ctx.t("edition-base"))]
    choices += [(v.name, _edition_name(ctx, v.name)) for v in ctx.variants if v.other is not None]
    buttons = "".join(f'<button type="button" class="md-button" data-edition="{esc(key)}" aria-pressed="false">'
                      f"{label}</button>" for key, label in choices)
    return (f'<div class="wsdv-edition-switch" role="group" aria-label="{ctx.t("edition-switch")}" hidden '
            f'data-search-exclude><span>{ctx.t("edition-switch")}</span> {buttons}</div>')


def rules_page(ctx: Context) -> str:
    """Every rule that has prose, in the order its writers gave them, each under its own heading."""
    t = ctx.t
    learn = Safe(f"[{t('nav-learn')}](learn.md)")   # the player is sent to learn the game first
    out = [f"# {t('rules-title')}", "", t("rules-intro", learn=learn), "", notation_switch(ctx), "", edition_switch(ctx), ""]
    for kind, id_ in prose.declarations_with_prose(ctx.l10n, ctx.rules):
        out += [f"## {esc(prose.title(ctx.l10n, kind, id_, ctx.lang, ctx.rules.variants))} {{ #rule-{kind}-{id_} }}", ""]
        # every rule: the rulebook's section where the content gives it, and its permalink in words
        section = rule_section(ctx, kind, id_)
        marks = [t("phase-section", section=section)] if section else []
        marks.append(f'<a class="wsdv-permalink" href="#rule-{kind}-{id_}">{t("rule-permalink")}</a>')
        out += [f'<p class="wsdv-rule-section">{" · ".join(marks)}</p>', ""]
        out += rule_block(ctx, kind, id_)
        out += _rule_names(ctx, kind, id_)
        places = ctx.rule_places.get(f"{kind}-{id_}", ()) if ctx.rule_places else ()
        if places:
            links = Safe(t("list-comma").join(f"[{t(f'places-{key}-title')}](places.md#place-{key})" for key in places))
            out += [t("rules-see-places", places=links), ""]
    return "\n".join(out)


def _place_link(ctx: Context, place: str, up: str) -> str:
    kinds = place_kinds(ctx.rules)
    return f"[{ctx.name(kinds.get(place, 'province'), place)}]({up}map/#place-{crosslinks.entries(ctx.rules)[place]})"


def _rule_names(ctx: Context, kind: str, id_: Any) -> list[str]:
    """Under a rule: the places it names (to their map entries) and, for an icon's rule, the cards
    showing the icon (the gallery, filtered by it)."""
    out = []
    places = crosslinks.places_named(ctx.rules, kind, id_)
    if places:
        links = Safe(ctx.t("list-comma").join(_place_link(ctx, p, "../") for p in places))
        out += [ctx.t("rule-names-places", places=links), ""]
    if kind == "icon":
        cards = crosslinks.cards_with_icon(ctx.cards, str(id_))
        if cards:
            out += [ctx.t("rule-cards-with-icon", cards=Safe(f"[{ctx.t('rule-cards-count', count=len(cards))}]"
                                                                 f"(../cards/?icon={id_})")), ""]
    return out


def _named_by(ctx: Context) -> dict[str, str]:
    """For each map entry: links to the rules that name its place (inert page text)."""
    keys = prose.declarations_with_prose(ctx.l10n, ctx.rules)
    out = {}
    for place, found in crosslinks.rules_naming(ctx.rules, keys).items():
        links = ctx.t("list-comma").join(
            f'<a href="../rules/#rule-{k}-{i}">{esc(prose.title(ctx.l10n, k, i, ctx.lang, ctx.rules.variants))}</a>'
            for k, i in found)
        out[place] = ctx.t("place-named-by", rules=Safe(links))
    return out


def rule_section(ctx: Context, kind: str, id_: Any) -> str:
    """The rulebook's section a declaration gives (`section "6.1"`), or ""."""
    section = ctx.rules.definitions.get((kind, id_), {}).get("section")
    if isinstance(section, Mapping):
        section = section.get("text")
    return str(section or "")


def _section_mark(ctx: Context, kind: str, id_: Any) -> list[str]:
    """Under a heading of the icons or tracks page: the rulebook's section its declaration gives, if any."""
    section = rule_section(ctx, kind, id_)
    return [f'<p class="wsdv-rule-section">{ctx.t("phase-section", section=section)}</p>', ""] if section else []


def notation_switch(ctx: Context) -> str:
    """A button that hides (or shows again) every box of the rule as the game runs it, for a reader
    who does not want the developer's view; the script shows it and keeps the choice for every page."""
    hide, show = ctx.t("notation-hide"), ctx.t("notation-show")
    return (f'<p class="wsdv-notation-switch" hidden data-search-exclude><button type="button" class="md-button" '
            f'aria-pressed="false" data-hide="{hide}" data-show="{show}">{hide}</button></p>')


def source_page(ctx: Context, slug: str) -> str:
    """A content file as it is written, every line numbered and anchored (`#L-<line>`)."""
    at = ctx.sources.used[slug]
    return "\n".join([f"# {esc(at.label)}", "", ctx.t("source-intro"), "",
                      notation_code(ctx.sources.whole(at)), ""])


def notation_code(code_text: str) -> str:
    return highlighted(code_text, anchors=True)


# ----------------------------------------------------------------------------------------- cards

def _value_text(ctx: Context, card: CardView) -> str:
    if card.special or not card.values:
        return ctx.t("card-value-none")
    if len(card.values) == 2:
        sides = card.box_sides or tuple(ctx.rules.sides)[:2]
        return ctx.t("card-value-dual", value1=card.values[0], value2=card.values[1],
                     side1=_side(ctx, sides[0] if sides else None), side2=_side(ctx, sides[1] if len(sides) > 1 else None))
    return ctx.t("card-value-both", value=card.values[0])


def _colour_text(ctx: Context, c: str) -> str:
    """A card colour is a content definition (`card_colour`): its name is the content's, in the page's language."""
    return ctx.name("card_colour", c)


def card_text(ctx: Context, card: CardView) -> str:
    """The generated card text in this language (plain text)."""
    return card.text.get(ctx.lang, "")


# The gallery's front matter: the theme's table of contents column stays out (the page has no headings
# to list, and an empty column took a quarter of a desktop's width from the tiles).
GALLERY_FRONT = "---\nhide:\n  - toc\n---\n\n"


# The gallery's orders (the script's `sort=` in the address; the words are `sort-<key>` of site.ftl):
# the gallery's own, by number, first.
SORTS = ("number", "title", "value-high", "value-low")


def cards_index(ctx: Context) -> str:
    t = ctx.t
    out = [GALLERY_FRONT + f"# {t('cards-title')}", "", t("cards-intro", count=len(ctx.cards)), ""]
    if not ctx.cards:
        out += [f'!!! note "{t("cards-none-title")}"', "", f"    {t('cards-none')}", ""]
        return "\n".join(out)
    decades = [d for d in ctx.rules.of_kind("decade")] or sorted({c.decade for c in ctx.cards})
    colours = sorted({c.colour for c in ctx.cards})
    icons = [i for i in ctx.rules.of_kind("icon") if any(i in {u.icon for u in c.icons} | set(c.corner)
                                                          for c in ctx.cards)]
    sides = list(ctx.rules.sides)
    opts = lambda values, label: "".join(  # noqa: E731
        f'<option value="{esc(v)}">{label(v)}</option>' for v in values)

    def select(name: str, label: str, values: list, words: Any) -> str:
        return (f'<label>{label} <select data-filter="{name}"><option value="">{t("filter-all", filter=name)}</option>'
                f'{opts(values, words)}</select></label>')

    # The count of shown cards, in the page's language, for every count the filters can give.
    counts = json.dumps({n: ctx.t.raw("cards-shown", count=n) for n in range(len(ctx.cards) + 1)},
                        ensure_ascii=False)
    values = sorted({v for c in ctx.cards if not c.special for v in c.values})
    out += ['<div class="wsdv-filters" data-search-exclude>',
            # words of a card's title or text (data-text on each tile), in the page's language
            f'<label>{t("filter-words")} <input type="search" data-filter="text" '
            f'placeholder="{t("filter-words-hint")}"></label>',
            select("decade", t("filter-decade"), decades, lambda d: ctx.name("decade", d)),
            select("colour", t("filter-colour"), colours, lambda c: _colour_text(ctx, c)),
            select("icon", t("filter-icon"), icons, lambda i: ctx.name("icon", i)),
            select("side", t("filter-side"), sides, lambda s: ctx.name("side", s)),
            select("value", t("filter-value"), values, str),
            # the order: the gallery's own (by number) first, then by title and by value
            f'<label>{t("sort-label")} <select data-sort>'
            + "".join(f'<option value="{key}">{t("sort-" + key)}</option>' for key in SORTS) + '</select></label>',
            f'<output class="wsdv-count" aria-live="polite" data-counts="{esc(counts)}">'
            f'{t("cards-shown", count=len(ctx.cards))}</output>',
            '</div>', "", '<div class="wsdv-gallery" data-search-exclude>']
    for card in ctx.cards:
        title = esc(card.title(ctx.lang))
        card_icons = " ".join(sorted({u.icon for u in card.icons} | set(card.corner)))
        card_values = "" if card.special else " ".join(str(v) for v in card.values)
        words = esc(" ".join(w for w in (card.number, card.title(ctx.lang), card_text(ctx, card)) if w))
        out.append(f'<a class="wsdv-card-tile" data-decade="{esc(card.decade)}" data-colour="{esc(card.colour)}" '
                   f'data-icon="{esc(card_icons)}" data-side="{esc(" ".join(card.triggered_by))}" '
                   f'data-value="{card_values}" data-text="{words}" data-title="{title}" '
                   f'href="{card.slug}/"><img src="svg/{card.slug}.svg" alt="{t("card-alt", number=card.number)}: '
                   f'{title}" width="250" height="350" loading="lazy"><span>{esc(card.number)} · {title}</span></a>')
    out += ["</div>", ""]
    return "\n".join(out)


def card_page(ctx: Context, card: CardView) -> str:
    t = ctx.t
    title = card.title(ctx.lang)
    # the card's text as the page's description (a shared link's preview), as plain data: the theme
    # escapes it (theme/main.html); JSON is YAML, so any text is one safe scalar;
    # and its number as the key a player looks it up by ("karta 68"), indexed by mkdocs_hooks.py
    front = ["---", f"wsdv_description: {json.dumps(card_text(ctx, card) or title, ensure_ascii=False)}",
             f"wsdv_search_key: {json.dumps(card.number, ensure_ascii=False)}", "---", ""]
    out = [*front, f"# {t('card-heading', number=card.number, title=title)}", "", *_faces_line(ctx, card),
           _card_neighbours(ctx, card), "",
           f'[![{t("card-alt", number=card.number)}](svg/{card.slug}.svg){{ .wsdv-card-picture }}]'
           f'(svg/{card.slug}.svg){{ .wsdv-card-face-link }}', ""]  # the face links to its full-size view
    text = card_text(ctx, card)
    if text:
        out += [f"## {t('card-text')}", "", f"> {esc(text)}", ""]
    played = card.played.get(ctx.lang)
    if played:   # a ruling has the game play a line otherwise: said as the ruling's, never as the card's text
        out += [f'!!! info "{t("card-played-title")}"', "", f"    {t('card-played', text=played)}", ""]
    rows = [[t("card-number"), esc(card.number)],
            [t("card-decade"), ctx.name("decade", card.decade)],
            [t("card-colour"), _colour_text(ctx, card.colour)],
            [t("card-value"), _value_text(ctx, card)]]
    if card.title_de:
        rows.append([t("card-title-de"), esc(card.title_de)])
    if card.title_en:
        rows.append([t("card-title-en"), esc(card.title_en)])
    if card.year:
        rows.append([t("card-year"), esc(card.year)])
    if card.corner:
        rows.append([t("card-corner"), ", ".join(f"[{ctx.name('icon', i)}](../../icons/#icon-{i})"
                                                 for i in card.corner)])
    if card.special:
        rows.append([t("card-special"), t("yes")])
    rows.append([t("card-trigger"), ", ".join(_side(ctx, s) for s in card.triggered_by) or "—"])
    rows += _face_rows(ctx, card)
    rows.append([t("card-source"), ctx.source_words(card.source)])
    out += [_table([t("card-field"), t("card-data")], rows), ""]
    out += _card_place_rules(ctx, card)
    out += _card_rules(ctx, card)
    if card.rows:
        out += [f"## {t('card-event')}", ""]
        pictos = for_rules(ctx.rules)
        for i, row in enumerate(card.rows, 1):
            icons = ", ".join(
                pictos.svg(u.icon, ctx.raw_name("icon", u.icon), u.side, size=24, cls="wsdv-inline-icon")
                + f" [{ctx.name('icon', u.icon)}](../../icons/#icon-{u.icon})"
                + (f" ({_side(ctx, u.side)})" if u.side else "") + (f" ×{u.n}" if u.n > 1 else "")
                # a place the icon itself gives (card 7: each country under its own icon); the row's
                # place is said once after the row's icons
                + (f" — *{ctx.name('places', tuple(u.where))}*" if "where" in u.given and u.where else "")
                + (f" — {t('card-crest', side=_side(ctx, u.crest))}" if u.crest else "")
                for u in row.icons)
            line = f"{i}. {icons}"
            if row.where:
                line += f" — *{ctx.name('places', row.where)}*"
            out.append(line)
            if row.note:  # the instruction printed under the icons, quoted as the face prints it
                out.append(f"    - {t('card-printed-note', note=row.note)}")
        out.append("")
    if card.arrows:
        out += [f"## {t('card-arrows')}", ""]
        pictos = for_rules(ctx.rules)
        out += [f"- {pictos.svg(a.icon, ctx.raw_name('track', a.track), a.toward, a.steps, 24, 'wsdv-inline-icon')} "
                f"{t('card-arrow', track=ctx.name('track', a.track), steps=a.steps, side=_toward(ctx, a.toward))}"
                for a in card.arrows]
        out.append("")
    # Only the headings that have something under them: most cards have no erratum and no ruling.
    for heading, records in ((t("card-errata"), card.errata), (t("card-rulings"), card.rulings)):
        if records:
            out += [f"## {heading}", ""]
            out += [f"- **{esc(record_date(ctx.l10n, r, ctx.lang))}** — {esc(record_text(ctx.l10n, r, ctx.lang))}"
                    + (f" ({ctx.source_words(r.source)})" if r.source else "") for r in records]
            out.append("")
    out += faq.card_link(ctx, card)
    out += _card_in_variants(ctx, card)
    out += [_card_neighbours(ctx, card, "div"), "", f"[{t('back-to-gallery')}](index.md)", ""]
    return "\n".join(out)


def _card_place_rules(ctx: Context, card: CardView) -> list[str]:
    """Links to the rules of the special places the card's event names (the places the content gives a rules section of their own)."""
    if ctx.place_rules is None:
        return []
    direct, _ = mapplaces.cards_naming(ctx.rules, [card])
    kinds = place_kinds(ctx.rules)
    named = [p for p, found in direct.items() if found]
    named += [p for p in mapplaces.named_places(ctx.rules, card) if kinds.get(p) == "city"]
    # a ruling about a special place names it in its message's id (`<rule>_in_<place>_<more>`)
    said = " ".join(str(r.message).replace("-", "_") for r in (*card.rulings, *card.errata))
    named += [p for p in kinds if ctx.place_rules(p) is not None and re.search(rf"(^|_){re.escape(p)}(_|$|\s)", said)]
    # places whose rules are one section (the ČSSR and Poland: the places abroad) share its one link,
    # which names them all, joined as the language joins names
    by_section: dict[str, list[str]] = {}
    for place in named:
        anchor = ctx.place_rules(place)
        if anchor is not None and place not in by_section.setdefault(anchor, []):
            by_section[anchor].append(place)
    if not by_section:
        return []
    links = [f"[{ctx.name('places', tuple(places))}](../../places/#{anchor})" for anchor, places in by_section.items()]
    return [ctx.t("card-place-rules", places=Safe(ctx.t("list-comma").join(links))), ""]


def _card_rules(ctx: Context, card: CardView) -> list[str]:
    """Links to the rules of the rules page that the card's event follows (its icons' rules)."""
    found = crosslinks.rules_of_card(card, prose.declarations_with_prose(ctx.l10n, ctx.rules))
    if not found:
        return []
    links = ctx.t("list-comma").join(
        f"[{esc(prose.title(ctx.l10n, k, i, ctx.lang, ctx.rules.variants))}](../../rules/#rule-{k}-{i})" for k, i in found)
    return [ctx.t("card-rules", rules=Safe(links)), ""]


def _card_link(ctx: Context, card: CardView) -> Safe:
    return Safe(f"[{esc(card.number)} · {esc(card.title(ctx.lang))}]({card.slug}.md)")


def _card_neighbours(ctx: Context, card: CardView, tag: str = "nav") -> str:
    """Links to the previous and the next card face in the gallery's order: a <nav> at the top, the
    same links as a plain block at the foot (two unnamed landmarks alike would be one too many)."""
    ordered = sorted(ctx.cards, key=lambda c: c.sort_key)
    i = next(i for i, c in enumerate(ordered) if c.id == card.id)
    parts = []
    if i > 0:
        parts.append(f"← {ctx.t('card-previous', card=_card_link(ctx, ordered[i - 1]))}")
    if i + 1 < len(ordered):
        parts.append(f"{ctx.t('card-next', card=_card_link(ctx, ordered[i + 1]))} →")
    return f'<{tag} class="wsdv-card-nav" data-search-exclude markdown>' + " · ".join(parts) + f"</{tag}>" if parts else ""


def _other_face(ctx: Context, card: CardView) -> CardView | None:
    return None if card.reverse is None else ctx.card(card.reverse)


def _faces_line(ctx: Context, card: CardView) -> list[str]:
    """Under a two-sided card's heading: that the page shows one of its faces, named, and the other's link
    (the faces share the number, so the heading alone would read like two cards IV)."""
    other = _other_face(ctx, card)
    if not card.face or other is None or not other.face:
        return []
    # Each face is named by its title, the name its heading and the face itself print (a face's
    # name of its own beside its title would give one face two names).
    link = Safe(f"[{esc(other.title(ctx.lang))}]({other.slug}.md)")
    words = ctx.t("card-faces", number=card.number, face=esc(card.title(ctx.lang)), other=link)
    return [f'<p class="wsdv-card-faces" markdown>{words}</p>', ""]


def _face_rows(ctx: Context, card: CardView) -> list[list[str]]:
    """A two-sided card's face, named from the locales, and a link to its other face."""
    rows = []
    other = _other_face(ctx, card)
    if other is not None:
        rows.append([ctx.t("card-other-face"), f"[{esc(other.title(ctx.lang))}]({other.slug}.md)"])
    return rows


# One writer per variant and language for a whole build (the diff object is kept with it, so its id
# is never reused while the entry lives).
_WRITERS: dict[tuple[int, str], tuple[VariantDiff, DiffWriter]] = {}


def _card_in_variants(ctx: Context, card: CardView) -> list[str]:
    """What each variant changes on this card, said by the writer of `wsdv diff` and the variants page."""
    out: list[str] = []
    for v in ctx.variants:
        key = (id(v), ctx.lang)
        if key not in _WRITERS or _WRITERS[key][0] is not v:
            if len(_WRITERS) > 64:
                _WRITERS.clear()
            _WRITERS[key] = (v, DiffWriter(v.base, v.other, ctx.lang, ctx.content, strings=ctx.t.plain(), player=True,
                                           names=ctx.names))
        lines = _WRITERS[key][1].items_for(v, "card", card.id)
        used = _changed_uses(ctx, v, card)
        if lines or used:
            title = ctx.raw_name("variant", v.name) if ctx.names.known("variant", v.name, ctx.lang) else v.title
            out += [f"## {ctx.t('card-in-variant', variant=title or v.name)} {{ #in-{v.name} }}", ""]
            # The writer's sentences are plain text, made inert here like every other text.
            out += _diff_lines(ctx, [(depth - 1, text) for depth, text in lines if depth > 0])
            out += used
            out.append("")
    return out


def _changed_uses(ctx: Context, v: VariantDiff, card: CardView) -> list[str]:
    """What a variant changes in what the card uses, though not in the card itself: an icon of its
    event whose definition the variant changes, a track its arrows move; each said in the variant's
    words for that rule (its prose), linked to the rule."""
    changed = {(k, str(i)) for k, i, _ in v.changed}
    out = []
    for kind, ids, msg, anchor in (("icon", sorted({u.icon for u in card.icons}), "card-edition-icon", "../../icons/#icon-"),
                                   ("track", sorted({a.track for a in card.arrows}), "card-edition-track",
                                    "../../tracks/#track-")):
        for id_ in ids:
            if (kind, id_) not in changed or v.other is None:
                continue
            said = prose.prose(ctx.l10n, v.other, kind, id_, ctx.lang, base=v.base)
            if said is None or said.variant is None:
                continue
            link = Safe(f"[{ctx.name(kind, id_)}]({anchor}{id_})")
            out.append(f"- {ctx.t(msg, name=link, text=said.text)}")
    return out


# ----------------------------------------------------------------------------------------- icons

def sides_in_use(ctx: Context) -> dict[str, list[str]]:
    """For each icon, the sides the game ever aims it at: on the cards (as printed and as played) and on
    the tracks' spaces and ends, in the content's order of sides.

    The icons page says what an icon does to each of these sides only. An icon's definition takes any
    side, but the game may use it for one: every rundown icon strikes East (§5.3, only East's factories
    run down), so "1 factory of West in the West becomes rundown" described a move that never happens
    and that the rulebook rules out (the site review)."""
    reader = Reader(ctx.rules)
    found: dict[str, set[str]] = {}
    uses = [u for card in ctx.cards for row in card.card.rows for u in (*row.icons, *row.printed)]
    for track in ctx.rules.tracks.values():
        calls = [c for space in track.spaces.values() for c in space.icons]
        calls += [c for end in track.overflow.values() for c in end]
        uses += [reader.use(c) for c in calls]
    for use in uses:
        if use.side is not None:
            found.setdefault(use.icon, set()).add(use.side)
    return {icon: [s for s in ctx.rules.sides if s in sides] for icon, sides in found.items()}


def icon_pictures(ctx: Context, icon: str, used: Mapping[str, list[str]] | None = None) -> str:
    """The icon's pictogram, once for each side it may target (an arrow icon with one arrow): of those,
    the sides the game uses it for, when `used` (see sides_in_use) knows of any."""
    pictos = for_rules(ctx.rules)
    steps = 1 if pictos.is_arrow(icon) else 0
    sides = pictos.sides(icon)
    if used and used.get(icon) and sides != [None]:
        sides = list(used[icon])
    pictures = [pictos.svg(icon, ctx.raw_name("icon", icon) + (f" — {ctx.raw_name('side', side)}" if side else ""),
                           side, steps, size=64) for side in sides]
    return f'<div class="wsdv-pictogram">{"".join(pictures)}</div>'


def icon_sentences(ctx: Context, icon: str, used: Mapping[str, list[str]] | None = None) -> list[str]:
    """What an icon says, as a card says it (the card-text messages): once for each side it may
    target (of those, the sides the game uses it for, when `used` knows of any), or once if it
    targets no side."""
    data = ctx.rules.definitions.get(("icon", icon), {})
    params = [p.get("name") for p in data.get("params", ()) if isinstance(p, Mapping)]
    writer, reader = ctx.card_text(), Reader(ctx.rules)
    sides = list(used[icon]) if used and used.get(icon) else list(ctx.rules.sides)
    calls = ([{"call": icon, "args": [side]} for side in sides] if params[:1] == ["side"]
             else [{"call": icon, "args": []}])
    return list(dict.fromkeys(writer.icon(reader.use(c)) for c in calls))


def icons_page(ctx: Context) -> str:
    t = ctx.t
    icons = ctx.rules.of_kind("icon")
    out = [f"# {t('icons-title')}", "", t("icons-intro", count=len(icons)), "", edition_switch(ctx), ""]
    used: dict[str, list[CardView]] = {}
    for card in ctx.cards:
        for icon in {u.icon for u in card.icons} | set(card.corner):
            used.setdefault(icon, []).append(card)
    tracks: dict[str, list[str]] = {}
    for track in ctx.rules.tracks.values():
        for space in track.spaces.values():
            for use in space.icons:
                tracks.setdefault(use.get("call"), []).append(track.id)
    aimed = sides_in_use(ctx)
    for icon, data in icons.items():
        name = ctx.raw_name("icon", icon)
        out += [f"## {esc(name)} {{ #icon-{icon} }}", "", *_section_mark(ctx, "icon", icon),
                icon_pictures(ctx, icon, aimed), ""]
        out += [f"**{t('label', label=t('icon-meaning'))}**", ""]
        out += [f"- {esc(sentence)}" for sentence in icon_sentences(ctx, icon, aimed)] + [""]
        out += rule_block(ctx, "icon", icon)
        out += [f"**{t('label', label=t('card-source'))}** {ctx.source_words(data.get('source', ''))}", ""]
        cards = sorted(used.get(icon, []), key=lambda c: c.sort_key)
        if cards:
            links = ", ".join(f"[{esc(c.number)} · {esc(c.title(ctx.lang))}](../cards/{c.slug}/)" for c in cards)
            out += [f"**{t('label', label=t('icon-used-by'))}** {links}", ""]
        else:
            out += [f"**{t('label', label=t('icon-used-by'))}** {t('icon-used-by-none')}", ""]
        if icon in tracks:
            out += [f"**{t('label', label=t('icon-on-tracks'))}** "
                    + ", ".join(sorted({ctx.name('track', x) for x in tracks[icon]})), ""]
    return "\n".join(out)


# ------------------------------------------------------------------------------------------- map

def map_page(ctx: Context) -> str:
    t, r = ctx.t, ctx.rules
    out = [f"# {t('map-title')}", "", t("map-intro", provinces=len(r.provinces), cities=len(r.cities),
                                         connections=len(r.connections), lines=r.blue_lines), "",
           f'<div class="wsdv-boardmap"><div class="wsdv-boardmap-scroll">{board_map(ctx)}</div>'
           f'<p class="wsdv-boardmap-full"><a href="../map.svg">{t("map-full-size")}</a></p></div>', "",
           f"## {t('map-places')} {{ #map-places }}", "",
           f'{t("map-places-intro")} <a class="wsdv-places-all" href="#places">{t("map-places-all")}</a>', "",
           mapplaces.places_html(r, ctx.cards, t, ctx.name, rules_of=ctx.place_rules, named_by=_named_by(ctx),
                                 start=_starting_pieces(ctx)), "",
           f"## {t('map-provinces')}", ""]
    rows = []
    for p in r.provinces.values():
        cities = [ctx.name("city", c.id) for c in r.cities.values() if p.id in c.provinces]
        rows.append([ctx.name("province", p.id), _side(ctx, p.side),
                     ", ".join(ctx.name("province", n) for n in p.neighbours),
                     ", ".join(cities) or "—", t("yes") if p.builds else t("no")])
    out += [_table([t("col-province"), t("col-side"), t("col-neighbours"), t("col-cities"), t("col-builds")],
                   rows), ""]
    sectors = [(p, s) for p in r.provinces.values() for s in p.sectors]
    if sectors:
        out += [f"## {t('map-sectors')}", "", t("map-sectors-intro"), ""]
        out += [_table([t("col-province"), t("col-sector"), t("col-supplier")],
                       [[ctx.name("province", p.id), ctx.name("sector", s.id), ctx.name("province", s.supplier)]
                        for p, s in sectors]), ""]
    out += [f"## {t('map-cities')}", ""]
    rows = []
    for c in r.cities.values():
        where = (ctx.name("province", c.province) if c.province else
                 " / ".join(ctx.name("province", x) for x in c.floating) if c.floating else
                 ctx.name("country", c.country) if c.country else "—")
        marks = []
        if c.mark:
            marks.append(t(f"mark-{c.mark}"))  # the schema's marks, each with its site string
        if c.floating and c.chooser:
            marks.append(t("mark-floating", side=_side(ctx, c.chooser)))
        if not c.connectable:
            marks.append(t("mark-unconnectable"))
        links = [ctx.name("city", e) + (" (2)" if conn.lines == 2 else "")
                 for conn in r.connections.values() if c.id in conn.ends for e in conn.ends if e != c.id]
        rows.append([ctx.name("city", c.id), where, t("list-semicolon").join(marks) or "—", ", ".join(links) or "—",
                     ctx.source_words(c.source)])
    out += [_table([t("col-city"), t("col-where"), t("col-marks"), t("col-connections"), t("card-source")], rows),
            ""]
    return "\n".join(out)


def _starting_pieces(ctx: Context) -> dict[str, str]:
    """For each province, sector and country: what the content's setup leaves there (its pieces, and the
    factory of each of its cities that has one), as inert page text; a place left empty is missing.
    Taken from a run of the setup (setupmap.setup_board), as the Learn path's set-up picture is."""
    r, raw = ctx.rules, ctx.t.raw
    board, _ = setupmap.setup_board(ctx)
    places = [*r.provinces, *(s.id for p in r.provinces.values() for s in p.sectors), *r.countries]
    out: dict[str, str] = {}
    for place in places:
        items = [examplemap.pieces_words(ctx, board.pieces[place])] if board.pieces.get(place) else []
        for c in r.cities.values():
            site = board.sites.get(c.id)
            if site and (place in c.provinces or c.country == place):
                what = raw("list-comma").join([ctx.raw_name("piece", site),
                                               raw("example-value", value=board.values.get(c.id, 0))])
                items.append(raw("example-picture-item", place=ctx.raw_name("city", c.id), state=what))
        if items:
            out[place] = esc(raw("list-semicolon").join(items))
    return out


def board_map(ctx: Context, link: str = "#place-") -> str:
    """The map (boardmap.py), its title, description and legend from the page's language."""
    t = ctx.t
    words = boardmap.MapText(t.raw("map-svg-title"), t.raw("map-svg-desc"),
                             {"city": t.raw("legend-city"), "setup": t.raw("legend-setup"),
                              "special": t.raw("legend-special"), "lines": t.raw("legend-lines")})
    return boardmap.map_svg(ctx.rules, ctx.namer(), words, link)


def map_svg(ctx: Context) -> str:
    """The full-size map, a file of its own next to the page: its areas link to the page's list."""
    return board_map(ctx, "map/#place-")


# ---------------------------------------------------------------------------------------- tracks

def tracks_page(ctx: Context) -> str:
    t, r = ctx.t, ctx.rules
    writer, reader = ctx.card_text(), Reader(r)

    def said(uses: Any) -> str:
        return " ".join(esc(writer.icon(reader.use(u))) for u in uses)

    out = [f"# {t('tracks-title')}", "", t("tracks-intro"), "", edition_switch(ctx), ""]
    for track in r.tracks.values():
        name = ctx.raw_name("track", track.id)
        heading = upper_first(name)   # a track's name is lower-case in running text
        out += [f"## {esc(heading)} {{ #track-{track.id} }}", "", *_section_mark(ctx, "track", track.id),
                t("track-range", lo=track.lo, hi=track.hi, start=track.start), ""]
        if track.steps_per_point != 1:
            out += [t("track-steps", steps=track.steps_per_point), ""]
        out += _track_ends(ctx, track)
        out += [_edition_passage(ctx, v, esc(words)) for v, words in _other_editions(ctx, "track", track.id)]
        out += [f'<div class="wsdv-track-picture" role="region" aria-label="{esc(name)}">'
                f'{svg.track_svg(track, r, ctx.namer(), name, ctx.lang)}</div>', ""]
        zones = [z for z in track.zones if z.advantage]
        if zones:
            out += [_table([t("col-spaces"), t("col-advantage")],
                           [[f"{whole(z.lo, ctx.lang)} … {whole(z.hi, ctx.lang)}", _side(ctx, z.advantage)]
                            for z in zones]), ""]
        out += _space_rows(ctx, track, said)
        for end, printed in track.overflow.items():
            # one of several icons, or all of them: a single icon has no choice to tell
            how = t("overflow-one") if track.overflow_choice.get(end) == "one" else t("overflow-all")
            out += [f"- {t('label', label=t(f'overflow-{end}'))} " + said(printed) + (f" ({how})" if len(printed) > 1 else "")]
        if track.overflow:
            out.append("")
    out += _sequence_tracks(ctx)
    out += [f"## {t('setup-title')} {{ #setup }}", ""]
    for sid in r.of_kind("setup"):
        out += [f"### {esc(prose.title(ctx.l10n, 'setup', sid, ctx.lang))} {{ #setup-{sid} }}", ""]
        out += rule_block(ctx, "setup", sid)
    setup_cities = [ctx.raw_name("city", c.id) for c in r.cities.values() if c.mark == "setup"]
    if setup_cities:
        out += [t("setup-cities", cities=", ".join(setup_cities)), ""]
    out += [f"### {t('pieces-title')}", "",
            _table([t("col-piece"), t("col-count"), t("col-side")],
                   [[ctx.name("piece", p.id), p.count, _side(ctx, p.side)] for p in r.pieces.values()]), ""]
    decks = r.of_kind("deck")
    if decks:
        out += [f"### {t('deck-title')}", ""]
        for did, d in decks.items():
            # A deck has no name of its own (its id is notation, never shown): it is called by the heading
            # of its rule, which the line links to; the review saw the id "standard:" leak here.
            rule = Safe(f'<a href="../rules/#rule-deck-{did}">'
                        f'{esc(prose.title(ctx.l10n, "deck", did, ctx.lang, ctx.rules.variants))}</a>')
            out.append("- " + t("deck-plan", name=rule, display=d.get("display", 0),
                                hand=d.get("hand", 0), halves=d.get("halves", 0), decades=len(r.of_kind("decade"))))
        out.append("")
    return "\n".join(out)


def _sequence_tracks(ctx: Context) -> list[str]:
    """Each sequence of phases drawn as a track, as the board prints the end-of-decade track (the review
    missed it among the tracks), then its phases listed with links to their rules on the phases page.
    A phase with another face (`wall_side`) shows it, as the marker's other side does."""
    r, t = ctx.rules, ctx.t
    out: list[str] = []
    for sid, seq in r.of_kind("sequence").items():
        phases = [p for p in seq.get("phases", ()) if p in r.phases]
        if not phases:
            continue
        name = ctx.raw_name("sequence", sid)
        flag = seq.get("wall_flag")

        def other(pid: str) -> str | None:
            alt = r.phases[pid].wall_side
            return alt if alt and alt in r.phases else None

        steps = [(whole(i, ctx.lang), ctx.raw_name("phase", p), ctx.raw_name("phase", a) if (a := other(p)) else None)
                 for i, p in enumerate(phases, 1)]
        out += [f"## {esc(upper_first(name))} {{ #sequence-{sid} }}", "", *_section_mark(ctx, "sequence", sid),
                f'<div class="wsdv-track-picture" role="region" aria-label="{esc(name)}">'
                f'{svg.sequence_svg(steps, name)}</div>', ""]
        for i, pid in enumerate(phases, 1):
            out.append(f"{i}. [{ctx.name('phase', pid)}](../phases/#phase-{pid})")
            alt = other(pid)
            if alt:
                link = Safe(f'<a href="../phases/#phase-{alt}">{ctx.name("phase", alt)}</a>')
                out.append("    - " + t("phase-instead", phase=link, flag=ctx.raw_name("flag", flag or "")))
        out.append("")
    return out


def _track_ends(ctx: Context, track: Any) -> list[str]:
    """Which end of a track favours whom: the end an arrow toward a side pushes the marker to, as the
    engine moves it (Track.direction). Said only for a track that arrows move by side, one with a zone
    that gives an advantage or with something printed past its ends; the review saw the all-green
    currency strip and could not tell its ends apart."""
    if not (any(z.advantage for z in track.zones) or track.overflow):
        return []
    sides = tuple(ctx.rules.sides)
    low = next((s for s in sides if track.direction(s, sides) < 0), None)
    high = next((s for s in sides if track.direction(s, sides) > 0), None)
    if low is None or high is None:
        return []
    return [ctx.t("track-ends", low=whole(track.lo, ctx.lang), high=whole(track.hi, ctx.lang),
                  lowside=_toward(ctx, low), highside=_toward(ctx, high)), ""]


def _space_rows(ctx: Context, track: Any, said: Callable[[Any], str]) -> list[str]:
    """A track's table of what is printed under its spaces, one row per run of neighbouring spaces that
    print the same ("−4 … −3"); a track whose every space prints just its own number as its gain has a
    sentence instead, since such a table repeats the strip (the review counted 12 rows of "−6 → −6")."""
    t = ctx.t
    printed = [(n, track.spaces[n]) for n in range(track.lo, track.hi + 1) if n in track.spaces]
    if not printed:
        return []
    if all(not sp.icons and sp.gain == n for n, sp in printed):
        return [t("track-gain-is-space"), ""]
    runs: list[tuple[int, int, Any]] = []
    for n, sp in printed:
        same = (tuple(map(repr, sp.icons)), sp.gain)
        if runs and runs[-1][1] == n - 1 and runs[-1][2] == same:
            runs[-1] = (runs[-1][0], n, same)
        else:
            runs.append((n, n, same))
    rows = []
    for lo, hi, _ in runs:
        space = track.spaces[lo]
        where = whole(lo, ctx.lang) if lo == hi else f"{whole(lo, ctx.lang)} … {whole(hi, ctx.lang)}"
        icons = said(space.icons) if space.icons else "—"
        gain = "—" if space.gain is None else signed(space.gain, ctx.lang, 0)
        rows.append([where, icons, gain])
    has_icons = any(row[1] != "—" for row in rows)
    has_gain = any(row[2] != "—" for row in rows)
    headers = [t("col-spaces" if any(lo != hi for lo, hi, _ in runs) else "col-space")] + ([t("col-icons")] if has_icons else []) + ([t("col-gain")] if has_gain else [])
    rows = [[row[0]] + ([row[1]] if has_icons else []) + ([row[2]] if has_gain else []) for row in rows]
    return [_table(headers, rows), ""]


# ---------------------------------------------------------------------------------------- phases

def phases_page(ctx: Context) -> str:
    t, r = ctx.t, ctx.rules
    out = [f"# {t('phases-title')}", "", notation_switch(ctx), "", edition_switch(ctx), ""]
    sequences = r.of_kind("sequence")
    ordered: list[str] = []
    for sid, seq in sequences.items():
        out += rule_block(ctx, "sequence", sid)  # its prose says how many phases and in what order
        ordered += [p for p in seq.get("phases", ()) if p not in ordered]
    alternates = {p.wall_side: p.id for p in r.phases.values() if p.wall_side}
    ordered += [p for p in r.phases if p not in ordered and p not in alternates]
    for i, pid in enumerate(ordered, 1):
        phase = r.phases[pid]  # the track names phases that exist: content checks its references
        out += [f"## {i}. {ctx.name('phase', pid)} {{ #phase-{pid} }}", ""]
        if phase.section:
            out += [t("phase-section", section=phase.section), ""]
        out += rule_block(ctx, "phase", pid)
        if phase.wall_side and phase.wall_side in r.phases:
            alt = r.phases[phase.wall_side]
            flag = next((s.get("wall_flag") for s in sequences.values() if s.get("wall_flag")), None)
            out += [f"### {t('phase-instead', phase=ctx.raw_name('phase', alt.id), flag=ctx.raw_name('flag', flag or ''))}"
                    f" {{ #phase-{alt.id} }}", ""]
            if alt.section:
                out += [t("phase-section", section=alt.section), ""]
            out += rule_block(ctx, "phase", alt.id)
    for rid in _routines_called(r, [r.definitions[("phase", p)] for p in r.phases]):
        if prose.prose(ctx.l10n, r, "routine", rid, ctx.lang, base=_site_base(ctx)) is not None:
            out += [f"## {esc(prose.title(ctx.l10n, 'routine', rid, ctx.lang))} {{ #routine-{rid} }}", ""]
            out += rule_block(ctx, "routine", rid)
    outcomes = r.of_kind("outcome")
    if outcomes:
        out += [f"## {t('outcomes-title')} {{ #outcomes }}", ""]
        for oid in outcomes:
            out += [f"### {ctx.name('outcome', oid)} {{ #outcome-{oid} }}", ""]
            out += rule_block(ctx, "outcome", oid)
    return "\n".join(out)


def _routines_called(rules: Rules, data: Any) -> list[str]:
    """The routines the given declarations call by name, in the order they first call them: the phases
    page explains those that have prose (who pays, who chooses) after the phases that use them."""
    found: list[str] = []

    def walk(x: Any) -> None:
        if isinstance(x, Mapping):
            name = x.get("fn") if x.get("do") == "call" else x.get("call")  # a statement's call, an expression's
            if isinstance(name, str) and ("routine", name) in rules.definitions and name not in found:
                found.append(name)
            for v in x.values():
                walk(v)
        elif isinstance(x, list | tuple):
            for v in x:
                walk(v)

    walk(data)
    return found


# -------------------------------------------------------------------------------------- variants

def variants_page(ctx: Context) -> str:
    t = ctx.t
    # The variants' names are the page's search key, as a card's number is its page's: a player who
    # types a variant's name ("2. Auflage") is looking for it here, not for a card that mentions it
    # (card 77's text holds the "2" too, which ranked its page first).
    names = [ctx.raw_name("variant", v.name) if ctx.names.known("variant", v.name, ctx.lang) else (v.title or v.name)
             for v in ctx.variants]
    front = ["---", f"wsdv_search_key: {json.dumps(' '.join(names), ensure_ascii=False)}", "---", ""] if names else []
    out = [*front, f"# {t('variants-title')}", "", t("variants-intro"), ""]
    if not ctx.variants:
        out += [t("variants-none"), ""]
        return "\n".join(out)
    for v in ctx.variants:
        title = ctx.name("variant", v.name) if ctx.names.known("variant", v.name, ctx.lang) else esc(v.title)
        out += [f"## {title or esc(v.name)} {{ #variant-{v.name} }}", ""]
        # A player reads first what the variant is and how it changes the game, in plain words; then each
        # rule it changes, precisely; last, for the program's users, how to play with it.
        own = prose.prose(ctx.l10n, v.other, "variant", v.name, ctx.lang, base=v.base) if v.other is not None else None
        if own is not None:  # the variant's own prose, in the page's language
            out += [esc(own.text), ""]
        elif v.note:  # no prose yet: the note its declaration carries, as written
            out += [esc(v.note), ""]
        out += [f"### {t('variant-changes-title')} {{ #variant-{v.name}-changes }}", ""]
        # The same writer as `wsdv diff` (interpreter/words/diff.py), in this page's language and a player's
        # wording: its sentences are plain text (content notation in backticks), made inert here like every other text.
        writer = DiffWriter(v.base, v.other, ctx.lang, ctx.content, strings=ctx.t.plain(), names=ctx.names, player=True)
        out += _diff_lines(ctx, list(writer.items(v)))
        out += ["", f"<p><small>{t('variant-use', name=v.name)} <code>wsdv play --variant {esc(v.name)}</code></small></p>", ""]
    return "\n".join(out)


def _diff_lines(ctx: Context, items: list[tuple[int, str]]) -> list[str]:
    """The diff writer's items as a nested Markdown list: a sentence as inert text; the notation lines
    beneath a sentence, one after another, as one collapsed block of code."""
    groups: list[tuple[int, list[str]]] = []
    for depth, text in items:
        if isinstance(text, Code) and groups and groups[-1][0] == depth and isinstance(groups[-1][1][0], Code):
            groups[-1][1].append(text)
        else:
            groups.append((depth, [text]))
    return ["    " * depth + f"- {_diff_item(ctx, texts)}" for depth, texts in groups]


def _diff_item(ctx: Context, texts: list[str]) -> str:
    """One item: a sentence as inert text, or notation lines as collapsed code."""
    if isinstance(texts[0], Code):
        return (f'{FOLD_OPEN}<summary>{ctx.t("variant-notation")}</summary>'
                + "<br>".join(f"<code>{esc(text)}</code>" for text in texts) + "</details>")
    return esc(texts[0])


# -------------------------------------------------------------------------------------- glossary

GLOSSARY_KINDS = ("side", "province", "sector", "country", "city", "track", "piece", "icon", "phase", "decade",
                  "outcome")


def _terms_table(ctx: Context, langs: list[str]) -> str:
    """The game's terms from the content's glossary (`glossary-<term>` with a `.definition`)."""
    loc = ctx.l10n
    headers = [language_name(langs[0]), ctx.t("glossary-meaning")] + [language_name(x) for x in langs[1:]]

    def term(msg: str, lang: str, attribute: str | None = None) -> str:
        return esc(loc.text(msg, lang, attribute=attribute)) if loc.has_text(msg, lang) else "—"

    rows = [[term(m, langs[0]), term(m, langs[0], "definition")] + [term(m, x) for x in langs[1:]]
            for m in loc.message_ids(DEFAULT_LANGUAGE, prefix="glossary-")]
    return _table(headers, rows)


def glossary_page(ctx: Context) -> str:
    """Terms in every language of the site: the game's words (the content's glossary), then every
    named definition and every card title. A site built in some of the languages (`--language`)
    has their columns alone: it holds no other language's pages, and its cards no other's titles."""
    t = ctx.t
    langs = [ctx.lang] + [x for x in ctx.languages or ctx.l10n.languages if x != ctx.lang]
    headers = [language_name(x) for x in langs]
    out = [f"# {t('glossary-title')}", "", t("glossary-intro"), "", f"## {t('glossary-terms')}", "",
           _terms_table(ctx, langs), ""]
    for kind in GLOSSARY_KINDS:
        ids = [str(i) for i in ctx.rules.of_kind(kind)]
        if kind == "sector":
            ids = [s.id for p in ctx.rules.provinces.values() for s in p.sectors]
        if not ids:
            continue
        rows = [[esc(ctx.names(kind, i, x)) for x in langs] for i in ids]
        # A heading of its own (plural, capitalised: "## Provinces"), not the kind's name ("province").
        out += [f"## {t(f'glossary-kind-{kind}')}", "", _table(headers, rows), ""]
    if ctx.cards:
        out += [f"## {t('nav-cards')}", "",
                _table([t("col-number")] + headers,
                       [[esc(c.number)] + [esc(c.title(x)) for x in langs] for c in ctx.cards]), ""]
    return "\n".join(out)
