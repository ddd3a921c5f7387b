"""The name of a player kind (a person at the terminal, a bot) in a language, for reports and screens.

A player is written on the command line as ``KIND[:OPTIONS]`` (``random``, ``heuristic``,
``mcts:200``, ``heuristic:weights=DIR``); a reader sees the kind's name from the locales
(``player-<kind>`` in ``cli.ftl``: "losowy bot", "евристичний бот") and its options as
typed, since those are notation (a number of playouts, a folder). A kind the locales do
not name yet (a bot just added) is shown as typed too: it is the word the command line
takes, not a sentence.
"""

from __future__ import annotations

from .l10n import DEFAULT_LANGUAGE, Localizer


def player_name(l10n: Localizer, lang: str, spec: str) -> str:
    """``spec`` (``KIND[:OPTIONS]``) as a reader of ``lang`` says it."""
    kind, _, options = spec.partition(":")
    message = f"player-{kind.replace('_', '-')}"
    if not l10n.has_text(message, DEFAULT_LANGUAGE):
        return spec
    name = l10n.text(message, lang)
    return l10n.text("player-with-options", lang, player=name, options=options) if options else name
