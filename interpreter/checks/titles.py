"""Warnings: a card with no English title, or with one written outside titles.ftl; a variant with no name.

A card's title is a text of the locales, `-card-<id>` in ``locales/<lang>/titles.ftl`` (its only
home), so the content check cannot see it in the card; without this warning a designer's new card
was first told of its missing title by `wsdv cards` or the site, pointing at the wrong file. It is
a warning: the card is shown by its number until the title is written.

A variant's name, `-variant-<id>` in names.ftl, is such a text too: its `title` in variant.wsdv is a
note for the designer, and every command that names the variant (play, diff, the site) says the
`-variant-` term, or its bare id when there is none (the designer's review: "What harsh changes").
"""

from __future__ import annotations

from pathlib import Path

from ..diagnostics import words
from ..inputs import ids_text
from ..language.definitions import ContentSet
from ..paths import ENTRY_ID, LOCALES_DIR, SOURCE_LANGUAGE, source_message_files

TITLES = "titles.ftl"
NAMES = "names.ftl"


def check_titles(cs: ContentSet) -> None:
    """Warn at each card whose `-card-<id>` term no English locale file of the content defines."""
    roots = [Path(r) for r in cs.roots]
    if not roots or not (roots[0] / LOCALES_DIR / SOURCE_LANGUAGE).is_dir():
        return  # content with no words at all (a test's fragment): nothing to point at
    written: dict[str, set[str]] = {}   # each term -> the English files it is written in
    for root in roots:
        for f in source_message_files(root):
            for term in ENTRY_ID.findall(ids_text(f, root)):
                written.setdefault(term, set()).add(f.name)
    for d in cs.of_kind("card"):
        term = f"-card-{str(d.id).replace('_', '-')}"
        if term not in written:
            file, span = d.where(("id",))
            cs.report.warning(file, span, f"card {d.id} has no title",
                              f"write `{term} = ...` in locales/{SOURCE_LANGUAGE}/{TITLES}, then in each "
                              f"language's {TITLES} (`wsdv new card` writes every one)",
                              words=words("check-no-title", card=str(d.id), term=term, lang=SOURCE_LANGUAGE, file=TITLES))
        elif TITLES not in written[term]:
            # Fluent finds a term in any file, so the card shows its title; but the site, `l10n` and the
            # translators look for titles in titles.ftl, their one home (the designer's review, task 2).
            elsewhere = ", ".join(sorted(written[term]))
            file, span = d.where(("id",))
            cs.report.warning(file, span, f"the title of card {d.id} is written in {elsewhere}, not in {TITLES}",
                              f"move `{term} = ...` to locales/{SOURCE_LANGUAGE}/{TITLES}, and in each language to "
                              f"its {TITLES}: a card's title has one home",
                              words=words("check-title-elsewhere", card=str(d.id), written=elsewhere, term=term,
                                          lang=SOURCE_LANGUAGE, file=TITLES))
    for d in cs.of_kind("variant"):
        term = f"-variant-{str(d.id).replace('_', '-')}"
        if term not in written:
            file, span = d.where(("id",))
            cs.report.warning(file, span, f"the variant {d.id} has no name",
                              f"write `{term} = ...` in locales/{SOURCE_LANGUAGE}/{NAMES}, then in each "
                              f"language's {NAMES}: the variant's title is not shown",
                              words=words("check-variant-unnamed", variant=str(d.id), term=term,
                                          lang=SOURCE_LANGUAGE, file=NAMES))
