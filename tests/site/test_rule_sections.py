"""Every rule the site shows carries its rulebook section (§) and a permalink.

The sections are those of the 1st-edition rulebooks (IT, FR), the base game: §2 set-up, §3 the
game, §4 mass protests, §5.1 new factories and infrastructure, §5.2 dismantling, §9 the end of a
decade (national insolvency in its opening lines), §9.9 the socialist phase (triumph and failure of
socialism), §9.10 the collapse check and the victory at the end of the game, §10.2 Hamburg, §10.3
Rheinsberg, §10.4 the factories abroad. The 2nd edition (the Ukrainian rulebook) numbers §10
otherwise: §10.3 Hamburg, §10.4 Rheinsberg, §10.5 the factories abroad.
"""

from __future__ import annotations

import re

import pytest
from conftest import LANGS

from interpreter.language.schema import schemas
from interpreter.rules.pipeline import build
from interpreter.site.pages import rule_section
from interpreter.words import prose
from interpreter.words.diff import DiffWriter, diff_rules
from interpreter.words.l10n import localizer

# The rules that had no § before (issue 26), with the rulebook's section each is in.
BASE_SECTIONS = {
    ("setup", "standard"): "2",
    ("deck", "standard"): "3",
    ("derive", "mass_protest"): "4",
    ("icon", "build_point"): "5.1",
    ("icon", "dismantle"): "5.2",
    ("sequence", "end_of_decade"): "9",
    ("outcome", "national_insolvency"): "9",
    ("outcome", "triumph_of_socialism"): "9.9",
    ("outcome", "failure_of_socialism"): "9.9",
    ("outcome", "west_collapses"): "9.10",
    ("outcome", "east_collapses"): "9.10",
    ("outcome", "end_of_game"): "9.10",
    ("city", "hamburg"): "10.2",
    ("city", "rheinsberg"): "10.3–10.4",   # Rheinsberg and the cities abroad, one rule
}
SECOND_EDITION = {("city", "hamburg"): "10.3", ("city", "rheinsberg"): "10.4–10.5", ("setup", "standard"): "2"}

HEADING = re.compile(r"^## .* \{ #rule-(?P<kind>[a-z_]+)-(?P<id>[\w-]+) \}$")


class _Ctx:
    """What rule_section reads of a page's context: the rules."""

    def __init__(self, rules):
        self.rules = rules


def test_every_kind_the_site_shows_as_a_rule_takes_a_section(rules):
    # generic: the schema of every kind that has rules prose allows `section`, the one shared definition
    loc = localizer()
    kinds = {kind for kind, _ in prose.declarations_with_prose(loc, rules)}
    assert {"setup", "deck", "derive", "icon", "sequence", "city", "outcome"} <= kinds
    for kind in kinds:
        assert schemas()[kind]["properties"].get("section") == {"$ref": "common.schema.json#/$defs/section"}, kind


def test_every_rule_has_its_rulebook_section(rules):
    loc = localizer()
    shown = prose.declarations_with_prose(loc, rules)
    missing = [(k, i) for k, i in shown if not rule_section(_Ctx(rules), k, i)]
    assert missing == []
    for key, section in BASE_SECTIONS.items():
        assert rule_section(_Ctx(rules), *key) == section, key


def test_the_second_edition_numbers_section_10_its_own_way():
    result = build(None, ["second_edition"], [])
    assert result.ok
    for key, section in SECOND_EDITION.items():
        assert rule_section(_Ctx(result.rules), *key) == section, key
    # every rule of the 2nd edition's site too (the tracks it changes among them), but the summary of
    # the edition itself, which is no rule of the rulebook
    shown = prose.declarations_with_prose(localizer(), result.rules)
    assert ("track", "currency") in shown
    assert [(k, i) for k, i in shown if not rule_section(_Ctx(result.rules), k, i)] == [("variant", "second_edition")]


def test_a_section_is_not_part_of_a_rule_s_version(rules):
    # a § given or renumbered says where to look the rule up, not what it says: its prose stays current
    data = dict(rules.definitions[("city", "hamburg")])
    assert prose.declaration_version(data) == prose.declaration_version({**data, "section": {"text": "10.3"}})
    assert prose.declaration_version(data) != prose.declaration_version({**data, "base_value": 3})
    second = build(None, ["second_edition"], []).rules
    loc = localizer()
    for lang in LANGS:
        said = prose.prose(loc, second, "city", "hamburg", lang)
        assert said is not None and not said.stale, lang


def test_the_variants_diff_says_the_renumbering_in_words(rules):
    second = build(None, ["second_edition"], []).rules
    diff = diff_rules(rules, second, "second_edition")
    writer = DiffWriter(rules, second, "pl")
    changes = next(c for k, i, c in diff.changed if (k, str(i)) == ("city", "hamburg"))
    said = [writer.words(where, old, new) for where, old, new in changes]
    assert said == ["Rozdział instrukcji: §10.2 → §10.3"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_on_the_rules_page_shows_its_section_and_permalink(built_site, lang):
    lines = (built_site.markdown / lang / "rules.md").read_text(encoding="utf-8").split("\n")
    headings = [(n, HEADING.match(line)) for n, line in enumerate(lines) if HEADING.match(line)]
    assert len(headings) >= 35
    for n, m in headings:
        mark = next(line for line in lines[n + 1:] if line.strip())
        assert mark.startswith('<p class="wsdv-rule-section">'), (lang, m.group(0))
        assert "§" in mark, (lang, m.group(0))
        assert f'href="#rule-{m["kind"]}-{m["id"]}"' in mark, (lang, m.group(0))
    hamburg = next(n for n, m in headings if m["id"] == "hamburg")
    assert "§10.2" in lines[hamburg + 2]
