"""The site is built once per test session (it takes seconds); every site test reads that build."""

from __future__ import annotations

import contextlib
import io
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from interpreter.cli import main
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
    stderr: str  # what the build printed on stderr (warnings)


@pytest.fixture(scope="session")
def site_cards(rules) -> list[CardView]:
    """The content's own cards once they exist, else the fixture cards."""
    return load_cards(rules) or fixture_cards()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, rules, site_cards) -> Built:
    """The one full build of the session: through `wsdv site build` itself when the content has
    cards, else through build_site() with the fixture cards."""
    root = tmp_path_factory.mktemp("site")
    out, md = root / "site", root / "markdown"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        if load_cards(rules):
            assert main(["site", "build", "-q", "--out", str(out), "--markdown", str(md)]) == 0, err.getvalue()
        else:
            for w in build_site(out, markdown=md, cards=site_cards).warnings:
                print(f"warning: {w}", file=sys.stderr)
    return Built(out, md, site_cards, err.getvalue())
