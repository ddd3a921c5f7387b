"""Where the grammar, schemas and shipped content live, installed or in a checkout, and which
files of a content folder are read.

Kept light (no import beyond the standard library's basics): a cached `wsdv check` lists and
reads the content's files through here without importing the reader or the checks.
"""

from __future__ import annotations

import os
import re
from functools import cache, lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
VARIANTS_DIR = "variants"
EXTENSION = ".wsdv"
# Per language of a content folder, its messages; among them the card texts of its icons
# (see checks/usage.py), and in English those that narration and decisions name (see checks/names.py).
LOCALES_DIR, ICON_TEXTS, SOURCE_LANGUAGE = "locales", "icons.ftl", "en"
# A Fluent message or term id (a term's starts with `-`), and an entry's id at the start of its line:
# enough to list the ids of a locale file without parsing it (the checks and a cached check do).
MESSAGE_ID = r"-?[A-Za-z][A-Za-z0-9_-]*"
ENTRY_ID = re.compile(rf"^({MESSAGE_ID})[ \t]*=", re.M)
# A text waiting for its translation: a stub in a language's file (interpreter/words/l10n/stubs.py).
STUB_ID = re.compile(rf"^# untranslated: ({MESSAGE_ID})[ \t]*$", re.M)
NARRATION = "narration.ftl"  # the narration messages `say` names, in each language
# A variant is a folder of the content's variants/: its name, never a path (that is --overlay).
VARIANT_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")


@cache
def _data_root() -> Path:
    # A wheel carries grammar/ and content/ inside the package (see pyproject.toml);
    # a checkout has them beside the package.
    bundled = _PACKAGE / "_data"
    if (bundled / "grammar").is_dir():
        return bundled
    return _PACKAGE.parent


def package_dir() -> Path:
    return _PACKAGE


def grammar_dir() -> Path:
    return _data_root() / "grammar"


def schema_dir() -> Path:
    return grammar_dir() / "schemas"


def content_dir() -> Path:
    return _data_root() / "content"


def known_variants(base: Path) -> list[str]:
    folder = base / VARIANTS_DIR
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if p.is_dir())


def content_files(root: Path, *, skip_variants: bool = True) -> list[Path]:
    """The content files under ``root`` in a stable order (variants are overlays, not base)."""
    files = []
    for p in sorted(root.rglob(f"*{EXTENSION}")):
        rel = p.relative_to(root).parts
        if skip_variants and rel and rel[0] == VARIANTS_DIR:
            continue
        files.append(p)
    return files


def _per_language(root: Path, name: str) -> list[tuple[str, Path]]:
    """(language, file) for each language folder of a content folder that has a file of this name."""
    locales = root / LOCALES_DIR
    if not locales.is_dir():
        return []
    found = ((folder.name, folder / name) for folder in sorted(p for p in locales.iterdir() if p.is_dir()))
    return [(lang, f) for lang, f in found if f.is_file()]


def icon_text_files(root: Path) -> list[tuple[str, Path]]:
    """(language, file) of each language of a content folder that writes card text."""
    return _per_language(root, ICON_TEXTS)


def narration_files(root: Path) -> list[tuple[str, Path]]:
    """(language, file) of each language's narration messages (`say` in content names them)."""
    return _per_language(root, NARRATION)


def source_message_files(root: Path) -> list[Path]:
    """The English message files of a content folder (every language is translated from them)."""
    folder = root / LOCALES_DIR / SOURCE_LANGUAGE
    return sorted(folder.glob("*.ftl")) if folder.is_dir() else []


@lru_cache(maxsize=8)
def _resolved(folder: str) -> Path:
    return Path(folder).resolve()


def display_path(path: Path | str) -> str:
    """A file as every message shows it: relative to the working folder when it lies inside it
    (`content/cards/decade-1.wsdv`), which a terminal or an editor opens from there; absolute
    otherwise (`/home/me/overlay/x.wsdv`), never climbing out with `../../`, which says nothing
    about where the file is and breaks once the reader is somewhere else.

    The file's own name is kept where it is a symbolic link: a refusal of a link that leads out of
    its folder (inputs.inside) names the link a designer can find, not the file it leads to."""
    path = Path(path)
    full = path.resolve() if path.name in ("", ".", "..") else Path(os.path.realpath(path.parent)) / path.name
    try:
        return str(full.relative_to(_resolved(os.getcwd())))
    except ValueError:
        return str(full)


def docs_dir(content: Path | None = None) -> Path:
    """The hand-written pages (and the site's own words, docs/<lang>/site.ftl): beside the content
    in a wheel, beside the package in a checkout. A content folder of one's own (``--content``) with
    its own ``docs/`` beside it (holding ``en/site.ftl``) has its site's words there: a translator
    working on a copy of the project scaffolds and measures that copy's pages, not the shipped ones."""
    if content is not None and (Path(content).parent / "docs" / SOURCE_LANGUAGE / "site.ftl").is_file():
        return Path(content).parent / "docs"
    bundled = content_dir().parent / "docs"
    if bundled.is_dir():
        return bundled
    return _PACKAGE.parent / "docs"
