"""The checker's diagnostics in the reader's language (issue 24 §4): their words are content/locales/<lang>/
diagnostics.ftl, English included, and a sample of faults read in each language has no English sentence."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest
from wsdvtest import overlay, overlay_files, said, without_notation

from interpreter.cli.main import main
from interpreter.diagnostics import a_kind
from interpreter.language.schema import kinds
from interpreter.paths import content_dir
from interpreter.rules.pipeline import build
from interpreter.words.l10n import localizer
from interpreter.words.l10n.catalog import walk

LANGS = ("de", "pl", "uk", "it", "fr")

# One overlay file per fault: a slip of the review's fifty mistakes (task 7), each a different diagnostic.
FAULTS = {
    "unknown.wsdv": "amend card 25 {\n  row 1 icons place_ls(west) where sachsn\n}\n",
    "other_kind.wsdv": "amend card 24 {\n  row 1 icons place_ls(west) where prestige\n}\n",
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


# Sentences of the checker as a native reader expects them, each said from its message with the values given
# and the kind's noun in the language (`$kind_noun`), compared whole:
# - a message that names a kind agrees with it where the language does: `X 'id' is defined twice` with the
#   kind's gender (the designer's review read "karta '81' jest zdefiniowany dwa razy"); `amend`/`replace`/
#   `delete` of what does not exist, Ukrainian naming the kind in the genitive after "немає" (the review read
#   "доріжка 'prestig' немає") and Polish "nie ma takiej/takiego" agreeing with it; a kind that calls itself;
# - German names the kind as a label where a sentence would have to decline it;
# - a value "written differently" or "not valid here" is the name (id), the key or the value: Polish and
#   Ukrainian said it with one gender's participle ("identyfikator ... musi być zapisana", "назва ...
#   записане"); they now say it with a verb that agrees with none.
_AGREE = {"where": "x.wsdv:1", "word": "amend"}
_SCHEMA = {"kind": "card", "key": "k", "found": "3", "found_as": "number"}
SAID_BY_THE_CHECKER = [
    ("pl", "check-defined-twice", {"kind": "card", "name": "81", **_AGREE}, "karta '81' jest zdefiniowana dwa razy"),
    ("pl", "check-defined-twice", {"kind": "city", "name": "potsdam", **_AGREE},
     "miasto 'potsdam' jest zdefiniowane dwa razy"),
    ("pl", "check-defined-twice", {"kind": "track", "name": "x", **_AGREE}, "tor 'x' jest zdefiniowany dwa razy"),
    ("it", "check-defined-twice", {"kind": "card", "name": "81", **_AGREE}, "carta '81' è definita due volte"),
    ("it", "check-defined-twice", {"kind": "group", "name": "x", **_AGREE}, "gruppo 'x' è definito due volte"),
    ("fr", "check-defined-twice", {"kind": "card", "name": "81", **_AGREE}, "carte '81' est définie deux fois"),
    ("fr", "check-defined-twice", {"kind": "piece", "name": "x", **_AGREE}, "élément 'x' est défini deux fois"),
    ("de", "check-defined-twice", {"kind": "card", "name": "81", **_AGREE}, "Karte '81' ist zweimal definiert"),
    ("uk", "check-defined-twice", {"kind": "card", "name": "81", **_AGREE}, "картка '81' визначено двічі"),
    ("en", "check-defined-twice", {"kind": "card", "name": "81", **_AGREE}, "card '81' is defined twice"),
    ("uk", "check-cannot-change", {"kind": "track", "name": "x", **_AGREE}, "`amend` неможливе: доріжки 'x' немає"),
    ("uk", "check-cannot-change", {"kind": "card", "name": "x", **_AGREE}, "`amend` неможливе: картки 'x' немає"),
    ("uk", "check-cannot-change", {"kind": "phase", "name": "x", **_AGREE}, "`amend` неможливе: етапу 'x' немає"),
    ("uk", "check-cannot-change", {"kind": "city", "name": "x", **_AGREE}, "`amend` неможливе: міста 'x' немає"),
    ("pl", "check-cannot-change", {"kind": "card", "name": "x", **_AGREE},
     "nie można wykonać `amend` na 'x' (karta): nie ma takiej"),
    ("pl", "check-cannot-change", {"kind": "track", "name": "x", **_AGREE},
     "nie można wykonać `amend` na 'x' (tor): nie ma takiego"),
    ("en", "check-cannot-change", {"kind": "track", "name": "x", **_AGREE}, "cannot amend track 'x': there is none"),
    ("pl", "check-calls-itself", {"kind": "icon", "name": "x", "chain": "x -> x"},
     "ikona `x` wywołuje samą siebie: x -> x"),
    ("pl", "check-calls-itself", {"kind": "bot", "name": "x", "chain": "x -> x"},
     "bot `x` wywołuje sam siebie: x -> x"),
    ("it", "check-calls-itself", {"kind": "routine", "name": "x", "chain": "x -> x"},
     "procedura `x` richiama sé stessa: x -> x"),
    ("it", "check-calls-itself", {"kind": "bot", "name": "x", "chain": "x -> x"}, "bot `x` richiama sé stesso: x -> x"),
    ("fr", "check-calls-itself", {"kind": "icon", "name": "x", "chain": "x -> x"},
     "icône `x` s'appelle elle-même\u00a0: x -> x"),
    ("fr", "check-calls-itself", {"kind": "feature", "name": "x", "chain": "x -> x"},
     "critère `x` s'appelle lui-même\u00a0: x -> x"),
    ("uk", "check-calls-itself", {"kind": "icon", "name": "x", "chain": "x -> x"},
     "позначка `x` викликає сама себе: x -> x"),
    ("uk", "check-calls-itself", {"kind": "phase", "name": "x", "chain": "x -> x"},
     "етап `x` викликає сам себе: x -> x"),
    ("de", "check-not-inside", {"kind": "icon", "sub": "row", "block": "yes"},
     "`row` ist in dieser Deklaration nicht erlaubt (Symbol)"),
    ("de", "check-not-inside", {"kind": "icon", "sub": "row", "block": "no"},
     "`row` ist in dieser Deklaration nicht erlaubt (Symbol, sie nimmt keinen Block)"),
    ("de", "check-no-effects-inside", {"kind": "icon", "allowed": "x"},
     "Effekte sind in dieser Deklaration nicht erlaubt (Symbol)"),
    ("pl", "check-schema-invalid", {"what": "id", **_SCHEMA}, "identyfikator (karta) tu nie pasuje: podano `3`"),
    ("pl", "check-schema-written-differently", {"what": "value", **_SCHEMA},
     "wartość trzeba zapisać inaczej, a podano: `3`"),
    ("uk", "check-schema-invalid", {"what": "id", **_SCHEMA}, "назва (картка) тут не підходить: вказано `3`"),
    ("uk", "check-schema-written-differently", {"what": "value", **_SCHEMA},
     "значення записується інакше, а вказано: `3`"),
]


@pytest.mark.parametrize(("lang", "message", "values", "expected"), SAID_BY_THE_CHECKER)
def test_a_check_message_reads_as_a_native_writes_it(lang, message, values, expected):
    assert said(lang, message, kind_noun=said(lang, "check-kind", kind=values["kind"]), **values) == expected


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


# Every message that names a kind of declaration as `$kind_noun` agrees with it where the language's
# grammar makes words agree: Polish, Italian, French by gender (a participle, "itself"), Ukrainian by
# gender and case. The genders of each language's nouns (check-kind in its diagnostics.ftl):
GENDERS = {
    "pl": {"f": "province group side phase card decade icon sequence routine zone action figure deck feature "
                "proposal shortlist none",
           "n": "city box connection setup",
           "m": "country track piece flag outcome pile variant pictogram sector bot"},
    "it": {"f": "province city phase card decade icon sequence outcome routine zone pile action connection variant "
                "figure setup feature proposal shortlist none",
           "m": "group country side track piece flag box pictogram sector deck bot"},
    "fr": {"f": "province city track phase card decade icon sequence outcome routine zone pile box action connection "
                "variant figure deck setup proposal shortlist none",
           "m": "group country side piece flag pictogram sector bot feature"},
    "uk": {"f": "province group country side track card icon flag sequence routine zone box action figure pictogram "
                "deck setup feature proposal",
           "n": "city decade connection none",
           "m": "piece phase outcome pile variant sector bot shortlist"},
}
# The messages whose words need not agree: the kind stands as a label, in parentheses or before a colon,
# or beside a verb the language does not inflect for gender ("istnieje", "esiste", "existe", "уже є"),
# and those that only quote such a message (check-schema-subject, check-schema-what). A new message with
# `$kind_noun` that is in neither this list nor selects on `$kind` fails: decide which it is.
_LABEL = {"check-unknown-key", "syntax-continuation-key-hint", "check-no-such-key", "check-not-inside",
          "check-no-effects-inside", "check-schema-what", "check-schema-subject", "check-schema-required",
          "check-schema-no-block", "check-schema-no-params", "check-schema-one-of", "check-schema-one-value",
          "check-nested-outside", "check-already-in-base", "check-schema-bound", "check-schema-described",
          "check-schema-invalid", "check-schema-items", "check-schema-something-else", "check-schema-type",
          "check-schema-written-differently", "check-wrong-kind"}
AGREEMENT_NOT_NEEDED = {
    "pl": _LABEL,
    "it": _LABEL | {"check-cannot-change"},     # "impossibile `amend`: carta 'x' non esiste"
    "fr": _LABEL | {"check-cannot-change"},     # "`amend` impossible : carte 'x' n'existe pas"
    "uk": _LABEL | {"check-defined-twice"},     # "картка '81' визначено двічі": impersonal
}
# Messages that decline the noun itself (a case other than the nominative): each kind has its own variant.
DECLINED = {("uk", "check-cannot-change")}


def _kind_messages(lang: str) -> dict[str, object]:
    """The messages of a language that name `$kind_noun`, directly or through a message they quote."""
    from fluent.syntax import ast as ftl

    entries = localizer().catalog(lang).entries
    uses: dict[str, set[str]] = {}
    for mid, entry in entries.items():
        nodes = list(walk(entry.node))
        refs = {n.id.name for n in nodes if isinstance(n, ftl.MessageReference)}
        own = any(isinstance(n, ftl.VariableReference) and n.id.name == "kind_noun" for n in nodes)
        uses[mid] = refs | ({"$kind_noun"} if own else set())
    found: set[str] = {m for m, r in uses.items() if "$kind_noun" in r}
    while True:
        more = {m for m, r in uses.items() if r & found} - found
        if not more:
            return {m: entries[m].node for m in sorted(found)}
        found |= more


def _selects_on_kind(node) -> bool:
    from fluent.syntax import ast as ftl

    return any(isinstance(n, ftl.SelectExpression) and isinstance(n.selector, ftl.VariableReference)
               and n.selector.id.name == "kind" and len(n.variants) > 1 for n in walk(node))


@pytest.mark.parametrize("lang", sorted(GENDERS))
def test_every_message_naming_a_kind_agrees_with_it_or_is_known_not_to_need_to(lang):
    found = _kind_messages(lang)
    assert "check-calls-itself" in found and "check-defined-twice" in found   # (the walk finds them)
    loose = [m for m, node in found.items() if m not in AGREEMENT_NOT_NEEDED[lang] and not _selects_on_kind(node)]
    assert loose == [], f"[{lang}] messages naming $kind_noun that neither select on $kind nor are known not to need to"


def _said(loc, lang: str, message: str, kind: str) -> str:
    values = {"kind": kind, "kind_noun": loc.text("check-kind", lang, kind=kind), "name": "x", "chain": "x -> x",
              "word": "amend", "where": "x.wsdv:1", "key": "k", "kinds": "k", "sub": "s", "block": "yes",
              "what": "id", "above": 1, "missing": "m", "options": "o", "count": 2, "found": "f"}
    return said(lang, message, **values)


@pytest.mark.parametrize("lang", sorted(GENDERS))
def test_each_kind_gets_the_words_of_its_gender(lang):
    """A message that selects on the kind says the same for every kind of one gender (the noun aside) and
    differs between genders: a kind left out of a select falls to `*[other]`, which is one gender's."""
    loc = localizer()
    kinds = {k: g for g, ks in GENDERS[lang].items() for k in ks.split()}
    select = loc.catalog(lang).entries["check-kind"].node.value.elements[0].expression
    assert set(kinds) == {v.key.name for v in select.variants if not v.default}   # every kind has its gender
    for message, node in _kind_messages(lang).items():
        if message in AGREEMENT_NOT_NEEDED[lang]:
            continue
        if (lang, message) in DECLINED:   # no kind may fall back to `*[other]`, the nominative
            from fluent.syntax import ast as ftl

            keys = {v.key.name for n in walk(node) if isinstance(n, ftl.SelectExpression)
                    and isinstance(n.selector, ftl.VariableReference) and n.selector.id.name == "kind"
                    for v in n.variants if not v.default}
            assert sorted(set(kinds) - keys) == [], (lang, message)
            continue
        by_gender: dict[str, set[str]] = {}
        for kind, gender in kinds.items():
            noun = loc.text("check-kind", lang, kind=kind)
            by_gender.setdefault(gender, set()).add(_said(loc, lang, message, kind).replace(noun, "N", 1))
        assert all(len(texts) == 1 for texts in by_gender.values()), (lang, message, by_gender)
        assert len({t for texts in by_gender.values() for t in texts}) > 1, (lang, message, by_gender)


