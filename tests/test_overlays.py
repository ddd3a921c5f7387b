"""Overlays and variants: `replace`, `amend`, `delete` and additions over the base content."""

from __future__ import annotations

from pathlib import Path

from wsdvtest import messages, overlay

from interpreter.rules.pipeline import build


def test_amend_changes_only_the_keys_it_gives(tmp_path):
    result = build(overlays=[overlay(tmp_path, "amend city rheinsberg  base_value 3\n", file="house.wsdv")])
    assert result.ok, result.report.render()
    r = result.rules.cities["rheinsberg"]
    assert r.base_value == 3
    assert (r.province, r.connectable, r.built_by) == ("brandenburg", False, "event")


def test_delete_and_add(tmp_path):
    text = (
        "delete connection leipzig -- jena\n"
        "city potsdam  province brandenburg  at 75, 42  source reconstructed\n"
        "connection potsdam -- berlin  lines 2  source reconstructed\n"
    )
    result = build(overlays=[overlay(tmp_path, text, file="house.wsdv")])
    assert result.ok, result.report.render()
    rules = result.rules
    assert len(rules.cities) == 43
    assert len(rules.connections) == 68
    assert rules.blue_lines == 76 - 2 + 2
    assert not any(set(c.ends) == {"leipzig", "jena"} for c in rules.connections.values())


def test_replace_swaps_the_whole_definition(tmp_path):
    text = "replace track flight  spaces 0..10  start 0  source reconstructed\n"
    result = build(overlays=[overlay(tmp_path, text, file="house.wsdv")])
    assert result.ok, result.report.render()
    flight = result.rules.tracks["flight"]
    assert (flight.lo, flight.hi, flight.steps_per_point, flight.zones) == (0, 10, 1, ())


def test_overlay_errors_point_into_the_overlay(tmp_path):
    text = (
        "amend city rhinesberg  base_value 3\n"
        "province bayern  side west  source rulebook\n"
        "delete track flight  start 2\n"
        "amend city kiel  province atlantis\n"
    )
    result = build(overlays=[overlay(tmp_path, text, file="house.wsdv")])
    assert not result.ok
    assert messages(result) == [
        "house.wsdv:1:12: cannot amend city 'rhinesberg': there is none",
        "house.wsdv:2:10: province 'bayern' already exists in the base content",
        "house.wsdv:3:22: `delete` takes only the kind and the id",
        "house.wsdv:4:27: unknown province 'atlantis'",
    ]
    hints = [d.hint for d in result.report.sorted()]
    assert hints[0] == "did you mean 'rheinsberg'?"
    assert hints[1] == "write `replace` or `amend` before it to change it"


def test_a_new_definition_an_overlay_writes_twice_is_defined_twice_not_in_the_base(tmp_path):
    """Card 81 is new in the overlay; written twice, it was said to exist "in the base content", where a
    designer looks for it in vain. It is defined twice, and the hint names the overlay's first one."""
    text = (
        "city potsdam  province brandenburg  at 75, 42  source reconstructed\n"
        "city potsdam  province brandenburg  at 70, 40  source reconstructed\n"
    )
    result = build(overlays=[overlay(tmp_path, text, file="house.wsdv")])
    assert messages(result) == ["house.wsdv:2:6: city 'potsdam' is defined twice"]
    [hint] = [d.hint for d in result.report.sorted()]
    assert hint is not None and hint.startswith("it was first defined at ") and hint.endswith("house.wsdv:1")


def test_a_misspelt_kind_after_replace_is_an_unknown_kind_not_a_line_that_does_not_go_on(tmp_path):
    """`replace crad 25 ...` was "line 1 does not go on from line 0": the kind stands after `replace`, not
    indented. It is an unknown kind, with the kind it was meant to be."""
    result = build(overlays=[overlay(tmp_path, "replace crad 25  decade II  colour red  value 2\n", file="e.wsdv")])
    assert messages(result) == ["e.wsdv:1:9: unknown kind of declaration `crad`"]
    assert [d.hint for d in result.report.sorted()] == ["did you mean 'card'?"]


def test_overlay_keywords_are_refused_in_base_content(content_copy):
    (content_copy / "extra.wsdv").write_text("amend city kiel  base_value 2\n", encoding="utf-8")
    result = build(content_copy)
    assert messages(result) == ["extra.wsdv:1:1: `amend` belongs in a variant or overlay folder"]


def test_second_edition_setup_and_arrows():
    # Edition differences ED-01, ED-02 (setup) and ED-06 (unexecutable yellow arrows).
    base = build().rules
    second = build(variants=["second_edition"]).rules
    assert second.variants == ("second_edition",)
    setup_text = repr(second.of_kind("setup")["standard"]["body"])
    assert "'suppliers'" in setup_text and "'?:'" in setup_text
    add_socialists = [s for s in second.of_kind("setup")["standard"]["body"]
                      if s.get("fn") == "add" and s["args"][0] == "socialist"]
    assert add_socialists[0]["args"][1] == 1
    base_socialists = [s for s in base.of_kind("setup")["standard"]["body"]
                       if s.get("fn") == "add" and s["args"][0] == "socialist"]
    assert base_socialists[0]["args"][1] == 2
    for track in ("currency", "socialist"):
        assert [c["call"] for c in base.tracks[track].overflow["low"]] == ["remove_unrest"]
        assert [c["call"] for c in second.tracks[track].overflow["low"]] == ["place_unrest"]
        assert second.tracks[track].overflow["high"] == base.tracks[track].overflow["high"]
    # Red arrows and the prestige track are the same in both editions.
    assert second.tracks["prestige"] == base.tracks["prestige"]


