"""The site is built once per test session (it takes seconds); every site test reads that build."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from interpreter.site import build_site
from interpreter.site.carddata import CardView, cards_from_json, load_cards

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def fixture_cards() -> list[CardView]:
    """A small card set in the shape of `wsdv cards --json`, for when the content has no cards yet."""
    return cards_from_json(json.loads((FIXTURES / "cards.json").read_text(encoding="utf-8")))


@dataclass
class Built:
    out: Path
    markdown: Path
    cards: list[CardView]
    result: object


@pytest.fixture(scope="session")
def site_cards(rules) -> list[CardView]:
    """The content's own cards once they exist, else the fixture cards."""
    return load_cards(rules) or fixture_cards()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, site_cards) -> Built:
    root = tmp_path_factory.mktemp("site")
    out, md = root / "site", root / "markdown"
    result = build_site(out, markdown=md, cards=site_cards)
    return Built(out, md, site_cards, result)
