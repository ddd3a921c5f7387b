"""The site is built once per test session (it takes seconds); every site test reads that build."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from pathlib import Path

import pytest

from interpreter.cli import main
from interpreter.site.carddata import CardView, load_cards
from interpreter.site.names import Names
from interpreter.site.strings import LANGS


@dataclass
class Built:
    out: Path
    markdown: Path
    cards: list[CardView]
    stderr: str  # what the build printed on stderr (warnings)


@pytest.fixture(scope="session")
def site_cards(rules) -> list[CardView]:
    """The content's cards as the site shows them."""
    return load_cards(rules, None, LANGS, Names())


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, site_cards) -> Built:
    """The one full build of the session, through `wsdv site build` itself."""
    root = tmp_path_factory.mktemp("site")
    out, md = root / "site", root / "markdown"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["site", "build", "-q", "--out", str(out), "--markdown", str(md)]) == 0, err.getvalue()
    return Built(out, md, site_cards, err.getvalue())
