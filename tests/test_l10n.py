"""Localization: names in six languages, cases, plurals, the status report, adding a language."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.cli.options import language_for
from interpreter.rules.pipeline import build
from interpreter.words import l10n
from interpreter.words.l10n import Localizer, Ref, choose_language, term_id
from interpreter.words.l10n.checks import LanguageStatus, check_locales, named_definitions, needed_plural_categories

LANGS = ("en", "de", "pl", "uk", "it", "fr")


@pytest.fixture(scope="session")
def loc() -> Localizer:
    return l10n.localizer()


@pytest.fixture(scope="session")
def shipped_status(shipped) -> list[LanguageStatus]:
    return check_locales(None, shipped.rules.definitions.items())


def edit(path: Path, old: str, new: str) -> None:
    """Replace one exact, unique piece of text in a file (as a localizer would)."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------- ids and names


def test_term_ids_derive_from_kind_and_id():
    assert term_id("province", "baden_wuerttemberg") == "-province-baden-wuerttemberg"
    assert term_id("city", "karl_marx_stadt") == "-city-karl-marx-stadt"
    assert term_id("card_colour", "dual") == "-card-colour-dual"
    assert term_id("decade", "IV") == "-decade-IV"


def test_the_six_languages_are_shipped(loc):
    assert set(loc.languages) == set(LANGS)
    assert loc.languages[0] == "en"


@pytest.mark.parametrize("lang", LANGS)
def test_every_named_definition_has_a_name_in_every_language(loc, rules, lang):
    unnamed = [(k, i) for k, i in named_definitions(rules.definitions.items())
               if not loc.has_name(k, i, lang)]
    assert unnamed == []


@pytest.mark.parametrize("lang, names", [
    ("en", ["West", "Bayern", "West Berlin", "West Germany", "Köln", "prestige track", "Flight", "ČSSR"]),
    ("de", ["BRD", "Bayern", "West-Berlin", "Westdeutschland", "Köln", "Prestigeleiste", "Republikflucht", "ČSSR"]),
    ("pl", ["Zachód", "Bawaria", "Berlin Zachodni", "Niemcy Zachodnie", "Kolonia", "tor prestiżu",
            "Ucieczka z NRD", "ČSSR"]),
    ("uk", ["Захід", "Баварія", "Західний Берлін", "Західна Німеччина", "Кельн", "доріжка престижу",
            "Втеча з республіки", "ЧССР"]),
    ("it", ["Ovest", "Bayern", "Berlino Ovest", "Germania Ovest", "Köln", "tracciato prestigio", "Fuga", "ČSSR"]),
    ("fr", ["Ouest", "Bayern", "Berlin-Ouest", "Allemagne de l'Ouest", "Köln", "piste de prestige",
            "Passage à l'Ouest", "ČSSR"]),
])
def test_names_follow_the_rulebooks_terms(loc, lang, names):
    defs = [("side", "west"), ("province", "bayern"), ("province", "w_berlin"), ("group", "west_germany"),
            ("city", "koeln"), ("track", "prestige"), ("phase", "flight"), ("country", "cssr")]
    assert [loc.name(k, i, lang) for k, i in defs] == names


def test_an_unknown_definition_shows_its_id(loc):
    assert loc.name("province", "atlantis", "pl") == "atlantis"


# --------------------------------------------------------------------------- cases


@pytest.mark.parametrize("kind, id_, case, pl, uk", [
    ("province", "bayern", "locative", "Bawarii", "Баварії"),
    ("province", "bayern", "accusative", "Bawarię", "Баварію"),
    ("province", "bayern", "genitive", "Bawarii", "Баварії"),
    ("province", "bayern", "nominative", "Bawaria", "Баварія"),
    ("province", "w_berlin", "locative", "Berlinie Zachodnim", "Західному Берліні"),
    ("province", "w_berlin", "genitive", "Berlina Zachodniego", "Західного Берліна"),
    ("province", "hessen", "instrumental", "Hesją", "Гессеном"),
    ("group", "west_germany", "locative", "Niemczech Zachodnich", "Західній Німеччині"),
    ("group", "east_germany", "genitive", "Niemiec Wschodnich", "Східної Німеччини"),
    ("country", "polska", "locative", "Polsce", "Польщі"),
    ("city", "leipzig", "locative", "Lipsku", "Лейпцигу"),
    ("city", "dresden", "locative", "Dreźnie", "Дрездені"),
    ("side", "east", "genitive", "Wschodu", "Сходу"),
    ("track", "socialist", "locative", "torze socjalistów", "доріжці соціалістів"),
])
def test_names_decline_in_polish_and_ukrainian(loc, kind, id_, case, pl, uk):
    assert loc.name(kind, id_, "pl", case=case) == pl
    assert loc.name(kind, id_, "uk", case=case) == uk


