"""The command line in the reader's language: help, usage and argparse's own errors from the locales.

argparse writes its words in English ("usage:", "options", "show this help message and exit",
"unrecognized arguments"). Every parser of `wsdv` is a :class:`Parser`, whose help formatter
and error report take their words from ``cli.ftl`` in the language the command will speak:

- an option's help is the message ``cli-help-<command>-<dest>`` (``cli-help-play-seed``), else
  the shared ``cli-help-option-<dest>`` (``--content``, ``--lang``, ``-h``), else the English
  written next to the option in Python (a command whose options have no messages yet);
- a command's one-line help and its description: ``cli-help-command-<command>`` and
  ``cli-description-<command>``;
- "usage:", the section headings and argparse's errors: ``cli-usage``, ``cli-section-*`` and
  ``cli-argparse-*``, each found by the English sentence argparse wrote (:data:`ERRORS`).

Help and usage come before the options are checked, so their language is read from the words
of the command line themselves (``--lang X``, ``--content DIR``) and the environment
(:func:`set_language`), the same way :func:`interpreter.cli.options.language_for` reads it; a
``--lang`` the content lacks gives English help, and the command then refuses it.

:func:`localizer_of` is cli/'s one door to the l10n library's localizer (Fluent and Babel: about
100 ms of CPU to import, benchmarks/startup.py). `wsdv check` imports this module and the light
modules above it (messages, options, encoding, common) on its quick path, where an answer from the
cache says nothing and so loads no Fluent (tests/test_check_cache.py holds that); the functions of
those modules that do speak ask this one for the localizer, and it imports the library the first
time one is wanted. The commands that always speak (cards, play, map, l10n, simulate) import the
library at their top.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from ..words.languages import DEFAULT_LANGUAGE, UnknownLanguage, available_languages, choose_language
from .exitcodes import EXIT_CONTENT

if TYPE_CHECKING:
    from ..words.l10n import Localizer

_state: dict[str, Any] = {"words": [], "found": None}


def set_language(words: list[str]) -> None:
    """Keep the command line's words: the language of help and usage is found in them when first
    needed (a run that prints no help loads no locale for it)."""
    _state["words"], _state["found"] = list(words), None


def _language(words: list[str]) -> tuple[Path | None, str | None]:
    """The content folder and the language the words name (``--content``, ``--lang``), or the environment's."""
    lang = content = None
    for i, word in enumerate(words):
        for option in ("--lang", "--content"):
            if word == option and i + 1 < len(words):
                value: str | None = words[i + 1]
            elif word.startswith(option + "="):
                value = word[len(option) + 1:]
            else:
                continue
            if option == "--lang":
                lang = value
            else:
                content = value
    root = Path(content) if content and Path(content).is_dir() else None
    try:
        return root, choose_language(lang, available_languages(root))
    except UnknownLanguage:
        return root, None   # English help; the command refuses the language with its own message


def localizer_of(content: Any) -> Localizer:
    """The localizer of ``content``'s locales (the shipped ones where it is None), the l10n library
    imported the first time a light module of cli/ speaks: see the module's docstring."""
    from ..words.l10n import localizer  # the one lazy import of the library in cli/'s quick path

    return localizer(content)


def _words() -> tuple[Any, str] | None:
    if _state["found"] is None:
        _state["found"] = _language(_state["words"])
    content, lang = _state["found"]
    if lang is None:
        return None
    return localizer_of(content), lang   # (only once help or an error is printed; see set_language)


def say(message: str, fallback: str, **args: Any) -> str:
    """A message of the command line's language, or ``fallback`` where English itself lacks it."""
    words = _words()
    if words is None:
        return fallback
    loc, lang = words
    if not loc.has_text(message, DEFAULT_LANGUAGE):
        return fallback
    return str(loc.quiet_text(message, lang, **args))


def located(where: str, text: str, label: str = "error") -> str:
    """``where: error: text`` in the command line's language, with its colons (French puts a
    no-break space before each: ``wsdv play\u00a0: erreur\u00a0: ...``)."""
    colon = say("l10n-label-colon", ":")
    return f"{where}{colon} {say(f'l10n-label-{label}', label)}{colon} {text}"


def diagnostic_labels() -> dict[str, str]:
    """The words around a diagnostic's message in the command line's language: "error", "warning",
    "hint" and "while running" before the chain of a running game's failure (Diagnostic.render)."""
    labels = {label: say(f"l10n-label-{label}", label) for label in ("error", "warning", "hint", "colon")}
    labels["while running"] = say("check-label-while-running", "while running")
    return labels


def _command(prog: str) -> str:
    """``wsdv l10n status`` -> ``l10n-status``: the part of a message id that names a command."""
    return "-".join(prog.split()[1:]).replace("_", "-")


