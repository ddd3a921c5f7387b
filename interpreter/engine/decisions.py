"""Decisions: every choice a player makes, with its legal options, put to an agent."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import WsdvError


@dataclass(slots=True)
class Decision:
    """A question to one side: ``kind`` names it (for narration and logs), ``options`` are all legal."""

    side: str
    kind: str
    options: list[Any]
    args: dict[str, Any] = field(default_factory=dict)

    def index_of(self, choice: Any) -> int | None:
        """The index of ``choice`` among the options (matched as its JSON value), or None."""
        cls = choice.__class__
        if cls is str or cls is int:
            # (No list matches a text or a number: the first option equal to it, found in C.)
            try:
                return self.options.index(choice)
            except ValueError:
                return None
        for i, o in enumerate(self.options):
            if o == choice or (isinstance(o, (list, tuple)) and isinstance(choice, (list, tuple))
                               and list(o) == list(choice)):
                return i
        return None


class IllegalChoice(WsdvError):
    """An agent named an option the decision does not offer."""

    def __init__(self, decision: Decision, choice: Any) -> None:
        shown = ", ".join(repr(o) for o in decision.options[:12])
        more = "" if len(decision.options) <= 12 else f" (and {len(decision.options) - 12} more)"
        super().__init__(f"{choice!r} is not a legal choice for {decision.side}'s decision "
                         f"'{decision.kind}'; legal: {shown}{more}")
        self.decision = decision
        self.choice = choice


# The decisions the engine itself puts (beside those content names with `choose(..., ask = NAME)`,
# whose default name is `choose`): their names, as scenario files and logs write them.  A test
# reads every `ask(...)` of the engine's code and keeps this list complete.
ENGINE_DECISIONS = ("action", "build_site", "card", "choose", "dismantle_site", "floating", "icon_order",
                    "ignore", "living_standard", "mirror", "overflow", "sector", "transfer")