@pytest.mark.parametrize("kind, id_, expected", [
    ("province", "bayern", {"en": "in Bayern", "de": "in Bayern", "pl": "w Bawarii", "uk": "у Баварії",
                            "it": "in Bayern", "fr": "en Bayern"}),
    ("group", "west_germany", {"en": "in West Germany", "de": "in Westdeutschland", "pl": "w Niemczech Zachodnich",
                               "uk": "у Західній Німеччині", "it": "in Germania Ovest",
                               "fr": "en Allemagne de l'Ouest"}),
    ("province", "w_berlin", {"en": "in West Berlin", "de": "in West-Berlin", "pl": "w Berlinie Zachodnim",
                              "uk": "у Західному Берліні", "it": "a Berlino Ovest", "fr": "à Berlin-Ouest"}),
    ("city", "frankfurt", {"en": "in Frankfurt", "de": "in Frankfurt", "pl": "we Frankfurcie",
                           "uk": "у Франкфурті", "it": "a Francoforte", "fr": "à Francfort"}),
    ("city", "jena", {"en": "in Jena", "de": "in Jena", "pl": "w Jenie", "uk": "в Єні", "it": "a Jena",
                      "fr": "à Jena"}),
    ("country", "cssr", {"en": "in the ČSSR", "de": "in der ČSSR", "pl": "w ČSSR", "uk": "у ЧССР",
                         "it": "nella ČSSR", "fr": "en ČSSR"}),
])
def test_the_in_phrase_takes_each_names_preposition(loc, kind, id_, expected):
    assert {lang: loc.name(kind, id_, lang, case="in") for lang in LANGS} == expected


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("city", "card"), [("muenchen", "60"), ("frankfurt", "40")])
def test_a_city_a_card_title_names_has_the_titles_name(loc, lang, city, card):
    """One city, one name in one language: the board's label (München) beside a card title's Munich
    read as two places (the localization and site reviews, in Italian, English and French). The
    name's stem is in the title, whatever case the title declines it in (pl "w Monachium")."""
    name = loc.name("city", city, lang)
    assert name[:5].casefold() in loc.name("card", card, lang).casefold(), (name, loc.name("card", card, lang))


def test_genders_for_agreement(loc):
    assert loc.gender("province", "bayern", "pl") == "feminine"
    assert loc.gender("group", "west_germany", "pl") == "plural"
    assert loc.gender("group", "west_germany", "uk") == "feminine"
    assert loc.gender("province", "w_berlin", "uk") == "masculine"
    assert loc.gender("province", "bayern", "en") is None


# --------------------------------------------------------------------------- plurals

COUNTS = (1, 2, 5, 12, 22)


@pytest.mark.parametrize("lang, categories", [
    ("pl", ["one", "few", "many", "many", "few"]),
    ("uk", ["one", "few", "many", "many", "few"]),
    ("en", ["one", "other", "other", "other", "other"]),
    ("de", ["one", "other", "other", "other", "other"]),
    ("it", ["one", "other", "other", "other", "other"]),
    ("fr", ["one", "other", "other", "other", "other"]),
])
def test_fluent_selects_the_cldr_plural_category(tmp_path, lang, categories):
    root = tmp_path / "content"
    probe = "probe = { $n ->\n    [one] one\n    [few] few\n    [many] many\n   *[other] other\n}\n"
    write(root / "locales" / "en" / "probe.ftl", probe)
    write(root / "locales" / lang / "probe.ftl", probe)
    loc = Localizer(root)
    assert [loc.text("probe", lang, n=n) for n in COUNTS] == categories


