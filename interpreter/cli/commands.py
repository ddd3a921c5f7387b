"""The commands of `wsdv`: each one's name, the module of cli/ that registers its parser, and its line
in the list of commands (`wsdv --help`).

`wsdv --help`, and a first word that names no command, list every command with its line and nothing
more, so they are built from this table alone (cli/main.py): importing every command's module to
register its whole parser cost about 0.8 s of CPU before the list was printed, the card tables' and
the game's modules with the l10n library among them (benchmarks/startup.py). A command that is run
imports its own module only. Each module registers its command with the line written here, so the
list and the command's own parser say the same; the locales' ``cli-help-command-<name>`` gives the
line in the reader's language, this English where a content folder's locales lack it.
"""

from __future__ import annotations

from typing import NamedTuple


class Command(NamedTuple):
    module: str   # the module of cli/ whose `register(sub)` adds the command's parser
    help: str     # its line in the list of commands, in English


# In the order `wsdv --help` lists them. tests/test_check_cache.py holds the table to what the modules register.
COMMANDS: dict[str, Command] = {
    "check": Command("check", "read and check the content without playing"),
    "cards": Command("cards", "list the card faces, or show one card"),
    "l10n": Command("l10n", "report on the translations in content/locales"),
    "new": Command("new", "add a card, icon, pictogram, phase, province, city, connection, track or variant: "
                          "its declaration and every text it needs, as stubs"),
    "rename": Command("rename", "rename a definition everywhere its id is written"),
    "site": Command("site", "build or serve the rules reference site"),
    "play": Command("play", "play a game in the terminal (humans or bots)"),
    "replay": Command("play", "re-run a logged game and check it reaches the same states"),
    "scenario": Command("play", "run rules scenarios (YAML)"),
    "diff": Command("diff", "what a content set changes against another (variants, overlays, content folders), in words"),
    "map": Command("map", "draw the board's map to a file (SVG, or PNG for a .png file)"),
    "schema": Command("schema", "export the JSON Schemas of content, scenarios and game logs"),
    "simulate": Command("simulate", "play many seeded games between bots and report on the balance"),
}


def listed(name: str) -> str:
    """The command ``name``'s line in the list of commands (its parser's ``help``)."""
    return COMMANDS[name].help