# German declines a noun after a preposition ("in einer Karte", "von einem Symbol"); the kind's noun, given
# in the nominative without its article, stands only as a subject or a label, never after one.
_DE_PREPOSITIONS = ("in", "im", "von", "vom", "aus", "zu", "zum", "zur", "mit", "an", "am", "auf", "für", "bei",
                    "nach", "über", "unter", "ohne", "durch", "gegen", "einer", "einem", "eines", "der", "dem", "des",
                    "den", "die", "das", "ein", "eine", "einen")


def test_german_never_puts_the_bare_kind_after_a_preposition_or_an_article():
    from fluent.syntax import ast as ftl

    slips = []
    for message, node in _kind_messages("de").items():
        for pattern in [n for n in walk(node) if isinstance(n, ftl.Pattern)]:
            for before, element in pairwise(pattern.elements):
                if (isinstance(element, ftl.Placeable) and isinstance(element.expression, ftl.VariableReference)
                        and element.expression.id.name == "kind_noun" and isinstance(before, ftl.TextElement)
                        and before.value.rstrip().split(" ")[-1].lower() in _DE_PREPOSITIONS
                        and before.value.endswith(" ")):
                    slips.append(f"{message}: …{before.value[-20:]}{{ $kind_noun }}")
    assert slips == []


