"""Every command's `--help` speaks the reader's language: no English sentence in any of them.

Issue 27 §1: "the remaining English a player sees: ... the command-line help and usage errors".
`wsdv play --help --lang uk` was translated first; this walks every command and sub-command of the
parser (check, cards, cards show, l10n and its actions, new, rename, site, schema, scenario, diff,
map, simulate, ...) in each shipped language and compares its help with the English one: a run of
three English words that the English help has and the translated one repeats is an English
sentence left untranslated. Words typed as they are (option values, player kinds, ids), the
program's and the game's names and file formats are notation, not English, and break such a run.
"""

from __future__ import annotations

import argparse
import re

import pytest

from interpreter.cli.commands import COMMANDS
from interpreter.cli.localized import _command
from interpreter.cli.main import main, parser
from interpreter.words.l10n import localizer

LANGUAGES = ["de", "pl", "uk", "it", "fr"]

# Typed as they are (values the command line takes, ids, kinds), or names (the game, formats, tools).
NOTATION = {"wsdv", "human", "random", "foresight", "heuristic", "mcts", "weights", "bot", "west", "east",
            "red", "yellow", "dual", "province", "city", "icon", "phase", "show", "build", "serve", "run",
            "export", "status", "check", "confirm", "preview", "new", "wir", "sind", "das", "volk", "json",
            "svg", "png", "yaml", "mkdocs", "markdown", "ray", "cldr", "iso", "pip", "install", "stderr",
            "language", "lang", "content", "locales", "variants", "docs", "simulation", "site", "ftl",
            "against", "overlay", "variant", "compare", "until", "kind", "id", "dir", "url", "file",
            "en", "de", "pl", "uk", "it", "fr"}


def commands() -> list[list[str]]:
    """Every command path of the parser: [], ["check"], ["cards", "show"], ..."""
    found: list[list[str]] = []

    def walk(p: argparse.ArgumentParser, path: list[str]) -> None:
        if path not in found:
            found.append(path)
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, [*path, name])
    # (`wsdv --help` lists the commands alone: each command's parsers come with the command named)
    for command in COMMANDS:
        walk(parser(command), [])
    return found


def help_text(capsys, path: list[str], lang: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*path, "--help", "--lang", lang])
    assert stop.value.code == 0
    return capsys.readouterr().out


def words(text: str) -> list[str]:
    """The help's words in order, notation (options, code, paths, placeholders, ids) left out as breaks."""
    text = re.sub(r"`[^`]*`|'[^']*'|https?://\S+|\S*[/=._:]\S*|--?[\w-]+", " | ", text)
    out = []
    for token in re.findall(r"[^\W\d_]+|\|", text):
        low = token.lower()
        out.append("|" if token == "|" or token.isupper() or low in NOTATION or len(token) < 2 else low)
    return out


def runs(text: str, n: int = 3) -> set[tuple[str, ...]]:
    w = words(text)
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1) if "|" not in w[i:i + n]}


ALL = commands()


def test_the_walk_reaches_every_command():
    names = {" ".join(p) for p in ALL}
    assert {"check", "cards show", "l10n status", "l10n new", "new", "rename", "site build", "site serve",
            "scenario run", "diff", "map", "schema export", "simulate", "play", "replay"} <= names


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_command_help_keeps_an_english_sentence(capsys, lang):
    left: dict[str, set] = {}
    for path in ALL:
        english = runs(help_text(capsys, path, "en"))
        assert english or not path, path   # the English help has words to compare at all
        translated = help_text(capsys, path, lang)
        same = english & runs(translated)
        if same:
            left[" ".join(path) or "wsdv"] = sorted(" ".join(r) for r in same)
    assert left == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_argparse_words_and_every_option_have_their_message(lang):
    """No option, command or description shows the English written in Python: each has a message in
    English and in the language (so a new option without one fails here, before a reader sees it)."""
    loc = localizer()
    lacking = []
    for path in ALL:
        p = parser(path[0] if path else None)   # (a command's parsers come with it named)
        for name in path:
            sub = next(a for a in p._actions if isinstance(a, argparse._SubParsersAction))
            p = sub.choices[name]
        command = _command(p.prog)
        if p.description:
            lacking += [f"cli-description-{command or 'wsdv'}"]
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                lacking += [f"cli-help-command-{'-'.join(filter(None, (command, c.dest)))}"
                            for c in action._choices_actions]
            elif action.help not in (None, argparse.SUPPRESS):
                dest = action.dest.replace("_", "-")
                own = f"cli-help-{command}-{dest}"
                lacking += [own if command and loc.has_text(own, "en") else f"cli-help-option-{dest}"]
    lacking += ["cli-usage", "cli-section-positional", "cli-section-options"]
    missing = sorted({m for m in lacking if not (loc.has_text(m, "en") and loc.has_text(m, lang))})
    assert missing == []


def test_a_help_says_its_options_in_the_language(capsys):
    out = help_text(capsys, ["l10n", "status"], "pl")
    assert out.startswith("użycie: wsdv l10n status") and "tylko te języki" in out
    out = help_text(capsys, ["rename"], "de")
    assert "ART ALT NEU" in out and "Positionsargumente:" in out
    out = help_text(capsys, ["simulate"], "fr")
    assert "combien de parties (par défaut 100)" in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_command_names_in_a_list_stay_as_they_are_typed(capsys, lang):
    """`new` under `wsdv l10n` is a command, typed as it is, though `rename` has a placeholder NEW."""
    for path, names in ((["l10n"], ["status", "check", "confirm", "preview", "new"]), (["site"], ["build", "serve"]),
                        ([], ["check", "cards", "new", "map", "simulate"])):
        listed = [line.split()[0] for line in help_text(capsys, path, lang).splitlines() if line.startswith("    ")]
        assert set(names) <= set(listed), (path, listed)
