"""Nothing English, no id and no Fluent syntax in another language: every card and a whole narrated game
rendered in each language (issue 12 §1 and §3)."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast as ftl

from interpreter.engine.agents import RandomAgent
from interpreter.engine.narration import Narrator
from interpreter.engine.session import new_game
from interpreter.rules.cards import all_cards
from interpreter.words.cardtext import CardText
from interpreter.words.l10n import localizer
from interpreter.words.l10n.catalog import walk

LANGS = ("en", "de", "pl", "uk", "it", "fr")
MESSAGE_ID = re.compile(r"\b(?:narr|icon|view|cli|zone|name|card|glossary|sim)-[a-z][a-z0-9_-]*\b")


def _words(lang: str, messages_only: bool) -> set[str]:
    """The words written in a language's Fluent files (of its messages only, or of everything)."""
    cat = localizer().catalog(lang)
    out: set[str] = set()
    for eid, entry in cat.entries.items():
        if messages_only and eid.startswith("-"):
            continue
        for node in walk(entry.node):
            if isinstance(node, ftl.TextElement):
                out.update(w.lower() for w in re.findall(r"[A-Za-z]{4,}", node.value))
    return out


@pytest.fixture(scope="module")
def english_words() -> set[str]:
    return _words("en", messages_only=True)


@pytest.fixture(scope="module")
def rendered(shipped) -> dict[str, str]:
    """Every card's text and reminders, and a whole random game's narration, per language."""
    rules = shipped.rules
    out = {}
    for lang in LANGS:
        writer = CardText(rules, None, lang)
        lines = []
        for card in all_cards(rules):
            lines.append(writer.event(card))
            lines.extend(writer.reminders(card))
        narration: list[str] = []
        agents = {side: RandomAgent(i + 1) for i, side in enumerate(rules.sides)}
        game, _ = new_game(rules, 1, agents, narrate=Narrator(rules, narration.append, lang=lang))
        game.play()
        assert len(narration) > 200
        out[lang] = "\n".join(lines + narration)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_no_fluent_syntax_message_id_or_raw_id_is_left(rendered, shipped, lang):
    text = rendered[lang]
    assert "{" not in text and "}" not in text
    assert MESSAGE_ID.findall(text) == []
    ids = {str(i) for (_k, i) in shipped.rules.definitions if "_" in str(i)}
    ids |= {f"hand_{s}" for s in shipped.rules.sides} | {f"kept_{s}_police" for s in shipped.rules.sides}
    words = set(re.findall(r"[\w]+", text))
    assert sorted(ids & words) == []


@pytest.mark.parametrize("lang", [x for x in LANGS if x != "en"])
def test_no_english_word_reaches_another_language(rendered, english_words, lang):
    # A word of the English messages that the language itself never writes (names such as
    # "Hamburg" or "Stasi" are written by both) is English leaking through.
    own = _words(lang, messages_only=False)
    found = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", rendered[lang])}
    assert sorted((found & english_words) - own) == []


def test_a_quotation_inside_a_quotation_takes_the_inner_marks():
    loc = localizer()
    title = loc.name("card", "32", "pl")
    assert title == "Afera „Spiegla”"
    assert loc.text("narr-card-name", "pl", number="32", title=title) == "nr 32 „Afera «Spiegla»”"   # Polish nests « » inside „ ” (issue 27 §1)
    uk = loc.text("narr-card-name", "uk", number="52", title="Банкрутство банку «Герштатт»")
    assert uk.endswith("«Банкрутство банку „Герштатт“»")
