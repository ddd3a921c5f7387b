"""What a click on the map shows: each province's (and country's) cities and the cards that name it.

Derived from the content alone: a place's cities are the cities that lie in it (a floating city in
each province it may count for), and a card names a place when one of its event rows names it as
its place (`where`) or one of its icons takes it as an argument (`where = my_country`).
A card that names a city names the city's province (or country) too; a card that names a group
(a region of several provinces) is listed apart, under the group's name, for every member of the group.

The list is plain HTML in the page, one section per place (`#place-ID`): the map's areas link to
them, so the list works without a script, with a keyboard, and from the full-size map file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..rules.model import Rules
from ..words.l10n import upper_first
from ..words.markup import Safe
from ..words.markup import text as esc
from ..words.sitestrings import Strings
from .carddata import CardView, place_kinds
from .svg import quoteattr


def strings_in(value: Any) -> Iterable[str]:
    """Every text inside a declaration's data (nested mappings and lists): where a place may be named."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from strings_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings_in(v)


def named_places(rules: Rules, card: CardView) -> set[str]:
    """The ids of places (provinces, countries, cities, groups, sectors) a card's event names."""
    kinds = place_kinds(rules)
    out: set[str] = set()
    for row in card.card.rows:
        out |= set(row.where)
        for use in row.icons:
            out |= {s for s in strings_in(dict(use.args)) if s in kinds}
    return out


def cards_naming(rules: Rules, cards: Iterable[CardView]) -> tuple[dict[str, list[CardView]],
                                                                    dict[str, dict[str, list[CardView]]]]:
    """For each province and country: the cards that name it (or one of its cities or sectors), and by
    group it belongs to, the cards that name the group; for each sector, the cards that name it."""
    kinds = place_kinds(rules)
    sector_of = {s.id: p.id for p in rules.provinces.values() for s in p.sectors}
    direct: dict[str, list[CardView]] = {p: [] for p in [*rules.provinces, *rules.countries, *sector_of]}
    by_group: dict[str, dict[str, list[CardView]]] = {p: {} for p in direct}
    for card in sorted(cards, key=lambda c: c.sort_key):
        places: set[str] = set()
        for name in named_places(rules, card):
            kind = kinds.get(name)
            if kind in ("province", "country"):
                places.add(name)
            elif kind == "city":
                city = rules.cities[name]
                places |= set(city.provinces) | ({city.country} if city.country else set())
            elif kind == "sector" and name in sector_of:
                places |= {name, sector_of[name]}
            elif kind == "group":
                for member in rules.groups[name].members:
                    if member in by_group:
                        by_group[member].setdefault(name, []).append(card)
        for place in sorted(places):
            if place in direct:
                direct[place].append(card)
    return direct, by_group


