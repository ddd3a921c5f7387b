"""Rules and the cards and places they name, linked both ways, generated from the content.

- A rule (a declaration with prose on the rules page) names a place when its data holds the place's
  id: a province, a sector or a country links to the map's entry for it (`map/#place-ID`); a city
  to the entry of the province (or country) it lies in, named as the city.
- A rule of an icon names the cards whose event shows that icon: the rules page links the gallery
  filtered by the icon (its filters are kept in the address), with their count.
- Back: a map entry lists the rules that name its place (or one of its cities); a card page the
  rules of its event's icons.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..rules.model import Rules
from .carddata import CardView
from .mapplaces import strings_in


def entries(rules: Rules) -> dict[str, str]:
    """Each place id a rule may name, with the id of its map entry (`#place-ID`)."""
    out = {str(p): str(p) for p in (*rules.provinces, *rules.countries)}
    out |= {s.id: s.id for p in rules.provinces.values() for s in p.sectors}
    for city in rules.cities.values():
        home = city.province or city.country or (city.floating[0] if city.floating else None)
        if home is not None:
            out[city.id] = home
    return out


def places_named(rules: Rules, kind: str, id_: Any) -> list[str]:
    """The places the declaration's data names, in the order it names them (each once)."""
    known = entries(rules)
    data = rules.definitions.get((kind, str(id_)), {})
    found = [s for s in strings_in(data) if s in known]
    return list(dict.fromkeys(found))


def rules_naming(rules: Rules, keys: Iterable[tuple[str, str]]) -> dict[str, list[tuple[str, str]]]:
    """For each map entry: the rules (of `keys`) that name its place or one of its cities."""
    known = entries(rules)
    out: dict[str, list[tuple[str, str]]] = {}
    for kind, id_ in keys:
        for place in places_named(rules, kind, id_):
            found = out.setdefault(known[place], [])
            if (kind, id_) not in found:
                found.append((kind, id_))
    return out


def cards_with_icon(cards: Iterable[CardView], icon: str) -> list[CardView]:
    return [c for c in cards if any(u.icon == icon for u in c.icons)]


def rules_of_card(card: CardView, keys: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """The rules of the rules page that the card's event follows: those of its icons."""
    icons = {u.icon for u in card.icons}
    return [(kind, id_) for kind, id_ in keys if kind == "icon" and id_ in icons]