class Formatter(argparse.HelpFormatter):
    """argparse's help with the words of the locales."""

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        if prefix is None:   # ("" is argparse naming a sub-command's parent, not a usage line)
            prefix = say("cli-usage", "usage:") + " "
        super().add_usage(usage, actions, groups, prefix=prefix)

    def start_section(self, heading: str | None) -> None:
        ids = {"positional arguments": "cli-section-positional", "options": "cli-section-options",
               "optional arguments": "cli-section-options"}
        if heading in ids:
            heading = say(ids[heading], heading)
        super().start_section(heading)

    def _metavar_formatter(self, action: argparse.Action, default_metavar: str) -> Any:
        own = action.metavar
        shown = own if own is not None else default_metavar
        # argparse's add_argument formats each option once, with no default placeholder, only to
        # validate it: that needs no words (and must load no locale: a cached `wsdv check` loads none).
        validating = default_metavar is None
        # A command in a list (`new` under `wsdv l10n`) is typed as it is: its name is no placeholder.
        typed = isinstance(action, argparse._SubParsersAction._ChoicesPseudoAction)
        if not validating and not typed and isinstance(shown, str) and (shown.isupper() or not action.option_strings):
            name = re.sub(r"[^a-z0-9]+", "-", shown.lower()).strip("-")   # SIDE=KIND -> side-kind; X,Y -> x-y
            if name:
                action.metavar = say(f"cli-metavar-{name}", shown)
        try:
            return super()._metavar_formatter(action, default_metavar)
        finally:
            action.metavar = own

    def _expand_help(self, action: argparse.Action) -> str:
        own = action.help or ""
        if isinstance(action, argparse._SubParsersAction._ChoicesPseudoAction):   # a command in a list
            path = "-".join(filter(None, (_command(self._prog), action.dest.replace("_", "-"))))
            action.help = say(f"cli-help-command-{path}", own)
        else:
            dest = action.dest.replace("_", "-")
            command = _command(self._prog)
            action.help = say(f"cli-help-{command}-{dest}", say(f"cli-help-option-{dest}", own)) \
                if command else say(f"cli-help-option-{dest}", own)
        try:
            return super()._expand_help(action)
        finally:
            action.help = own


# argparse's errors, as the English sentences it writes them, and the message that says each.
ERRORS = (
    (re.compile(r"unrecognized arguments: (?P<words>.*)", re.S), "cli-argparse-unrecognized"),
    (re.compile(r"the following arguments are required: (?P<names>.*)", re.S), "cli-argparse-required"),
    (re.compile(r"argument (?P<option>.+?): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.*)\)",
                re.S), "cli-argparse-choice"),
    (re.compile(r"argument (?P<option>.+?): expected one argument"), "cli-argparse-one-value"),
    (re.compile(r"argument (?P<option>.+?): expected at least one argument"), "cli-argparse-values"),
    (re.compile(r"argument (?P<option>.+?): invalid .+? value: (?P<value>.*)", re.S), "cli-argparse-invalid"),
    (re.compile(r"argument (?P<option>.+?): ignored explicit argument (?P<value>.*)", re.S), "cli-argparse-no-value"),
    (re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<choices>.*)", re.S), "cli-argparse-ambiguous"),
    (re.compile(r"argument (?P<option>.+?): not allowed with argument (?P<other>.*)", re.S), "cli-argparse-conflict"),
)
# A refusal that a type function words itself (a seed out of range) comes through "invalid ... value"
# unless the function raised ArgumentTypeError: then argparse writes "argument X: <its message>".
_OWN = re.compile(r"argument (?P<option>[^:]+): (?P<message>.*)", re.S)


def translate_error(message: str) -> str:
    """argparse's English error in the command line's language (as it is if no message says it)."""
    for pattern, mid in ERRORS:
        m = pattern.fullmatch(message)
        if m:
            return say(mid, message, **m.groupdict())
    m = _OWN.fullmatch(message)
    if m:   # the message is the type function's, already in the language (options.py)
        return say("cli-argparse-own", message, option=m["option"], refusal=m["message"])
    return message


class Parser(argparse.ArgumentParser):
    """An argparse parser whose help, usage and errors speak the command line's language."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        # An option is given by its whole name: a prefix that happened to be one option's alone was
        # taken for it (`site build --lang pl` built a Polish site through `--language`), and a new
        # option sharing the prefix would silently change what an old command line means.
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def format_help(self) -> str:
        own = self.description
        self.description = say(f"cli-description-{_command(self.prog) or 'wsdv'}", own or "") or None
        try:
            return super().format_help()
        finally:
            self.description = own

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_CONTENT, located(self.prog, translate_error(message)) + "\n")
