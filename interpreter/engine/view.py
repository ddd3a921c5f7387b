"""A readable terminal view of a game (rich): provinces, factories, tracks, hands, the display."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from ..rules.cards import all_cards
from ..words.cardtext import CardText
from ..words.l10n import DEFAULT_LANGUAGE, Ref, Refs, localizer, upper_first
from .decisions import Decision
from .economy import city_value, counts_for, economy, is_rundown
from .game import Game
from .knowledge import HIDDEN, hidden_zones
from .narration import zone_name
from .pieces import count

if TYPE_CHECKING:
    from ..rules.model import Rules


class View:
    """Draws the board and a decision's numbered options for a human player."""

    def __init__(self, rules: Rules, console: Console | None = None, lang: str = DEFAULT_LANGUAGE,
                 content: Path | None = None) -> None:
        self.rules = rules
        self.console = console or Console()
        self.l10n = localizer(content, rules.layers)
        self.lang = lang
        self.cards = {c.id: c for c in rules.cards.values()}
        self.content = content
        self._card_faces: dict[str, Any] | None = None
        self._card_writer: CardText | None = None

    def name(self, kind: str, id_: Any) -> str:
        return self.l10n.name(kind, id_, self.lang)

    def t(self, message: str, **args: Any) -> str:
        """A label of the view in the player's language (content/locales/<lang>/cli.ftl)."""
        return self.l10n.text(message, self.lang, **args)

    def label(self, label: str, value: Any) -> str:
        """"label: value" with the language's own separator (French puts a space before the colon). A
        number goes to the message as a number, so the locale writes it ("−1" with the true minus sign)."""
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        return self.t("view-label", label=label, value=value if number else str(value))

    def card(self, c: Any) -> str:
        d = self.cards.get(c)
        if d is None:
            return str(c)
        title = self.name("card", c)   # titles live in the locales only (titles.ftl)
        value = "/".join(str(v) for v in d.values) or "-"
        return f"[{c}] {title} ({self.name('card_colour', d.colour)}, {value})"

    def option(self, decision: Decision, index: int, game: Any) -> str:
        """One option of a decision in words: a card, a name, an icon, a space of a track (a decision
        whose `choose` named the track it picks on), or a word of the engine or the content ("none",
        "keep"...) from the locales (``view-option``)."""
        kind, o = decision.kind, decision.options[index]
        if kind == "card":
            return self.card(o)
        icons = decision.args.get("icons")
        if isinstance(o, int) and isinstance(icons, (list, tuple)):
            # An icon of the card (ignore: by its position in the event; icon order: the options
            # and the icons go side by side) or of the track's end (overflow).
            at = index if kind == "icon_order" else o
            if 0 <= at < len(icons) and isinstance(icons[at], str):
                return self.name("icon", icons[at])
        if decision.args.get("track") is not None and isinstance(o, int):
            return self.t("view-space", space=o)
        if isinstance(o, str):
            if o in self.cards:
                return self.card(o)
            r = self.rules
            named: tuple[tuple[str, Mapping[str, Any]], ...] = (
                ("province", r.provinces), ("city", r.cities), ("action", r.actions),
                ("sector", game.board.sector_province), ("side", r.sides), ("icon", r.icons), ("phase", r.phases))
            for k, ids in named:
                if o in ids:
                    return self.name(k, o)
            if o in game.board.conns:
                a, b = game.board.conns[o].ends
                return f"{self.name('city', a)} \u2013 {self.name('city', b)} ({self.t('view-infrastructure')})"
            if kind == "transfer" and ">" in o:
                supplier, sector = o.split(">", 1)
                return self.t("view-transfer", supplier=Ref("province", supplier), sector=Ref("sector", sector))
            return self.t("view-option", kind=kind, option=o)
        return str(o)

    def board(self, game: Any) -> Group:
        st = game.state
        parts: list[Table | Text] = []
        # A column for each kind of counted piece (not factories, which show a value, nor the
        # pieces on blue lines), in declared order.
        kinds = [k for k in game.board.pieces
                 if k not in game.board.piece_base and k != game.board.line_piece]
        # Laid out to fit 80 columns in every language: the pieces of a province are one cell
        # in words ("3 unrest cubes, 1 LS marker"), not a column per kind under a heading a
        # narrow terminal would cut; cells wrap between words, and a word too long is folded.
        for side in game.board.sides:
            t = Table(title=self.name("side", side), expand=False, show_lines=False)
            mine = [k for k in kinds if game.board.pieces[k].side in (None, side)]
            t.add_column(self.t("view-province"), no_wrap=True)
            t.add_column(self.t("view-pieces"), overflow="fold")
            t.add_column(self.t("view-economy"), justify="right", overflow="fold")
            t.add_column(self.t("view-factories"), overflow="fold")
            for p in game.board.provinces_of[side]:
                facts = []
                for city in sorted(st["sites"]):
                    c = game.board.cities[city]
                    if counts_for(game, city) == p or (c.floating and city not in st["floating"]
                                                        and c.floating[0] == p):
                        mark = f" ({self.t('view-rundown')})" if is_rundown(game, city) else ""
                        facts.append(f"{self.name('city', city)}\u00a0{city_value(game, city)}{mark}")
                held = [(k, count(game, k, at=p)) for k in mine]
                pieces = ", ".join(f"{n}\u00a0{self.l10n.name('piece', k, self.lang, count=n)}" for k, n in held if n)
                t.add_row(self.name("province", p), pieces, str(economy(game, p)), ", ".join(facts))
            parts.append(t)
        # A fact's state is a word of its own (the Wall "standing", the Stasi "dissolved"), not
        # "yes"/"no": view-flag selects on the fact (ID($flag)). An empty pile or box says so in
        # a word agreeing with its name (view-empty selects on GENDER($what)).
        parts.append(Text(self._pairs([self.label(self.name("track", k), v) for k, v in st["tracks"].items()])
                          + "\n" + self._pairs([self.label(self.name("flag", k), self.t(
                              "view-flag", flag=Ref("flag", k), value="yes" if v else "no"))
                              for k, v in st["flags"].items()])))
        zones = st["zones"]
        for pile in game.board.open_piles:  # the face-up piles the players take cards from
            parts.append(Text(self.label(self.name("pile", pile), self.t("view-separator").join(
                self.card(c) for c in zones.get(pile, ())) or self.t("view-empty", what=Ref("pile", pile)))))
        for box in sorted(game.board.boxes):
            holds = ", ".join(f"{n} {self.l10n.name('piece', k, self.lang, count=n)}"
                              for k, n in st["pieces"].get(box, {}).items() if n)
            parts.append(Text(self.label(self.name("box", box), holds or self.t("view-empty", what=Ref("box", box)))))
        for z, cards in sorted(zones.items()):
            if z.startswith("kept_") and cards:
                used = [c for c in cards if any(st["pieces"].get(str(c), {}).values())]
                where = self.l10n.phrase(zone_name(self.rules, z), self.lang)
                parts.append(Text(self.label(upper_first(where), self.t("view-separator").join(
                    self.card(c) + (f" ({self.t('view-used')})" if c in used else "") for c in cards))))
        return Group(*parts)

    def _pairs(self, pairs: list[str]) -> str:
        """"label: value" pairs side by side, as many as the console's width holds on a line:
        a pair is never split between two lines (a terminal would otherwise break it at its space)."""
        lines: list[str] = []
        for pair in pairs:
            if lines and cell_len(lines[-1]) + 2 + cell_len(pair) <= self.console.width:
                lines[-1] += "  " + pair
            else:
                lines.append(pair)
        return "\n".join(lines)

    def hidden(self, view: Any) -> Group:
        """How many cards lie where the player cannot see them: face-down piles, the other hands."""
        lines = []
        for zone, owner in hidden_zones(self.rules):
            n = sum(1 for c in view.state["zones"].get(zone, ()) if c == HIDDEN)
            if owner is None:
                lines.append(Text(self.t("view-hidden-pile", pile=Ref("pile", zone), count=n)))
            elif owner != view.side:
                lines.append(Text(self.t("view-hidden-hand", side=Ref("side", owner), count=n)))
        return Group(*lines)

    def show(self, view: Any, decision: Decision) -> None:
        """The board as the deciding side sees it (its view: no hidden card is shown), its hand,
        and the decision's numbered options."""
        game = Game(self.rules)
        game.state = view.state
        self.console.print(self.board(game))
        self.console.print(self.hidden(view))

        mine = [zone for zone, owner in hidden_zones(self.rules) if owner == decision.side]
        hand = [c for zone in mine for c in game.state["zones"].get(zone, ())]
        side = Ref("side", decision.side)
        self.console.print(Text(self.t("view-hand", side=side, cards=self.t("view-separator").join(self.card(c) for c in hand))))
        question = self.t("view-question", kind=decision.kind)
        city = decision.args.get("city")
        if isinstance(city, str):   # the question is about one city (which province it counts for): named
            question = self.t("view-question-city", question=question, city=Ref("city", city))
        self.console.print(Text(self.t("view-decides", side=side, question=question), style="bold"))
        for i in range(len(decision.options)):
            self.console.print(Text(f"  {i + 1}. {self.option(decision, i, game)}"))

    def read_card(self, decision: Decision, asked: str) -> str:
        """What a player typing `?` is told: with a number of one of the options that is a card (`?2`), that
        card's printed text; with a card's number or id (`?25`, `?[25]`, as the options show it, `?IV_wall`),
        that card's; with nothing, or with something that names no card, how to ask. The text is the
        card's as `wsdv cards show` prints it, in the player's language: what the event does, and where a
        ruling has it played otherwise, the event as played. Card texts are public (the cards are printed
        and the almanac lists them), so any card may be read, wherever it lies."""
        key = asked[1:-1].strip() if asked.startswith("[") and asked.endswith("]") else asked
        card = None
        if key == asked and key.isascii() and key.isdigit() and 1 <= int(key) <= len(decision.options):
            option = decision.options[int(key) - 1]
            card = self._faces().get(str(option)) if isinstance(option, (str, int)) and option in self.cards else None
        if card is None and key:
            card = self._faces().get(key) or next((c for c in self._faces().values() if str(c.number) == key), None)
        if card is None:
            return self.t("view-read-card-help") if not asked else \
                self.t("view-read-card-unknown", card=asked) + "\n" + self.t("view-read-card-help")
        lines = [self.card(next((k for k in self.cards if str(k) == card.id), card.id))]
        sides = Refs([Ref("side", s) for s in card.triggered_by]) if card.triggered_by else "-"
        lines.append("  " + self.t("cli-card-event", sides=sides))
        writer = self._writer()
        lines.append("    " + self.t("cli-card-text", text=writer.event(card.as_printed()) or "-"))
        if card.ruled:
            lines.append("  " + self.t("cli-card-played"))
            lines.append("    " + self.t("cli-card-text", text=writer.event(card) or "-"))
        lines += ["  " + r for r in writer.reminders(card)]
        return "\n".join(lines)

    def _faces(self) -> dict[str, Any]:
        """The card faces by id, read once, when a player first asks for a card's text."""
        if self._card_faces is None:
            self._card_faces = {c.id: c for c in all_cards(self.rules)}
        return self._card_faces

    def _writer(self) -> CardText:
        if self._card_writer is None:
            self._card_writer = CardText(self.rules, self.content, self.lang)
        return self._card_writer

    def prompt(self, decision: Decision) -> str:
        """What the player answers after: the deciding side's name ("Zachód > ")."""
        return self.t("view-input", side=Ref("side", decision.side))