@pytest.mark.parametrize("lang, forms", [
    ("pl", ["znacznik niepokoju", "znaczniki niepokoju", "znaczników niepokoju", "znaczników niepokoju",
            "znaczniki niepokoju"]),
    ("uk", ["фішка заворушень", "фішки заворушень", "фішок заворушень", "фішок заворушень", "фішки заворушень"]),
    ("en", ["unrest cube", "unrest cubes", "unrest cubes", "unrest cubes", "unrest cubes"]),
    ("fr", ["cube de trouble", "cubes de trouble", "cubes de trouble", "cubes de trouble", "cubes de trouble"]),
])
def test_piece_names_agree_with_counts(loc, lang, forms):
    assert [loc.name("piece", "unrest", lang, count=n) for n in COUNTS] == forms


def test_polish_factories_at_1_2_5_12_22(loc):
    got = [f"{n} {loc.name('piece', 'red_factory', 'pl', count=n)}" for n in COUNTS]
    assert got == ["1 czerwona fabryka", "2 czerwone fabryki", "5 czerwonych fabryk", "12 czerwonych fabryk",
                   "22 czerwone fabryki"]


def test_needed_plural_categories_come_from_cldr():
    assert needed_plural_categories("pl") == {"one", "few", "many"}
    assert needed_plural_categories("uk") == {"one", "few", "many"}
    assert needed_plural_categories("en") == {"one", "other"}
    assert needed_plural_categories("fr") == {"one", "other"}


# --------------------------------------------------------------------------- messages


@pytest.fixture
def tiny(tmp_path) -> Path:
    """A content folder with a few names and one message in English, Polish and Ukrainian."""
    root = tmp_path / "content"
    write(root / "locales" / "en" / "names.ftl", "-province-bayern = Bayern\n-piece-unrest = { $count ->\n"
          "    [one] unrest cube\n   *[other] unrest cubes\n}\nname-in = in { $name }\n")
    write(root / "locales" / "en" / "msg.ftl",
          "place = Place { $n } { NAME($piece, $n) } { NAME($where, case: \"in\") }.\n"
          "only-en = Only in English: { $where }.\n"
          "broken = Needs { $x }.\n")
    write(root / "locales" / "pl" / "names.ftl",
          "-province-bayern = { $case ->\n    [locative] Bawarii\n    [accusative] Bawarię\n"
          "   *[nominative] Bawaria\n}\n    .gender = feminine\n"
          "-piece-unrest = { $count ->\n    [few] znaczniki niepokoju\n    [many] znaczników niepokoju\n"
          "   *[one] znacznik niepokoju\n}\n"
          "name-in = w { NAME($name, case: \"locative\") }\n")
    write(root / "locales" / "pl" / "msg.ftl",
          "place = Umieść { $n } { NAME($piece, $n) } { NAME($where, case: \"in\") }.\n"
          "broken = Wymaga { $y }.\n")
    return root


def test_a_message_picks_the_case_of_a_ref(tiny):
    loc = Localizer(tiny)
    args = {"piece": Ref("piece", "unrest"), "where": Ref("province", "bayern")}
    assert loc.text("place", "pl", n=5, **args) == "Umieść 5 znaczników niepokoju w Bawarii."
    assert loc.text("place", "pl", n=2, **args) == "Umieść 2 znaczniki niepokoju w Bawarii."
    assert loc.text("place", "en", n=1, **args) == "Place 1 unrest cube in Bayern."


def test_a_missing_translation_falls_back_to_english(tiny):
    loc = Localizer(tiny)
    assert loc.text("only-en", "pl", where=Ref("province", "bayern")) == "Only in English: Bayern."


def test_a_translation_that_cannot_format_falls_back_to_english(tiny):
    loc = Localizer(tiny)
    assert loc.text("broken", "pl", x="it") == "Needs it."


def test_an_unknown_message_is_a_bug_of_the_caller(tiny):
    loc = Localizer(tiny)
    with pytest.raises(l10n.MissingText):
        loc.text("no-such-message", "pl")
    with pytest.raises(l10n.TextError):
        loc.text("broken", "en")


