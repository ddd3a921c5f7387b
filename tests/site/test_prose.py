"""Rules in words: prose per declaration in every language, its numbers from content, stale when the rule changes."""

from __future__ import annotations

import re

import pytest

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
from interpreter.words import prose
from interpreter.words.l10n import Localizer, available_languages

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


@pytest.fixture(scope="module")
def loc() -> Localizer:
    return Localizer()


def test_every_phase_action_and_outcome_has_current_prose_in_every_language(rules, loc):
    needed = [("phase", p) for p in rules.phases] + [(k, i) for k, i in rules.definitions
                                                     if k in ("action", "outcome", "setup", "sequence", "derive")]
    for kind, id_ in needed:
        for lang in LANGS:
            text = prose.prose(loc, rules, kind, id_, lang)
            assert text is not None and text.lang == lang, (kind, id_, lang)
            assert not text.stale, (kind, id_, lang, text.version, text.current)
    assert prose.stale_prose(loc, rules, LANGS) == []


@pytest.mark.parametrize("lang", LANGS)
def test_prose_is_words_not_code(rules, loc, lang):
    for kind, id_ in prose.declarations_with_prose(loc, rules):
        text = prose.prose(loc, rules, kind, id_, lang).text
        assert not re.search(r"[{}$=_\[\]]|\w\(|\bLet \w+ be\b|\bFor each \w+ in\b", text), (kind, id_, lang, text)
        assert prose.title(loc, kind, id_, lang) != id_


def test_a_changed_rule_shows_its_new_number_and_its_prose_turns_stale(content_copy, capsys):
    path = content_copy / "flow.wsdv"
    text = path.read_text(encoding="utf-8")
    assert "every 4  mirror_from" in text
    path.write_text(text.replace("every 4  mirror_from", "every 5  mirror_from", 1), encoding="utf-8")
    rules = build(content_copy, []).rules
    loc = Localizer(content_copy)
    for lang in LANGS:
        p = prose.prose(loc, rules, "derive", "mass_protest", lang)
        assert p.stale and "5" in p.text and "4" not in p.text, (lang, p.text)
    stale = prose.stale_prose(loc, rules, LANGS)
    assert sorted(s.lang for s in stale) == sorted(LANGS)
    assert {s.message for s in stale} == {"rules-derive-mass-protest"}
    assert main(["l10n", "status", "--content", str(content_copy)]) in (0, 1)
    out = capsys.readouterr().out
    assert "rules-derive-mass-protest" in out and "stale" in out


def test_phase_prose_says_the_numbers_of_the_track_and_outcomes_it_hands_over_to(content_copy):
    """The flight phase's "every N spaces" is the flight track's own number, and the collapse check's
    thresholds are those its outcomes are checked against (they name the phase), each side's its
    own: change them in content and every language's prose says the new numbers. Prose that only
    borrows a number is not stale (see interpreter/words/prose.py): the lender's own prose is."""
    tracks = content_copy / "board" / "tracks.wsdv"
    text = tracks.read_text(encoding="utf-8")
    assert text.count("steps_per_point 2") == 1
    tracks.write_text(text.replace("steps_per_point 2", "steps_per_point 3"), encoding="utf-8")
    outcomes = content_copy / "outcomes.wsdv"
    text = outcomes.read_text(encoding="utf-8")
    assert text.count("mass_protests(east) >= 4") == 1
    outcomes.write_text(text.replace("mass_protests(east) >= 4", "mass_protests(east) >= 6"), encoding="utf-8")
    rules, loc = build(content_copy, []).rules, Localizer(content_copy)
    for lang in LANGS:
        flight = prose.prose(loc, rules, "phase", "flight", lang).text
        assert re.search(r"(?<!\d)3(?!\d)", flight) and not re.search(r"(?<!\d)2(?!\d)", flight), (lang, flight)
        collapse = prose.prose(loc, rules, "phase", "collapse_check", lang)
        # West still collapses at 4, East now at 6: each side's threshold, West named first.
        assert re.findall(r"\d+", collapse.text) == ["4", "6"], (lang, collapse.text)
        assert collapse.text.index(loc.name("side", "west", lang)) < collapse.text.index(loc.name("side", "east", lang))
        assert not collapse.stale and not prose.prose(loc, rules, "phase", "flight", lang).stale
    assert {s.message for s in prose.stale_prose(loc, rules, LANGS)} == {"rules-outcome-east-collapses"}