_KIND_VARIABLES = ("kind", "kind_noun", "kinds")


def _english_kind_messages() -> dict[str, object]:
    """The English messages that name a kind of declaration: by its noun (`$kind_noun`), its id (`$kind`), or
    the nouns of one or more kinds (`$kinds`, a single kind's noun as the test says it)."""
    from fluent.syntax import ast as ftl

    return {mid: entry.node for mid, entry in localizer().catalog("en").entries.items()
            if any(isinstance(n, ftl.VariableReference) and n.id.name in _KIND_VARIABLES for n in walk(entry.node))}


def test_english_never_writes_a_bare_a_before_a_kind():
    """English writes "an icon", "an action": a message that puts its own "a" before `{ $kind_noun }` (or
    `{ $kind }`, `{ $kinds }`) reads "a icon" for some kind; it chooses "a" or "an" by selecting on the kind."""
    from fluent.syntax import ast as ftl

    found = _english_kind_messages()
    assert {"check-no-such-key", "check-not-inside", "check-nested-outside"} <= set(found)   # (the walk finds them)
    slips = []
    for message, node in found.items():
        for pattern in [n for n in walk(node) if isinstance(n, ftl.Pattern)]:
            for before, element in pairwise(pattern.elements):
                if (isinstance(element, ftl.Placeable) and isinstance(element.expression, ftl.VariableReference)
                        and element.expression.id.name in _KIND_VARIABLES and isinstance(before, ftl.TextElement)
                        and before.value.endswith(" ") and before.value.rstrip().split(" ")[-1] in ("a", "A")):
                    slips.append(f"{message}: …{before.value[-20:]}{{ ${element.expression.id.name} }}")
    assert slips == []