# --------------------------------------------------------------------------- choosing a language


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "de_DE.UTF-8", "LC_ALL": "uk_UA.UTF-8"}, "uk"),
    ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "it_IT"}, "it"),
    ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "ja:pl"}, "pl"),
    ({"LANG": "C", "LANGUAGE": "pl"}, "en"),
    ({"LANG": "ja_JP.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_language_comes_from_the_environment(env, expected):
    assert choose_language(None, LANGS, env) == expected


def test_lang_overrides_the_environment():
    assert choose_language("fr", LANGS, {"LANG": "pl_PL.UTF-8"}) == "fr"
    assert choose_language("pl_PL", LANGS, {}) == "pl"
    with pytest.raises(l10n.UnknownLanguage, match="available: de, en, fr, it, pl, uk"):
        choose_language("xx", LANGS, {})


# --------------------------------------------------------------------------- status and check


def pending_files(loc: Localizer) -> list[str]:
    """English files that some language has no file for yet: translations still to come.

    While English messages are being written, their translations follow in a later
    change; until then these tests hold every *translated* file to the strict standard
    and say plainly (a skip) that the whole-content run waits for the rest.
    """
    en = {p.name for p in (loc.root / "en").glob("*.ftl")}
    return sorted(name for name in en for lang in loc.languages if not (loc.root / lang / name).is_file())


def test_status_is_clean_for_every_translated_file(shipped_status, loc):
    pending = set(pending_files(loc))
    problems = [p for s in shipped_status for p in s.problems
                if not (p.category == "missing" and p.file is not None and p.file.name in pending)]
    assert problems == []


def test_l10n_status_strict_passes_on_the_shipped_content(loc, capsys):
    pending = pending_files(loc)
    if pending:
        pytest.skip(f"English files not yet translated into every language: {', '.join(sorted(set(pending)))}")
    assert main(["l10n", "status", "--strict"]) == 0
    out = capsys.readouterr().out
    for lang in LANGS:
        assert any(line.startswith(f"{lang} ") and "100.0%" in line for line in out.splitlines()), out


def test_l10n_check_passes_on_the_shipped_content(loc, capsys):
    if pending_files(loc):
        pytest.skip("English files not yet translated into every language")
    assert main(["l10n", "check"]) == 0
    assert "locales OK: 6 languages" in capsys.readouterr().out


@pytest.fixture
def names_only(content_copy: Path) -> Path:
    """A content copy whose locales hold only the names (and the words of the cards' rulings, which
    the content names and `wsdv check` requires), so a test controls every other message."""
    for path in (content_copy / "locales").glob("*/*.ftl"):
        if path.name not in ("names.ftl", "rulings.ftl"):
            path.unlink()
    return content_copy


def _by_category(statuses, lang) -> dict[str, list[str]]:
    st = next(s for s in statuses if s.lang == lang)
    out: dict[str, list[str]] = {}
    for p in st.problems:
        out.setdefault(p.category, []).append(p.id)
    return out


def test_status_finds_each_kind_of_problem(names_only, capsys):
    content_copy = names_only
    pl = content_copy / "locales" / "pl"
    edit(pl / "names.ftl", "-city-jena = {", "-city-jenna = {")                 # missing + unused
    write(content_copy / "locales" / "en" / "extra.ftl",
          "cubes = { $n ->\n    [one] { $n } cube\n   *[other] { $n } cubes\n}\n")
    write(pl / "extra.ftl",
          "cubes = { $count ->\n    [one] { $count } kostka\n   *[other] { $count } kostek\n}\n")  # vars + plural
    write(content_copy / "locales" / "uk" / "extra.ftl", "cubes = { $n кубиків\n")  # syntax: unclosed placeable
    statuses = check_locales(content_copy, build(content_copy).rules.definitions.items())
    pl_problems = _by_category(statuses, "pl")
    assert pl_problems["missing"] == ["-city-jena"]
    assert pl_problems["unused"] == ["-city-jenna"]
    unused = next(p for s in statuses for p in s.problems if p.category == "unused")
    assert unused.hint == "did you mean '-city-jena'?"
    assert pl_problems["variables"] == ["cubes", "cubes"]   # uses $count, leaves out $n
    assert pl_problems["plural"] == ["cubes"]
    uk_problems = _by_category(statuses, "uk")
    assert "syntax" in uk_problems
    pl_status = next(s for s in statuses if s.lang == "pl")
    assert pl_status.coverage < 100.0

    assert main(["l10n", "status", "--strict", "--content", str(content_copy)]) == 2   # a translation fault exits like a content error
    out = capsys.readouterr().out
    assert "lacks few, many" in out
    assert main(["l10n", "status", "--content", str(content_copy)]) == 0
    capsys.readouterr()
    assert main(["l10n", "check", "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err
    assert "extra.ftl:1:" in err and "error: [pl] 'cubes' uses $count, which English does not pass" in err
    assert "error: [pl] 'cubes' leaves out $n" in err


def test_english_must_name_every_definition_a_player_sees(content_copy):
    with open(content_copy / "components.wsdv", "a", encoding="utf-8") as f:
        f.write("\nflag curfew  initial no  source rulebook\n")
    edit(content_copy / "locales" / "en" / "names.ftl", "-city-jena = Jena", "-city-jena = Jena\n-city-atlantis = Atlantis")
    statuses = check_locales(content_copy, build(content_copy).rules.definitions.items())
    en = _by_category(statuses, "en")
    assert en["unnamed"] == ["-flag-curfew"]
    assert en["orphan"] == ["-city-atlantis"]


def test_adding_a_language_is_adding_a_folder(names_only, capsys):
    content_copy = names_only
    write(content_copy / "locales" / "cs" / "names.ftl",
          "-side-west = Západ\n-side-east = Východ\n"
          "-province-bayern = { $case ->\n    [locative] Bavorsku\n   *[nominative] Bavorsko\n}\n"
          "-piece-unrest = { $count ->\n    [one] kostka nepokojů\n    [few] kostky nepokojů\n"
          "   *[other] kostek nepokojů\n}\n"
          "name-in = v { NAME($name, case: \"locative\") }\n")
    assert main(["l10n", "status", "--content", str(content_copy)]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("cs "))
    coverage = float(row.split()[1].rstrip("%"))
    assert 0 < coverage < 10
    loc = Localizer(content_copy)
    assert "cs" in loc.languages
    assert loc.name("province", "bayern", "cs", case="in") == "v Bavorsku"
    assert loc.name("piece", "unrest", "cs", count=3) == "kostky nepokojů"
    assert loc.name("province", "hessen", "cs") == "Hessen"   # not yet translated: English
    # For whole numbers Czech needs one, few and other (CLDR's "many" is for fractions).
    assert needed_plural_categories("cs") == {"one", "few", "other"}
    assert "plural" not in _by_category(check_locales(content_copy), "cs")


@pytest.mark.parametrize("term, expected", [
    ("glossary-province", {"en": "province", "de": "Gebiet", "pl": "prowincja", "uk": "земля", "it": "provincia",
                           "fr": "province"}),
    ("glossary-unrest", {"en": "unrest", "de": "Unruhe", "pl": "niepokój", "uk": "заворушення", "it": "sommossa",
                         "fr": "trouble"}),
    ("glossary-dual-card", {"en": "dual card", "de": "zweifarbige Karte", "pl": "karta podwójna",
                            "uk": "подвійна картка", "it": "carta duplice", "fr": "carte mixte"}),
])
def test_the_glossary_uses_the_rulebooks_terms(loc, term, expected):
    assert {lang: loc.text(term, lang) for lang in LANGS} == expected


@pytest.mark.parametrize("lang", LANGS)
def test_every_glossary_term_is_defined_in_every_language(loc, lang):
    terms = loc.message_ids("en", prefix="glossary-")
    assert len(terms) >= 40
    for term in terms:
        assert loc.has_text(term, lang), term
        assert loc.text(term, lang, attribute="definition").endswith(".")


def test_language_for_a_commands_arguments(names_only, monkeypatch):
    import argparse

    monkeypatch.setenv("LC_ALL", "uk_UA.UTF-8")
    assert language_for(argparse.Namespace(lang=None, content=None)) == "uk"
    assert language_for(argparse.Namespace(lang="it", content=None)) == "it"
    (names_only / "locales" / "cs").mkdir()
    (names_only / "locales" / "cs" / "names.ftl").write_text("-side-west = Západ\n", encoding="utf-8")
    assert language_for(argparse.Namespace(lang="cs", content=names_only)) == "cs"
    with pytest.raises(l10n.UnknownLanguage):
        language_for(argparse.Namespace(lang="cs", content=None))


# Names that stay the same in every case: the rulebook keeps the German form (Schleswig-Holstein)
# or the name does not decline (Monachium, ČSSR). Every other place must decline.
INDECLINABLE = {
    "pl": {"-province-schleswig-holstein", "-city-kassel", "-city-giessen", "-city-saarbruecken",
           "-city-kaiserslautern", "-city-bayreuth", "-city-muenchen", "-city-schwedt", "-city-karl-marx-stadt",
           "-country-cssr"},
    "uk": {"-country-cssr"},
}


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_every_place_declines_in_polish_and_ukrainian(loc, rules, lang):
    plain = set()
    for kind in ("province", "sector", "city", "group", "country", "side", "track"):
        for _, id_ in [d for d in named_definitions(rules.definitions.items()) if d[0] == kind]:
            nominative = loc.name(kind, id_, lang)
            forms = {case: loc.name(kind, id_, lang, case=case) for case in ("genitive", "accusative", "locative")}
            if all(form == nominative for form in forms.values()):
                plain.add(term_id(kind, id_))
    assert plain == INDECLINABLE[lang]


def test_misspelt_cases_and_functions_are_reported(names_only):
    pl = names_only / "locales" / "pl"
    edit(pl / "names.ftl", "        [genitive] Bawarii\n", "        [genetive] Bawarii\n")
    write(names_only / "locales" / "en" / "extra.ftl", "where = in { $where }\n")
    write(pl / "extra.ftl", "where = { NAME($where, case: \"locativ\") } { UPPER($where) }\n")
    problems = [p for s in check_locales(names_only) if s.lang == "pl" for p in s.problems if p.category != "stale"]
    assert sorted((p.category, p.message) for p in problems) == [
        ("grammar", "'-province-bayern' has a variant for the unknown case 'genetive'"),
        ("grammar", "'where' asks for the unknown case 'locativ'"),
        ("grammar", "'where' calls the unknown function UPPER()"),
    ]


def test_card_titles_have_one_source_the_locales(loc, rules, content_copy):
    """A title is a text: titles.ftl of each language holds it, and no card definition does (issue 12 §1)."""
    from interpreter.rules.cards import printed_language
    from interpreter.rules.pipeline import build

    assert printed_language(rules) == "de"                       # the faces print the German titles
    for cid, card in rules.of_kind("card").items():
        assert not any(k.startswith("title") for k in card), cid
        for lang in loc.languages:
            assert loc.has_name("card", cid, lang), (lang, cid)
    deck = content_copy / "cards" / "decade-1.wsdv"
    edit(deck, 'card 1  decade I  colour red  value 2  year "1945–1948"',
         'card 1  decade I  colour red  value 2  year "1945–1948"  title_en "Land reform"')
    result = build(content_copy)
    assert not result.ok
    d = next(e for e in result.report.errors if "title_en" in e.message)
    assert d.message == "unknown key `title_en` for card" and "content/locales/en/titles.ftl" in d.hint


def test_german_narration_uses_the_german_titles(rules):
    from interpreter.engine.narration import Narrator

    lines: list[str] = []
    narrator = Narrator(rules, lines.append, "de")
    assert narrator.card(1) == "Karte 1 „Bodenreform“"
    assert "Land reform" in Narrator(rules, lines.append, "en").card(1)


@pytest.mark.parametrize("card, lang, title", [
    ("79", "pl", "Początek ery komputerów"),          # as the Polish rulebook has it
    ("27", "it", "Il primo impianto nucleare tedesco nell'Est!"),   # as the Italian rulebook has it
    ("IV_wall", "it", "Il muro è abbattuto"),
    ("50", "uk", "Справа Гійома"),
    ("37", "fr", "Printemps de Prague"),
])
def test_card_titles_follow_the_rulebooks_where_they_translate(loc, card, lang, title):
    assert loc.name("card", card, lang) == title


def test_several_places_go_as_one_argument(loc):
    places = l10n.Refs([Ref("province", "niedersachsen"), Ref("city", "hamburg")])
    args = {"n": 2, "side": Ref("side", "west"), "side_id": "west", "where": places, "from": "", "from_id": "none"}
    assert {lang: loc.text("icon-place-unrest", lang, **args) for lang in ("pl", "uk", "fr")} == {
        "pl": "Umieść 2 znaczniki niepokoju w Dolnej Saksonii i w Hamburgu",
        "uk": "Розмістіть 2 фішки заворушень у Нижній Саксонії та в Гамбурзі",
        "fr": "Placez 2 cubes de trouble en Niedersachsen et à Hamburg",
    }
    three = [loc.name("province", p, "de") for p in ("bayern", "hessen", "sachsen")]
    assert loc.join(three, "de") == "Bayern, Hessen und Sachsen"
