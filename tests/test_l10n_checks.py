"""`wsdv l10n`: stale translations, located variable slips, branches, site strings, work in progress,
and locale files that cannot be read (issue 12 §3, issue 15 §6)."""

from __future__ import annotations

import shutil
from pathlib import Path

from test_l10n import edit, write

from interpreter.cli.main import main
from interpreter.words.l10n.checks import LocaleSet, Problem, check_locales
from interpreter.words.l10n.status import add_other_stale
from interpreter.words.sitestrings import docs_dir

LANGS = ("de", "pl", "uk", "it", "fr")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_changed_english_message_makes_its_translations_stale_until_confirmed(content_copy, capsys):
    c = str(content_copy)
    code, out, _ = _run(capsys, "l10n", "status", "--strict", "--content", c)
    assert code == 0, out
    edit(content_copy / "locales" / "en" / "narration.ftl", "narr-setup = Setting up the game.",
         "narr-setup = The game is set up.")
    code, out, _ = _run(capsys, "l10n", "status", "--strict", "--content", c)
    assert code == 2
    stale = [line for line in out.splitlines() if line.strip().startswith("stale")]
    assert len(stale) == len(LANGS) and all("'narr-setup' is stale" in line for line in stale)
    # Re-indenting or re-commenting the English is no change.
    edit(content_copy / "locales" / "en" / "narration.ftl", "narr-setup = The game is set up.",
         "# said once\nnarr-setup =\n    The game is set up.")
    code, out, _ = _run(capsys, "l10n", "status", "--content", c)
    assert out.count("'narr-setup' is stale") == len(LANGS)
    # A translator checks the Polish one and confirms it: only the others remain.
    code, out, _ = _run(capsys, "l10n", "confirm", "pl", "narr-setup", "--content", c)
    assert code == 0 and "confirmed 1 translation of 'pl'" in out
    assert "narr-setup" in (content_copy / "locales" / "pl" / "translated-from.txt").read_text(encoding="utf-8")
    code, out, _ = _run(capsys, "l10n", "status", "--strict", "--content", c)
    assert code == 2 and out.count("'narr-setup' is stale") == len(LANGS) - 1
    code, _, err = _run(capsys, "l10n", "confirm", "pl", "narr-nothing", "--content", c)
    assert code == 2 and "'pl' has no translation of 'narr-nothing'" in err


def test_a_misspelt_variable_is_reported_where_it_is_with_a_suggestion(content_copy, capsys):
    pl = content_copy / "locales" / "pl" / "narration.ftl"
    edit(pl, "przesuwa się o { $steps } {", "przesuwa się o { $stesp } {")
    code, _, err = _run(capsys, "l10n", "check", "pl", "--content", str(content_copy))
    assert code == 2
    line_no = next(i for i, line in enumerate(pl.read_text(encoding="utf-8").splitlines(), 1) if "$stesp" in line)
    col = pl.read_text(encoding="utf-8").splitlines()[line_no - 1].index("$stesp") + 1
    assert f"narration.ftl:{line_no}:{col}: error: [pl] 'narr-track' uses $stesp, which English does not pass" in err
    assert "did you mean '$steps'?" in err


def test_a_syntax_error_is_not_also_reported_as_untranslated(content_copy, capsys):
    edit(content_copy / "locales" / "uk" / "narration.ftl", "narr-setup = ", "narr-setup = { ")
    code, _, err = _run(capsys, "l10n", "check", "uk", "--content", str(content_copy))
    assert code == 2
    assert "Fluent cannot read this: " in err   # (the English of l10n-problem-read-fluent)
    assert "'narr-setup' is not translated" not in err


def test_a_plural_variant_with_a_fixed_number_is_flagged_where_the_category_holds_more(content_copy, capsys):
    # Ukrainian `one` holds 1, 21, 31...: "[one] 1 фабрика" prints 1 for 21.
    edit(content_copy / "locales" / "uk" / "icons.ftl", "[one] { $n } фабрика", "[one] 1 фабрика")
    code, _, err = _run(capsys, "l10n", "check", "uk", "--content", str(content_copy))
    assert code == 2 and "'icon-rundown': the variant [one] leaves out $n" in err
    # Polish `one` is 1 alone: a word for it is right, and not flagged.
    code, _, err = _run(capsys, "l10n", "check", "pl", "--content", str(content_copy))
    assert code == 0, err