def test_setup_factory_values_and_the_tie_of_a_collapse_check_are_said_from_content(content_copy):
    """The socialists waiting at the start (named in the form their number needs: one socialist, not
    "1 socialists"), a rundown factory's value on the pieces' printed scale, and who wins when both
    states collapse at one check (the winner of the outcome the priorities look at first) follow
    content in every language."""
    def edit(name: str, old: str, new: str) -> None:
        path = content_copy / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, (name, old)
        path.write_text(text.replace(old, new), encoding="utf-8")

    def said(rules, loc, lang):
        return (prose.prose(loc, rules, "setup", "standard", lang).text,
                prose.prose(loc, rules, "icon", "build_point", lang).text,
                prose.prose(loc, rules, "outcome", "west_collapses", lang).text)

    before = build(content_copy, []).rules, Localizer(content_copy)
    edit("setup.wsdv", "add(socialist, 2, to = socialist_holding)", "add(socialist, 1, to = socialist_holding)")
    edit("components.wsdv", "value 0..2", "value 1..3")  # the rundown factory's scale
    edit("outcomes.wsdv", "checked collapse_check  priority 1", "checked collapse_check  priority 3")
    rules, loc = build(content_copy, []).rules, Localizer(content_copy)
    case = {"pl": "accusative", "uk": "accusative"}
    for lang in LANGS:
        (setup0, build0, tie0), (setup, build1, tie) = said(*before, lang), said(rules, loc, lang)
        two, one = (loc.name("piece", "socialist", lang, case.get(lang), count=n) for n in (2, 1))
        assert f"2 {two}" in setup0 and f"1 {one}." in setup and f"1 {two}" not in setup, (lang, setup)
        assert re.search(r"1 \S* ?\(\D*0\)", build0) and re.search(r"1 \S* ?\(\D*1\)", build1), (lang, build1)
        east, west = loc.name("side", "east", lang), loc.name("side", "west", lang)
        # The tie sentence is the last one: East's outcome was looked at first; now West's is.
        assert tie0.rsplit(".", 2)[-2].count(east) and tie.rsplit(".", 2)[-2].count(west), (lang, tie)
        assert not tie.rsplit(".", 2)[-2].count(east), (lang, tie)

