"""Where the grammar, schemas and shipped content live, installed or in a checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def _data_root() -> Path:
    # A wheel carries grammar/ and content/ inside the package (see pyproject.toml);
    # a checkout has them beside the package.
    bundled = _PACKAGE / "_data"
    if (bundled / "grammar").is_dir():
        return bundled
    return _PACKAGE.parent


def grammar_dir() -> Path:
    return _data_root() / "grammar"


def schema_dir() -> Path:
    return grammar_dir() / "schemas"


def content_dir() -> Path:
    return _data_root() / "content"