def test_unknown_variant_names_the_known_ones():
    result = build(variants=["second_editon"])
    assert [d.message for d in result.report.sorted()] == ["unknown variant 'second_editon'"]
    assert result.report.sorted()[0].hint == "did you mean 'second_edition'?"


ERRATUM_25 = ('replace card 25  decade II  colour red  value 2  year "1967"  source printed_face {\n'
              '  row 1  icons place_unrest(west, 2)  where w_berlin\n'
              '  row 2  icons place_unrest(west, 2)  where west_germany\n'
              '  erratum "2025-06-01"  source public_source  changes value  was "1, 3"  text card25_even_values\n'
              '}\n')


def erratum_overlay(tmp_path: Path) -> Path:
    """The review's erratum on card 25 as an overlay that carries its own words (issue 24 §1)."""
    folder = overlay(tmp_path, ERRATUM_25, file="card25.wsdv")
    (folder / "locales" / "en").mkdir(parents=True)
    (folder / "locales" / "en" / "rulings.ftl").write_text(
        "erratum-card25-even-values = The values are now West 2 / East 2.\n", encoding="utf-8")
    (folder / "locales" / "de").mkdir(parents=True)
    (folder / "locales" / "de" / "rulings.ftl").write_text(
        "erratum-card25-even-values = Die Werte sind jetzt West 2 / Ost 2.\n", encoding="utf-8")
    return folder


def test_cards_show_reads_the_words_an_overlay_carries(tmp_path, capsys):
    """`cards show --overlay` with the overlay's own locales: the erratum's words, not exit 3."""
    from interpreter.cli.main import main

    folder = erratum_overlay(tmp_path)
    assert main(["check", "--overlay", str(folder)]) == 0
    capsys.readouterr()
    assert main(["cards", "show", "25", "--overlay", str(folder)]) == 0
    assert "The values are now West 2 / East 2." in capsys.readouterr().out
    assert main(["cards", "show", "25", "--overlay", str(folder), "--lang", "de"]) == 0
    assert "Die Werte sind jetzt West 2 / Ost 2." in capsys.readouterr().out


def test_check_reports_where_an_overlays_english_words_are_not_fluent(tmp_path, capsys):
    """An unclosed select in the overlay's English rulings.ftl: `check` fails at its place, as
    `l10n check` does, instead of 'content OK' (the entry Fluent could not read has no words)."""
    from interpreter.cli.main import main

    folder = erratum_overlay(tmp_path)
    ftl = folder / "locales" / "en" / "rulings.ftl"
    ftl.write_text("erratum-card25-even-values = { $n ->\n    [one] one\n   *[other] many\n", encoding="utf-8")
    assert main(["check", "--overlay", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "content OK" not in err
    assert 'rulings.ftl:4:1: error: Fluent cannot read this: "}" is expected here' in err
    assert "hint: " in err and "projectfluent.org" in err
    assert "has no words" not in err   # (the cause is told, not again its consequence)


def test_an_overlay_word_replaces_the_contents_and_leaves_the_shipped_localizer_alone(tmp_path):
    from interpreter.words.l10n import localizer

    folder = tmp_path / "reworded"
    (folder / "locales" / "en").mkdir(parents=True)
    (folder / "locales" / "en" / "names.ftl").write_text("-province-hessen = Hesse\n", encoding="utf-8")
    assert localizer(None, [folder]).name("province", "hessen") == "Hesse"
    assert localizer(None).name("province", "hessen") == "Hessen"
    assert localizer(None, [tmp_path / "no-words"]) is localizer(None)


def test_the_site_shows_an_amended_rule_as_the_game_runs_it(tmp_path):
    """An overlay that amends the phase order: "the rule as the game runs it" shows the new order,
    linked to the amendment, not the base declaration's text (issue 24 §1)."""
    from interpreter.site import pages
    from interpreter.site.notation import Sources
    from interpreter.words.names import Names
    from interpreter.words.sitestrings import load_strings

    folder = overlay(tmp_path, "\n# police paid after the comparisons\n"
                                "amend sequence end_of_decade  phases flight, prestige, currency, ls_upkeep,\n"
                                "    internal_comparison, east_west_comparison, police_payment, police_cards,\n"
                                "    socialists, collapse_check\n", file="harsh.wsdv")
    result = build(overlays=[folder])
    assert result.ok, result.report.render()
    ctx = pages.Context(result, [], Names(), load_strings(inert=True)["en"], [], Sources())
    block = "\n".join(pages.rule_block(ctx, "sequence", "end_of_decade"))
    assert "overlay/harsh.wsdv:3" in block and "#L-3" in block
    text = block.replace("<span", "\n<span")
    order = [p for p in ("ls_upkeep", "east_west_comparison", "police_payment") if p in text]
    assert order == ["ls_upkeep", "east_west_comparison", "police_payment"]
    assert text.index("east_west_comparison") < text.index("police_payment") < text.index("police_cards")
    assert "wall_flag" in text          # the base's own keys are kept
    plain = build()
    ctx = pages.Context(plain, [], Names(), load_strings(inert=True)["en"], [], Sources())
    base = "\n".join(pages.rule_block(ctx, "sequence", "end_of_decade"))
    assert base.index("police_payment") < base.index("ls_upkeep") and "phases.wsdv:" in base