def test_site_build_without_the_site_extra_names_it(monkeypatch, tmp_path, capsys):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "mkdocs" else real(name, *a))
    assert main(["site", "build", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "pip install 'wsdv[site]'" in err and "bug" not in err
    assert not (tmp_path / "out").exists()


def test_an_overlay_that_changes_a_threshold_shows_the_new_number_and_marks_its_prose_stale(tmp_path, capsys):
    """End to end: an overlay raises the mass-protest threshold from 4 to 5 cubes. `wsdv l10n status
    --overlay` lists the prose as stale in every language, and every language's rules page shows the
    new number in the prose under the warning that the text was written for an earlier rule."""
    from interpreter.site import pages
    from interpreter.site.notation import Sources
    from interpreter.words.names import Names
    from interpreter.words.sitestrings import load_strings

    overlay = tmp_path / "overlay"
    overlay.mkdir()
    (overlay / "flow.wsdv").write_text(
        "replace derive mass_protest  from unrest  every 5  mirror_from w_berlin  mirror_to suppliers"
        "  chooser east  source rulebook\n", encoding="utf-8")
    assert main(["l10n", "status", "--overlay", str(overlay)]) == 0
    out = capsys.readouterr().out
    stale_in = re.findall(r"^(\w\w): \d+ problems?\n(?:  .*\n)*?  stale +'rules-derive-mass-protest'", out, re.M)
    assert sorted(stale_in) == sorted(LANGS), out
    assert main(["l10n", "status"]) == 0  # without the overlay the prose is current
    assert "rules-derive-mass-protest" not in capsys.readouterr().out

    result = build(None, [], [overlay])
    strings = load_strings(inert=True)
    names = Names()
    for lang in LANGS:
        ctx = pages.Context(result, [], names, strings[lang], [], Sources())
        page = pages.rules_page(ctx)
        section = page.split("{ #rule-derive-mass_protest }", 1)[1].split("\n## ", 1)[0]
        warning = f'!!! warning "{strings[lang]("prose-stale-title")}"'
        assert warning in section, (lang, section[:300])
        text = prose.prose(names.l10n, result.rules, "derive", "mass_protest", lang).text
        assert re.search(r"(?<!\d)5(?!\d)", text) and not re.search(r"(?<!\d)4(?!\d)", text), (lang, text)
        assert pages.esc(text) in section
        code = re.sub(r"<[^>]+>", "", section.split("<details", 1)[1])
        assert "every 5" in code and "every 4" not in code  # the exact rule beneath, as the overlay writes it
        # ... linked to the overlay's file and line, whose page is not the content's flow.wsdv
        slug, line = re.search(r'href="\.\./source/([^/"]+)/#L-(\d+)">overlay/flow\.wsdv:1<', section).groups()
        assert ctx.sources.used[slug].path == (overlay / "flow.wsdv").resolve() and line == "1"
        assert "every 5" in re.sub(r"<[^>]+>", "", pages.source_page(ctx, slug))


def test_the_end_of_decade_page_explains_the_routines_its_phases_call(rules, loc):
    """Who chooses the dismantled pieces and what an unpaid point does at the end of a decade: the
    routines the phases call are explained on the phases page, after the phases, in every language."""
    from interpreter.site import pages
    from interpreter.site.notation import Sources
    from interpreter.words.names import Names
    from interpreter.words.sitestrings import load_strings

    called = pages._routines_called(rules, [rules.definitions[("phase", p)] for p in rules.phases])
    assert {"pay_dismantle", "east_pays_alternately"} <= set(called)
    result, strings, names = build(None, []), load_strings(inert=True), Names()
    for lang in LANGS:
        page = pages.phases_page(pages.Context(result, [], names, strings[lang], [], Sources()))
        for rid in ("east_pays_alternately", "pay_dismantle"):
            text = prose.prose(loc, rules, "routine", rid, lang)
            assert text is not None and text.lang == lang and not text.stale, (lang, rid)
            section = page.split(f"{{ #routine-{rid} }}", 1)[1].split("\n## ", 1)[0]
            assert pages.esc(text.text) in section and "<details" in section, (lang, rid)
        assert page.index("{ #phase-collapse_check }") < page.index("{ #routine-pay_dismantle }") \
            < page.index("{ #outcomes }")


# A Python where the `site` extra is not installed: importing its modules fails as it would there.
_WITHOUT_SITE_EXTRA = """
import sys
sys.modules.update(dict.fromkeys(["mkdocs", "material", "mkdocs_static_i18n"]))
from interpreter.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


def test_without_the_site_extra_site_commands_name_it_and_diff_still_works(tmp_path):
    """In a fresh process without MkDocs: `site build` and `site serve` say which extra to install
    (exit 2, nothing written); `wsdv diff`, which uses the site's strings, still works."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-c", _WITHOUT_SITE_EXTRA, *args], cwd=root, capture_output=True,
                              text=True, timeout=300)

    for command in ("build", "serve"):
        done = run("site", command, "--out", str(tmp_path / "out"))
        assert done.returncode == 2, done.stderr
        assert "pip install 'wsdv[site]'" in done.stderr and "bug" not in done.stderr
        assert not (tmp_path / "out").exists()
    done = run("diff", "--variant", "second_edition")
    assert done.returncode == 0 and done.stdout.strip() and "bug" not in done.stderr, done.stderr


def test_counts_and_lists_of_a_declaration_are_said_from_content(rules, loc):
    """"Ten phases", "four decades", the hand filled only at a decade's start and Hamburg's two
    provinces come from content: a list's length ($phases-count), how many definitions of a kind
    ($total-decade) and the definitions a key lists (NAME($floating))."""
    phases = len(rules.definitions[("sequence", "end_of_decade")]["phases"])
    decades = sum(1 for kind, _ in rules.definitions if kind == "decade")
    floating = rules.definitions[("city", "hamburg")]["floating"]
    for lang in LANGS:
        sequence = prose.prose(loc, rules, "sequence", "end_of_decade", lang).text
        assert re.search(rf"(?<!\d){phases}(?!\d)", sequence), (lang, sequence)
        deck = prose.prose(loc, rules, "deck", "standard", lang).text
        assert re.findall(r"\d+", deck)[0] == str(decades), (lang, deck)
        hamburg = prose.prose(loc, rules, "city", "hamburg", lang).text
        assert loc.name("city", "hamburg", lang) in hamburg
        # each province named, in the case the sentence puts it ("do której z prowincji (Dolnej Saksonii czy ...")
        assert all(any(loc.name("province", p, lang, case=c) in hamburg for c in (None, "genitive"))
                   for p in floating), (lang, hamburg)