@pytest.mark.parametrize("kind", sorted(kinds()))
def test_english_says_a_or_an_before_each_kind_as_the_checker_does(kind):
    """Each English message naming a kind puts the article the kind's noun takes ("an icon", "a use"), the
    one the checker's own English writes (diagnostics.a_kind), for every kind of the language."""
    loc = localizer()
    noun = loc.text("check-kind", "en", kind=kind)
    assert a_kind(noun).split(" ")[0] == ("an" if noun in ("action", "area", "erratum", "icon", "outcome",
                                                           "overflow") else "a")
    from fluent.syntax import ast as ftl

    entries = loc.catalog("en").entries
    texts = {}
    for message, node in _english_kind_messages().items():   # each said with its own values, "x" for the rest
        nodes, seen = [node], {message}
        for n in nodes:   # (and those of the messages it quotes)
            for ref in walk(n):
                if isinstance(ref, ftl.MessageReference) and ref.id.name not in seen and ref.id.name in entries:
                    seen.add(ref.id.name)
                    nodes.append(entries[ref.id.name].node)
        values = {v.id.name: "x" for n in nodes for v in walk(n) if isinstance(v, ftl.VariableReference)}
        values |= {"kind": kind, "kind_noun": noun, "kinds": noun, "block": "yes", "what": "id", "found": "name",
                   "count": 2, "above": 1}
        texts[message] = said("en", message, **values)
    articles = {m: re.findall(rf"\b([aA]n?) {re.escape(noun)}\b", text) for m, text in texts.items()}
    assert sum(map(len, articles.values())) >= 5, texts   # (the messages with an article were said)
    wrong = {m: found for m, found in articles.items() if any(a.lower() != a_kind(noun).split(" ")[0] for a in found)}
    assert wrong == {}
