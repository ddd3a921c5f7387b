"""The checker's diagnostics in the reader's language (issue 24 §4): their words are content/locales/<lang>/
diagnostics.ftl, English included, and a sample of faults read in each language has no English sentence."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from wsdvtest import overlay, overlay_files, without_notation

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
from interpreter.words.l10n import localizer

LANGS = ("de", "pl", "uk", "it", "fr")

# One overlay file per fault: a slip of the review's fifty mistakes (task 7), each a different diagnostic.
FAULTS = {
    "unknown.wsdv": "amend card 25 {\n  row 1 icons place_ls(west) where sachsn\n}\n",
    "call.wsdv": "amend card 26 {\n  row 1 icons place_lss(west)\n}\n",
    "type.wsdv": 'amend card 27 {\n  row 1 icons place_unrest(east, "2")\n}\n',
    "arity.wsdv": "amend card 28 {\n  row 1 icons place_unrest(east, 1, w_berlin, 1, west, 6)\n}\n",
    "name.wsdv": "amend phase wall_cost {\n  add(unrest, q, to = bayern)\n}\n",
    "param.wsdv": "amend phase flight {\n  add(unrest, 1, tu = bayern)\n}\n",
    "twice.wsdv": "amend sequence end_of_decade  phases flight, prestige, currency, prestige\n",
    "amend.wsdv": "amend card 99  value 2\n",
    "key.wsdv": "amend card 30  colur red\n",
    "same.wsdv": "amend card 31  value 2, 2\n",
    "special.wsdv": "amend card II  value 2\n",
    "decade.wsdv": "amend card 32  decade IV\n",
    "neighbour.wsdv": "amend province bayern  neighbours hessen, baden_wuerttemberg, thueringen, sachsen, bremen\n",
    "border.wsdv": "connection kassel -- leipzig  lines 1  source reconstructed\n",
    "narration.wsdv": 'amend phase currency {\n  say("decadee")\n}\n',
    "question.wsdv": 'amend phase prestige {\n  choose(provinces(west), west, ask = "socalist")\n}\n',
    "kind.wsdv": "provnce atlantis  side west  source reconstructed\n",
    "self.wsdv": "icon loop(side)  source reconstructed {\n  loop(side)\n}\n",
    "again.wsdv": "city kiel  province schleswig_holstein  at 47, 20  source reconstructed\n",
    "picture.wsdv": "pictogram hold  source reconstructed {\n  circle 29  at 32, 32\n}\n",
    # syntax: a block never closed, `=` for `==`, a list wrapped without its comma, an unclosed text
    "brace.wsdv": "amend phase flight {\n  add(unrest, 1, to = bayern)\n",
    "equals.wsdv": "amend outcome west_collapses  when track(prestige) = 0\n",
    "wrap.wsdv": "amend group suppliers  members nordrhein_westfalen, rheinland_pfalz\n    baden_wuerttemberg\n",
    "quote.wsdv": 'amend card 33  year "1967\n',
    "decimal.wsdv": 'amend phase flight  section 9.1\n',
}


def test_the_english_words_are_the_checkers_own(tmp_path):
    """The English of diagnostics.ftl says exactly what the checker says (nothing drifts apart), for every
    fault of the sample, each of which has its words."""
    result = build(overlays=[overlay_files(tmp_path / "faults", FAULTS)])
    assert not result.ok
    said = [d for d in result.report.diagnostics if d.words is not None]
    files = {Path(d.file).name for d in said}
    assert set(FAULTS) <= files, set(FAULTS) - files
    loc = localizer()
    for d in said:
        message_id, pairs = d.words
        values = dict(pairs)
        if "kinds" in values:   # (joined by the command, each kind a noun of the language)
            values["kinds"] = " or ".join(loc.text("check-kind", "en", kind=k) for k in str(values["kinds"]).split())
        if "kind" in values:
            values["kind_noun"] = loc.text("check-kind", "en", kind=values["kind"])
        for k in ("want", "got", "a", "b"):
            if k in values:
                values[k + "_a"] = loc.text("check-a", "en", type=values[k])
        assert loc.text(message_id, "en", **values) == d.message
        if d.hint is not None:
            assert loc.text(message_id + "-hint", "en", **values) == d.hint


def _english_sentences(err: str) -> list[str]:
    """Lines of a report that still read as English: the sentence of a diagnostic or its hint, with the
    content's own notation (quoted or in backquotes) and the source lines taken out."""
    english = ("unknown", " needs ", " found ", "did you mean", "cannot", " is not ", " takes ", "is defined",
               "neighbour", "crosses", "there is none", " the ", "hint:", "while running", "in the content")
    out = []
    for line in err.splitlines():
        if line.startswith("    "):   # the source line and its caret
            continue
        text = line.split(": ", 2)[-1] if ".wsdv:" in line else line   # (after the place and the label)
        if any(w in without_notation(text, "`'") for w in english):
            out.append(line)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_a_sample_of_faults_reads_without_an_english_sentence(tmp_path, capsys, lang):
    faults = overlay_files(tmp_path / "faults", FAULTS)
    assert main(["check", "--overlay", str(faults), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert err.count(".wsdv:") >= len(FAULTS)
    assert _english_sentences(err) == []
    assert localizer().text("l10n-label-error", lang) in err


def test_english_stays_as_it_was(tmp_path, capsys):
    assert main(["check", "--overlay", str(overlay_files(tmp_path / "faults", FAULTS)), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "error: unknown province or group or country or city 'sachsn'" in err
    assert "  hint: did you mean 'sachsen'?" in err
    assert "errors in the content" in err.splitlines()[-1]


# A message that names a kind agrees with it where the language does, by message, language and kind:
# `X 'id' is defined twice` with the kind's gender (the designer's review read "karta '81' jest
# zdefiniowany dwa razy"); `amend`/`replace`/`delete` of what does not exist, Ukrainian naming the kind
# in the genitive after "немає" (the review read "доріжка 'prestig' немає") and Polish "nie ma
# takiej/takiego" agreeing with it. The id is the one the expected sentence quotes.
AGREES_WITH_THE_KIND = {
    ("check-defined-twice", "pl", "card"): "karta '81' jest zdefiniowana dwa razy",
    ("check-defined-twice", "pl", "city"): "miasto 'potsdam' jest zdefiniowane dwa razy",
    ("check-defined-twice", "pl", "track"): "tor 'x' jest zdefiniowany dwa razy",
    ("check-defined-twice", "it", "card"): "carta '81' è definita due volte",
    ("check-defined-twice", "it", "group"): "gruppo 'x' è definito due volte",
    ("check-defined-twice", "fr", "card"): "carte '81' est définie deux fois",
    ("check-defined-twice", "fr", "piece"): "élément 'x' est défini deux fois",
    ("check-defined-twice", "de", "card"): "Karte '81' ist zweimal definiert",
    ("check-defined-twice", "uk", "card"): "картка '81' визначено двічі",
    ("check-defined-twice", "en", "card"): "card '81' is defined twice",
    ("check-cannot-change", "uk", "track"): "`amend` неможливе: доріжки 'x' немає",
    ("check-cannot-change", "uk", "card"): "`amend` неможливе: картки 'x' немає",
    ("check-cannot-change", "uk", "phase"): "`amend` неможливе: етапу 'x' немає",
    ("check-cannot-change", "uk", "city"): "`amend` неможливе: міста 'x' немає",
    ("check-cannot-change", "pl", "card"): "nie można wykonać `amend` na 'x' (karta): nie ma takiej",
    ("check-cannot-change", "pl", "track"): "nie można wykonać `amend` na 'x' (tor): nie ma takiego",
    ("check-cannot-change", "en", "track"): "cannot amend track 'x': there is none",
}


@pytest.mark.parametrize(("message", "lang", "kind"), sorted(AGREES_WITH_THE_KIND))
def test_a_message_naming_a_kind_agrees_with_it(message, lang, kind):
    loc = localizer()
    expected = AGREES_WITH_THE_KIND[message, lang, kind]
    said = loc.text(message, lang, kind=kind, kind_noun=loc.text("check-kind", lang, kind=kind),
                    name=expected.split("'")[1], where="x.wsdv:1", word="amend")
    assert said.replace("\u2068", "").replace("\u2069", "") == expected


def test_check_says_a_card_defined_twice_in_polish_as_a_card(tmp_path, capsys):
    text = "".join(f"card 81  decade IV  colour red  value 1  year \"1990\"  source reconstructed {{\n"
                   f"  row 1  icons place_unrest(west, {n})\n}}\n" for n in (1, 2))
    folder = overlay(tmp_path, text, "twice", "cards.wsdv")
    assert main(["check", "--overlay", str(folder), "--lang", "pl"]) == 2
    assert "karta '81' jest zdefiniowana dwa razy" in capsys.readouterr().err


def test_ukrainian_check_names_a_missing_track_in_the_genitive(tmp_path, capsys):
    folder = overlay(tmp_path, "amend track prestig {\n}\n", "amend", "a.wsdv")
    assert main(["check", "--overlay", str(folder), "--lang", "uk"]) == 2
    assert "доріжки 'prestig' немає" in capsys.readouterr().err


# The German of the tools (checker, refusals, l10n, the commands) addresses the designer as "Sie", as
# diagnostics.ftl always did; only the game's own words to a player (the play screen `view-*`, rules,
# icons) say "du". The review found "schreibe" beside "schreiben Sie".
_DU = re.compile(r"\b(du|dein\w*|dich|meintest|schreibe|nimm|gib|füge|lösche|benenne|prüfe|nenne|verschiebe|senke"
                 r"|rufe|ergänze|wähle|setze|entferne|ändere|kopiere|lies)\b")


def test_the_german_tools_say_sie_not_du():
    from interpreter.paths import content_dir

    slips = []
    folder = content_dir() / "locales" / "de"
    for name in ("diagnostics.ftl", "checks.ftl", "cli.ftl", "cli-refusals.ftl", "cli-l10n.ftl", "l10n.ftl"):
        entry = ""
        for n, line in enumerate((folder / name).read_text(encoding="utf-8").splitlines(), 1):
            head = re.match(r"(-?[A-Za-z][\w-]*) =", line)
            entry = head.group(1) if head else entry
            if line.startswith("#") or entry.startswith("view-"):
                continue
            prose = re.sub(r"`[^`]*`|\{[^{}]*\}", "", line.split(" = ", 1)[-1] if head else line)
            if _DU.search(prose):
                slips.append(f"{name}:{n}: {line.strip()}")
    assert slips == []