def test_check_one_language(content_copy, capsys):
    edit(content_copy / "locales" / "fr" / "narration.ftl", "narr-setup = ", "narr-setupp = ")
    code, _, err = _run(capsys, "l10n", "check", "de", "--content", str(content_copy))
    assert code == 0
    code, _, err = _run(capsys, "l10n", "check", "fr", "--content", str(content_copy))
    assert code == 2 and "'narr-setup' is not translated" in err and "[de]" not in err


def test_a_language_marked_work_in_progress_lists_its_fallbacks_without_failing(content_copy, capsys):
    it = content_copy / "locales" / "it"
    edit(it / "narration.ftl", "narr-setup = ", "# narr-setup = ")
    assert _run(capsys, "l10n", "check", "--content", str(content_copy))[0] == 2
    write(it / "work-in-progress", "Italian is being revised.\n")
    code, _, err = _run(capsys, "l10n", "check", "--content", str(content_copy))
    assert code == 0
    assert "note: [it] 'narr-setup' is shown in English (work in progress)" in err
    code, out, _ = _run(capsys, "l10n", "status", "--strict", "--content", str(content_copy))
    assert code == 0 and "work in progress: 1 shown in English" in out


def test_the_site_strings_are_checked_too(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(docs_dir(), docs)
    edit(docs / "pl" / "site.ftl", "nav-home = ", "nav-hom = ")
    statuses = check_locales(sets=[LocaleSet("site", docs, "site.ftl")])
    pl = next(s for s in statuses if s.lang == "pl")
    assert {(p.category, p.id) for p in pl.problems} >= {("missing", "nav-home"), ("unused", "nav-hom")}
    # The shipped check covers them: English's total counts the site's messages.
    shipped = check_locales()
    assert next(s for s in shipped if s.lang == "en").total > len(statuses[0].problems) + 100


def test_other_sources_report_stale_translations_through_status(rules):
    def prose(content, rules):
        return [Problem("pl", "stale", "rules-prose:setup", "'setup' prose translates an older declaration")]

    statuses = check_locales(sets=[])
    add_other_stale(statuses, None, rules, [prose])
    assert [p.id for s in statuses if s.lang == "pl" for p in s.of("stale")] == ["rules-prose:setup"]


def test_the_rules_prose_is_a_source_of_stale_translations():
    """Named once where the statuses are put together, not registered by importing the prose."""
    from interpreter.words import translations

    assert translations.stale_problems in translations.STALE_SOURCES


def _play(capsys, content: Path, lang: str) -> tuple[int, str, str]:
    return _run(capsys, "play", "--east", "random", "--west", "random", "--seed", "1", "--lang", lang,
                "--content", str(content))


def test_junk_bytes_in_a_locale_file_are_located_and_refused(content_copy, capsys):
    path = content_copy / "locales" / "pl" / "narration.ftl"
    line = path.read_bytes().count(b"\n") + 2
    with open(path, "ab") as f:
        f.write(b"\nnarr-x = \xff\xfe junk\n")
    code, out, err = _play(capsys, content_copy, "pl")
    assert code == 2 and out == ""
    assert f"narration.ftl:{line}:10: error: [pl] byte 0xff is not UTF-8 text" in err
    code, _, err = _run(capsys, "l10n", "check", "--content", str(content_copy))
    assert code == 2 and "byte 0xff is not UTF-8 text" in err and "Traceback" not in err


def test_a_self_referring_term_is_located_and_refused(content_copy, capsys):
    names = content_copy / "locales" / "uk" / "names.ftl"
    edit(names, "\n-side-west = ", "\n-side-west = { -side-west }\n-side-westx = ")
    code, out, err = _play(capsys, content_copy, "uk")
    assert code == 2 and out == ""
    assert "error: [uk] '-side-west' refers to itself: -side-west -> -side-west" in err
    code, _, err = _run(capsys, "l10n", "check", "uk", "--content", str(content_copy))
    assert code == 2 and "refers to itself" in err


def test_placeables_nested_too_deep_are_located_and_refused(content_copy, capsys):
    """Fluent's parser would exhaust Python's stack on this line (issue 15 §6): refused before parsing."""
    path = content_copy / "locales" / "fr" / "cli.ftl"
    line = path.read_text(encoding="utf-8").count("\n") + 2
    with open(path, "a", encoding="utf-8") as f:
        f.write("\ncli-deep = " + "{" * 500 + "\n")
    code, out, err = _play(capsys, content_copy, "fr")
    assert code == 2 and out == ""
    assert f"cli.ftl:{line}:62: error: [fr] placeables nest more than 50 deep" in err
    code, _, err = _run(capsys, "l10n", "check", "fr", "--content", str(content_copy))
    assert code == 2 and "nest more than 50 deep" in err and "not translated" not in err


def test_the_nesting_bound_is_each_entrys_not_the_files():
    """Braces of several entries do not add up: three entries 30 deep each stay as they are (the
    file's 90 braces skip no walk), and a fourth 51 deep is blanked alone, its offsets kept."""
    from interpreter.language.fluentfiles import MAX_NESTING, without_deep_entries

    fine = "".join(f"m{i} = " + "{ " * 30 + "x" + " }" * 30 + "\n" for i in range(3))
    assert fine.count("{") > MAX_NESTING and without_deep_entries(fine) == (fine, [])
    deep = "m9 =\n    " + "{ " * (MAX_NESTING + 1) + "x" + " }" * (MAX_NESTING + 1) + "\n"
    out, refused = without_deep_entries(fine + deep + fine)
    assert out == fine + "".join(c if c == "\n" else " " for c in deep) + fine
    assert refused == [(len(fine), len(fine) + len("m9 =\n    ") + 2 * MAX_NESTING)]


def test_confirm_writes_its_record_whole_and_never_over_a_file_it_did_not_write(content_copy, capsys):
    record = content_copy / "locales" / "pl" / "translated-from.txt"
    record.write_text("my own notes\n", encoding="utf-8")
    code, _, err = _run(capsys, "l10n", "confirm", "pl", "narr-setup", "--content", str(content_copy))
    assert code == 2 and "wsdv did not write it" in err
    assert record.read_text(encoding="utf-8") == "my own notes\n"
    record.unlink()
    code, out, _ = _run(capsys, "l10n", "confirm", "pl", "narr-setup", "--content", str(content_copy))
    assert code == 0 and record.read_text(encoding="utf-8").startswith("# The English each translation")
    assert not [p for p in record.parent.iterdir() if p.name.startswith(".translated-from")]


def test_status_kept_in_the_cache_still_lists_a_stale_translation_after_its_english_changes(
        content_copy, capsys, monkeypatch, tmp_path):
    """`wsdv l10n status` reuses its problems while no input changes (issue 12: it was ~1.4 s of CPU)."""
    from interpreter.language import cache
    from interpreter.words.l10n import statuscache

    monkeypatch.setenv("WSDV_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("WSDV_NO_CACHE", "0")
    c = str(content_copy)
    first = _run(capsys, "l10n", "status", "--strict", "--content", c)
    assert first[0] == 0
    stored = [p for p in (tmp_path / "cache").iterdir() if p.suffix == ".json"]
    assert stored                                             # the problems (none) are kept
    assert _run(capsys, "l10n", "status", "--strict", "--content", c) == first
    edit(content_copy / "locales" / "en" / "narration.ftl", "narr-setup = Setting up the game.",
         "narr-setup = The game is set up.")
    code, out, _ = _run(capsys, "l10n", "status", "--strict", "--content", c)
    assert code == 2 and out.count("'narr-setup' is stale") == len(LANGS)
    # A damaged entry is read afresh, never trusted.
    for p in (tmp_path / "cache").iterdir():
        p.write_text("not an entry", encoding="utf-8")
    code, out, _ = _run(capsys, "l10n", "status", "--strict", "--content", c)
    assert code == 2 and out.count("'narr-setup' is stale") == len(LANGS)
    assert statuscache.decode([["pl", 1, 1, [["pl", "stale", "x", "m", None, 0, 0, None, "fatal"]]]]) is None
    assert cache.get_data("0" * 40) is None


def test_a_language_folder_is_parsed_once_until_a_file_changes(content_copy):
    from interpreter.words.l10n.catalog import read_catalog

    folder = content_copy / "locales" / "pl"
    first = read_catalog("pl", folder)
    assert read_catalog("pl", folder) is first               # the status and the localizer share it
    edit(folder / "narration.ftl", "narr-setup = ", "narr-setup-renamed = ")
    again = read_catalog("pl", folder)
    assert again is not first and "narr-setup-renamed" in again.entries and "narr-setup" not in again.entries


def test_the_words_of_a_ruling_no_card_carries_are_reported_where_they_lie(content_copy, capsys):
    # A variant's own ruling (the 2nd edition's card) is used though the base game's cards lack it.
    c = str(content_copy)
    rulings = content_copy / "locales" / "en" / "rulings.ftl"
    with rulings.open("a", encoding="utf-8") as f:
        f.write("ruling-left-behind = Nobody asks for this any more.\n")
    line = rulings.read_text(encoding="utf-8").count("\n")
    code, out, _ = _run(capsys, "l10n", "status", "--strict", "--content", c, "en")
    assert code == 2
    orphans = [x.strip() for x in out.splitlines() if x.strip().startswith("orphan")]
    assert orphans == [f"orphan     'ruling-left-behind' is the words of no ruling of any card  [{rulings}:{line}:1]"]


def test_an_overlay_that_drops_a_ruling_leaves_the_base_games_words_used(tmp_path, capsys):
    """An erratum overlay replaces card 25 without its 2014 ruling: the ruling's words in the content's
    locales still serve the game without the overlay, so `l10n check --overlay` does not call them
    "the words of no ruling" (an error the designer could only silence by deleting the base's words)."""
    folder = tmp_path / "erratum"
    (folder / "locales" / "en").mkdir(parents=True)
    (folder / "card25.wsdv").write_text(
        'replace card 25  decade II  colour red  value 2  year "1967"  source printed_face {\n'
        '  row 1  icons place_unrest(west, 2)  where w_berlin\n'
        '  row 2  icons place_unrest(west, 2)  where west_germany\n'
        '  erratum "2026-11-27"  source public_source  changes value  was "1, 3"  text even\n}\n',
        encoding="utf-8")
    (folder / "locales" / "en" / "rulings.ftl").write_text("erratum-even = Both sides now get 2.\n",
                                                          encoding="utf-8")
    code, _, err = _run(capsys, "l10n", "check", "en", "--overlay", str(folder))
    assert "ruling-w-berlin-and-other-provinces" not in err
    assert code == 0, err


def test_a_new_cards_title_in_the_overlays_own_english_names_it(tmp_path, capsys):
    """An overlay adds card 81 with its title in `<overlay>/locales/en/titles.ftl`: `l10n check --overlay`
    said "card '81' has no English title" and sent the designer to the content's titles.ftl."""
    folder = tmp_path / "treaty"
    (folder / "locales" / "en").mkdir(parents=True)
    (folder / "card81.wsdv").write_text(
        "amend decade III  cards 41..60, 81\n"
        "card 81  decade III  colour yellow  value 2  source reconstructed {\n  row 1  icons place_ls(west)\n}\n",
        encoding="utf-8")
    (folder / "locales" / "en" / "titles.ftl").write_text("-card-81 = Basic Treaty\n", encoding="utf-8")
    code, _, err = _run(capsys, "l10n", "check", "en", "--overlay", str(folder))
    assert "has no English title" not in err
    assert code == 0, err
    (folder / "locales" / "en" / "titles.ftl").unlink()   # without it, English lacks the title indeed
    code, _, err = _run(capsys, "l10n", "check", "en", "--overlay", str(folder))
    assert code == 2 and "card '81' has no English title" in err


def test_confirm_records_an_overlays_own_translation_in_the_overlay(tmp_path, capsys):
    """`l10n status --overlay` said to run `wsdv l10n confirm pl -card-81` for the overlay's Polish title;
    that command answered "'pl' has no translation of '-card-81'". It records it in the overlay's folder."""
    folder = tmp_path / "treaty"
    for lang, title in (("en", "Basic Treaty"), ("pl", "Układ podstawowy")):
        (folder / "locales" / lang).mkdir(parents=True)
        (folder / "locales" / lang / "titles.ftl").write_text(f"-card-81 = {title}\n", encoding="utf-8")
    (folder / "card81.wsdv").write_text(
        "amend decade III  cards 41..60, 81\n"
        "card 81  decade III  colour yellow  value 2  source reconstructed {\n  row 1  icons place_ls(west)\n}\n",
        encoding="utf-8")
    code, out, _ = _run(capsys, "l10n", "status", "pl", "--overlay", str(folder))
    assert "wsdv l10n confirm pl -card-81" in out
    code, out, err = _run(capsys, "l10n", "confirm", "pl", "-card-81", "--overlay", str(folder))
    assert code == 0, err
    assert '-card-81 ' in (folder / "locales" / "pl" / "translated-from.txt").read_text(encoding="utf-8")
    code, out, _ = _run(capsys, "l10n", "status", "pl", "--overlay", str(folder))
    assert "-card-81" not in out
def test_a_record_line_nested_past_pythons_stack_is_a_problem_of_its_line(tmp_path):
    """A translation record's quoted English is read as JSON: "[" 200,000 times (a pack's hostile
    record) raised RecursionError out of `wsdv l10n check` (exit 3); it is a problem of that line."""
    from interpreter.words.l10n.stale import SourceRecord

    path = tmp_path / "translated-from.txt"
    path.write_text("narr-setup 0123456789ab " + "[" * 200_000 + "\nnarr-end 0123456789ab \"End\"\n", encoding="utf-8")
    record = SourceRecord(path)
    assert [n for n, _ in record.problems] == [1]
    assert "expected the English as a quoted text" in record.problems[0][1]
    assert record.sources.get("narr-end") == "End"


def test_a_control_character_in_a_locale_is_a_located_problem_not_sent_to_the_terminal(content_copy, capsys):
    """A translation pack's card title held ESC sequences (retitle the terminal, clear its screen): `l10n
    check` said OK and `cards show` printed them as they were. It is a located problem of its file, and a
    command refuses the language as it refuses any locale it cannot read."""
    from interpreter.cli.main import main

    titles = content_copy / "locales" / "de" / "titles.ftl"
    text = titles.read_text(encoding="utf-8")
    assert text.count("Benno Ohnesorg") == 1
    titles.write_text(text.replace("Benno Ohnesorg", "Benno \x1b]0;x\x07\x1b[2JOhnesorg"), encoding="utf-8")
    line = text[:text.index("Benno Ohnesorg")].count("\n") + 1
    assert main(["l10n", "check", "de", "--content", str(content_copy)]) == 2
    out, err = capsys.readouterr()
    assert f"titles.ftl:{line}:" in out + err and "a control character (U+001B)" in out + err, (out, err)
    assert main(["cards", "show", "25", "--lang", "de", "--content", str(content_copy)]) == 2
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err and "\x07" not in out + err, (out, err)


def test_an_english_icon_text_using_a_variable_no_card_passes_is_blamed_not_its_translations(content_copy, capsys):
    """The designer's review (task 7 #9) wrote `{ $count }` in a new icon's English text: `wsdv check` and
    `l10n check` passed the English and blamed the five correct translations, which use `$n` as every
    icon text may ("leaves out $count", "uses $n, which English does not pass")."""
    en = content_copy / "locales" / "en" / "icons.ftl"
    edit(en, "in { $n ->\n        [one] 1 province\n       *[other] { $n } provinces",
         "in { $count ->\n        [one] 1 province\n       *[other] { $count } provinces")
    code, _, err = _run(capsys, "l10n", "check", "--content", str(content_copy))
    assert code == 2
    lines = en.read_text(encoding="utf-8").splitlines()
    line_no = next(i for i, line in enumerate(lines, 1) if line.startswith("icon-reduce-unrest = "))
    col = lines[line_no - 1].index("$count") + 1
    assert (f"icons.ftl:{line_no}:{col}: error: [en] 'icon-reduce-unrest' uses $count, which a card's text "
            "does not pass") in err
    assert "hint: variables: $n, $side, $side_id, $where, $where_id, $from, $from_id" in err
    blamed = [line for line in err.splitlines() if "'icon-reduce-unrest'" in line and "[en]" not in line
              and "$" in line]
    assert blamed == []
    # A translation may still use no variable a card's text does not pass.
    pl = content_copy / "locales" / "pl" / "icons.ftl"
    edit(pl, "icon-reduce-unrest = W { $n } { $n ->", "icon-reduce-unrest = W { $ile } { $n ->")
    code, _, err = _run(capsys, "l10n", "check", "pl", "--content", str(content_copy))
    assert code == 2 and "[pl] 'icon-reduce-unrest' uses $ile, which English does not pass" in err


def test_a_language_missing_a_text_is_never_shown_as_fully_translated(content_copy, capsys):
    """Re-checking the designer's review: with one erratum's words untranslated, `l10n status --summary`
    showed "100.0%" beside "missing 1" (one text in about 2,200, rounded up)."""
    with (content_copy / "locales" / "en" / "narration.ftl").open("a", encoding="utf-8") as f:
        f.write("\nnarr-audit-one-more = One more line.\n")
    code, out, _ = _run(capsys, "l10n", "status", "--summary", "--content", str(content_copy))
    rows = {line.split()[0]: line.split() for line in out.splitlines()[1:] if line.strip()}
    assert rows["en"][1] == "100.0%"
    for lang in LANGS:
        assert rows[lang][2] == "1", rows[lang]        # missing
        assert rows[lang][1] == "99.9%", rows[lang]


def test_a_select_left_open_names_the_entry_it_drops_and_where_that_starts(content_copy, capsys):
    """The designer's review (task 7 #20): a Polish select left unclosed was reported where Fluent noticed it,
    the next entry's first line, with nothing naming the entry that is lost."""
    pl = content_copy / "locales" / "pl" / "icons.ftl"
    edit(pl, '       *[other] { NAME($where, case: "from") }\n    }\nicon-move-unrest',
         '       *[other] { NAME($where, case: "from") }\nicon-move-unrest')
    code, _, err = _run(capsys, "l10n", "check", "pl", "--content", str(content_copy))
    assert code == 2
    lines = pl.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines, 1) if line.startswith("icon-remove-unrest = "))
    after = next(i for i, line in enumerate(lines, 1) if line.startswith("icon-move-unrest = "))
    assert f"icons.ftl:{after}:1: error: [pl] Fluent cannot read this" in err
    assert f"hint: the entry 'icon-remove-unrest', from line {start}, is left out (shown in English)" in err


def test_a_long_english_is_shown_by_its_changed_parts():
    """A stale translation's English then and now: whole when short, else the changed words with their
    select variant's key, every change shown, the rest cut by ellipses; the same words are shown whole."""
    from interpreter.words.l10n.stale import changed_parts

    assert changed_parts("Setting up the game.", "The game is set up.") == ("Setting up the game.", "The game is set up.")
    then = "{ $kind -> " + " ".join(f"[k{i}] the question number {i}" for i in range(30)) + " }"
    now = then.replace("[k3] the question number 3", "[k3] question three").replace("number 20 ", "number twenty ")
    assert changed_parts(then, now) == (
        "… [k3] the question number 3 [k4] the question … [k20] the question number 20 [k21] the question …",
        "… [k3] question three [k4] the question … [k20] the question number twenty [k21] the question …")
    assert changed_parts(then, then) == (then, then)