def places_html(rules: Rules, cards: Iterable[CardView], t: Strings, name: Any, cards_up: str = "../",
                rules_of: Any = None, named_by: Mapping[str, str] | None = None,
                start: Mapping[str, str] | None = None) -> str:
    """The page's list of places: a section per province and country with its cities (and what kind of
    city each is) and the cards naming it, linked to their pages. `name(kind, id)` gives inert page text;
    `rules_of(place)` the anchor of the special places page's section about a place (or None), linked
    from its entry (and from a city's line); `named_by[place]`, inert page text linking the rules that
    name the place (crosslinks.py), under its heading; `start[place]`, inert page text saying what the
    content's setup puts there (pages.map_page runs it), after its neighbours."""

    def started(place: str) -> str:
        """What the place holds when the game starts: the review found the entries silent on it."""
        if not start or not start.get(place):
            return ""
        return (f'<p class="wsdv-place-start"><strong>{t("label", label=t("map-place-start"))}</strong> '
                f'{start[place]}</p>')

    def rules_link(place: str, kind: str) -> str:
        anchor = rules_of(place) if rules_of is not None else None
        if anchor is None:
            return ""
        return (f'<p class="wsdv-place-rules"><a href="{cards_up}places/#{anchor}">'
                f'{t("map-place-rules", place=name(kind, place))}</a></p>')

    direct, by_group = cards_naming(rules, cards)
    lang = t.lang

    def named(place: str) -> str:
        """The rules naming the place, under the link to its special rules."""
        return f'<p class="wsdv-place-named-by">{named_by[place]}</p>' if named_by and place in named_by else ""

    def card_links(found: list[CardView]) -> str:
        return "".join(f'<li><a href="{cards_up}cards/{c.slug}/">{esc(c.number)} · {esc(c.title(lang))}</a></li>'
                       for c in found)

    pieces = [str(pid) for (kind, pid), data in rules.definitions.items() if kind == "piece"
              and data.get("sectors") == "yes"]
    sectors = {s.id: (p, s) for p in rules.provinces.values() for s in p.sectors}
    sections = []
    for kind, pid in [*(("province", p) for p in rules.provinces), *(("sector", s) for s in sectors),
                      *(("country", c) for c in rules.countries)]:
        head = upper_first(name(kind, pid))   # a sector's name is lower-case in running text
        parts = [f'<section class="wsdv-place" id={quoteattr("place-" + pid)} data-id={quoteattr(pid)} '
                 f'data-kind={quoteattr(kind)} tabindex="-1"><h3>{head}</h3>']
        if kind == "sector":  # a sector: its province, its supplier, what is kept in it, the cards naming it
            province, sector = sectors[pid]
            parts.append(f'<p class="wsdv-place-side">{name("side", province.side)}</p>')
            parts.append(rules_link(province.id, "province"))
            parts.append(named(pid))
            parts.append(started(pid))
            parts.append('<p class="wsdv-sector-of">' + t(
                "map-sector-of", province=Safe(f'<a href="#place-{province.id}">{name("province", province.id)}</a>'),
                supplier=Safe(f'<a href="#place-{sector.supplier}">{name("province", sector.supplier)}</a>')) + "</p>")
            if pieces:
                parts.append('<p class="wsdv-sector-holds">' + t(
                    "map-sector-holds", pieces=", ".join(name("piece", k) for k in pieces)) + "</p>")
            parts.append(f'<p><strong>{t("map-place-cards")}</strong></p>')
            parts.append('<ul class="wsdv-place-cards">' + card_links(direct[pid]) + "</ul>" if direct[pid]
                         else f"<p>{t('map-place-no-cards')}</p>")
            sections.append("".join(parts) + "</section>")
            continue
        side = rules.provinces[pid].side if kind == "province" else None
        if side:
            parts.append(f'<p class="wsdv-place-side">{name("side", side)}</p>')
        parts.append(rules_link(pid, kind))
        parts.append(named(pid))
        # A province's neighbours, each linked to its entry: the review found an entry without them, though
        # where a player may spread to is what a click on the map is for.
        neighbours = rules.provinces[pid].neighbours if kind == "province" else ()
        if neighbours:
            parts.append(f'<p class="wsdv-place-neighbours"><strong>{t("label", label=t("col-neighbours"))}</strong> '
                         + t("list-comma").join(f'<a href="#place-{n}">{name("province", n)}</a>' for n in neighbours)
                         + "</p>")
        parts.append(started(pid))
        cities = [c for c in rules.cities.values() if pid in c.provinces or c.country == pid]
        parts.append(f'<p><strong>{t("map-place-cities")}</strong></p>')
        if cities:
            items = []
            for c in cities:
                marks = [t(f"mark-{c.mark}") if c.mark and t.has(f"mark-{c.mark}") else t("map-kind-city")]
                if c.floating and c.chooser:
                    marks.append(t("mark-floating", side=name("side", c.chooser)))
                if not c.connectable:
                    marks.append(t("mark-unconnectable"))
                anchor = rules_of(c.id) if rules_of is not None else None
                more = (f' <a href="{cards_up}places/#{anchor}">{t("map-place-rules", place=name("city", c.id))}</a>'
                        if anchor else "")
                items.append(f'<li data-city={quoteattr(c.id)}>{name("city", c.id)} '
                             f'<span class="wsdv-kind">({"; ".join(marks)})</span>{more}</li>')
            parts.append('<ul class="wsdv-place-cities">' + "".join(items) + "</ul>")
        else:
            parts.append(f"<p>{t('map-place-no-cities')}</p>")
        parts.append(f'<p><strong>{t("map-place-cards")}</strong></p>')
        if direct[pid]:
            parts.append('<ul class="wsdv-place-cards">' + card_links(direct[pid]) + "</ul>")
        else:
            parts.append(f"<p>{t('map-place-no-cards')}</p>")
        for group, found in sorted(by_group[pid].items()):
            parts.append(f'<p><strong>{t("map-place-group-cards", group=name("group", group))}</strong></p>')
            parts.append(f'<ul class="wsdv-place-group-cards" data-group={quoteattr(group)}>'
                         + card_links(found) + "</ul>")
        parts.append("</section>")
        sections.append("".join(parts))
    return '<div class="wsdv-places" id="places">\n' + "\n".join(sections) + "\n</div>"
