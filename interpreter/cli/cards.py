"""`wsdv cards`: the card faces as a table or JSON, filtered, or one card with its event in words."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..diagnostics import closest
from ..rules.cards import all_cards, find, printed_language, select
from ..site.carddata import CardView
from ..site.context import Context
from ..site.notation import Sources
from ..site.svg import card_svg
from ..words.cardtext import CardText
from ..words.l10n import DEFAULT_LANGUAGE, Ref, Refs, localizer
from ..words.names import Names
from ..words.rulings import record_date, record_text
from ..words.sitestrings import strings_for
from .commands import listed
from .common import content_args, rules_in_language
from .exitcodes import EXIT_CONTENT, EXIT_MISMATCH, EXIT_OK
from .map import drawn
from .options import add_lang_option


def cmd_cards(args: argparse.Namespace) -> int:
    """List the card faces (with filters) or show one card, as a table or as JSON."""
    built = rules_in_language(args, "wsdv cards")
    if built is None:
        return EXIT_CONTENT
    lang, result = built
    rules = result.rules
    cards = all_cards(rules)
    writer = CardText(rules, args.content, lang)
    english = writer if lang == DEFAULT_LANGUAGE else CardText(rules, args.content)
    ui = _Labels(localizer(args.content, rules.layers), lang, printed_language(rules))

    def texts(card) -> dict[str, str]:
        """The card's text in English (always) and in the chosen language."""
        return {DEFAULT_LANGUAGE: english.event(card), lang: writer.event(card)}

    def titles(card) -> dict[str, str]:
        """The card's title (locales: titles.ftl) in English, as printed on the face, and in the chosen language."""
        return {tongue: ui.l10n.name("card", card.id, tongue)
                for tongue in dict.fromkeys([DEFAULT_LANGUAGE, ui.printed or DEFAULT_LANGUAGE, lang])}

    def as_json(card) -> dict:
        """The card's data; each ruling and erratum with its words in English and in the chosen language."""
        out = card.to_json(texts(card), titles(card))
        for key, records in (("rulings", card.rulings), ("errata", card.errata)):
            for data, rec in zip(out[key], records, strict=True):
                data["text"] = {x: record_text(ui.l10n, rec, x) for x in dict.fromkeys((DEFAULT_LANGUAGE, lang))}
        return out

    if getattr(args, "card", None) is not None:
        card = find(cards, args.card)
        if card is None:
            known = ", ".join(c.id for c in cards[:5]) + (" ..." if len(cards) > 5 else "")
            print(ui("cli-no-card", card=args.card, known=known), file=sys.stderr)
            return EXIT_MISMATCH
        if getattr(args, "svg", None) is not None:
            return _write_face(args, result, card, writer, lang)
        if args.json:  # a list, like the listing's, so that scripts read both the same way
            print(json.dumps([as_json(card)], ensure_ascii=False, indent=2))
        else:
            print(_card_page(card, writer, ui, cards))
        return EXIT_OK
    for key, kind in (("decade", "decade"), ("colour", "card_colour"), ("icon", "icon"), ("side", "side")):
        value = getattr(args, key)
        if value is not None and value not in rules.of_kind(kind):
            near = closest(value, list(rules.of_kind(kind)))
            hint = ui("cli-did-you-mean", word=near) if near is not None else \
                ui("cli-known", words=", ".join(rules.of_kind(kind)))
            print(ui("cli-unknown-filter", key=key, value=value, hint=hint), file=sys.stderr)
            return EXIT_MISMATCH
    chosen = select(cards, args.decade, args.colour, args.icon, args.side)
    if args.json:
        print(json.dumps([as_json(c) for c in chosen], ensure_ascii=False, indent=2))
    else:
        print(_card_table(chosen, ui))
    return EXIT_OK


def _write_face(args: argparse.Namespace, result: Any, card: Any, writer: CardText, lang: str) -> int:
    """`cards show N --svg FILE`: the card's face as the site draws it, in the chosen language
    (PNG for a `.png` file, with the `png` extra)."""
    rules = result.rules
    names = Names(args.content, loc=writer.l10n)
    printed = printed_language(rules)
    titles = {tongue: names("card", card.id, tongue) for tongue in dict.fromkeys([lang, *([printed] if printed else [])])}
    view = CardView(card, {lang: writer.event(card)}, titles, {lang: tuple(writer.reminders(card))}, printed)
    strings = strings_for(lang)
    ctx = Context(result, [view], names, strings, [], Sources(), args.content)
    title = strings.raw("card-alt", number=view.number) + ": " + view.title(lang)
    svg = card_svg(view, ctx.namer(), rules, title, view.text.get(lang, ""), subtitle=view.title(lang))
    return drawn(args.svg, svg, "card face", lang, args.content)


def _values(card, ui: _Labels | None = None) -> str:
    if not card.value:
        return "-"
    if len(card.value) != 2:
        return str(card.value[0])
    return " / ".join(f"{ui.name('side', s) if ui else s} {v}" for s, v in card.values.items())


def _icons_short(card, ui: _Labels) -> str:
    """The event's icons in a few words: each icon's name, the side it affects, how often, the crest."""
    parts = []
    for row in card.rows:
        for i in row.icons:
            word = ui.name("icon", i.icon) + (f" ({ui.name('side', i.side)})" if i.side else "")
            word += f" \u00d7{i.n}" if i.n != 1 else ""
            parts.append(word + (f" [{ui.name('side', i.crest)}]" if i.crest else ""))
    return ui("view-separator").join(parts)


class _Labels:
    """The words `wsdv cards` prints, from the locales (content/locales/<lang>/cli.ftl)."""

    def __init__(self, l10n, lang: str, printed: str | None = None) -> None:
        self.l10n, self.lang, self.printed = l10n, lang, printed

    def __call__(self, message: str, **args) -> str:
        return self.l10n.text(message, self.lang, **args)

    def name(self, kind: str, id_) -> str:
        return self.l10n.name(kind, id_, self.lang)

    def title(self, card) -> str:
        """The card's title in this language: the one source of titles is the locales (titles.ftl)."""
        return self.name("card", card.id)

    def printed_title(self, card) -> str:
        """The title as the face prints it (the deck's `printed_in` language), else the reader's."""
        return self.l10n.name("card", card.id, self.printed) if self.printed else self.title(card)


def _card_table(cards, ui: _Labels) -> str:
    """The cards as a plain-text table, one line each."""
    head = tuple(ui(f"cli-table-{k}") for k in ("number", "decade", "colour", "value", "corner", "title", "event"))
    rows = [(str(c.id), c.decade, ui.name("card_colour", c.colour), _values(c, ui),
             ", ".join(ui.name("icon", k) for k in c.corner) or "-",
             ui.title(c), _icons_short(c, ui)) for c in cards]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head) - 1)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths, strict=False)) + "  " + head[-1]]
    for r in rows:
        lines.append("  ".join(x.ljust(w) for x, w in zip(r, widths, strict=False)) + "  " + r[-1])
    lines.append(ui("cli-cards-count", count=len(cards)))
    return "\n".join(lines)


def _row_line(row, ui: _Labels) -> str:
    """One line of an event as content notation: its icons, then where, limit and note."""
    extra = ""
    if row.where:
        extra += "  where " + ", ".join(row.where)
    if row.limit:
        extra += f"  limit {row.limit}"
    if row.note:
        extra += f'  note "{row.note}"'
    return ui("cli-card-row", number=row.number, icons=", ".join(i.call() for i in row.icons) + extra)


def _card_page(card, writer, ui: _Labels, cards=()) -> str:
    """One card: its printed data, its event in words, its provenance, rulings and errata."""
    lines = [ui("cli-card-heading", id=str(card.id), title=ui.title(card), original=ui.printed_title(card),
                same="yes" if ui.title(card) == ui.printed_title(card) else "no",
                year=card.year or "none")]   # (a card without a year: no dangling comma)
    decade = ui("cli-card-decade", decade=card.decade, colour=ui.name("card_colour", card.colour))
    if card.special:
        decade += ", " + ui("cli-card-special")
    if card.reverse:
        other = next((c for c in cards if c.id == card.reverse), None)
        decade += ", " + ui("cli-card-face", face=Ref("face", card.face),
                            other=Ref("face", other.face) if other is not None and other.face else card.reverse)
    lines.append("  " + decade)
    lines.append("  " + ui("cli-card-value", value=_values(card, ui)))
    if card.corner:
        lines.append("  " + ui("cli-card-corner", icons=", ".join(writer.corner(c) for c in card.corner)))
    sides = Refs([Ref("side", s) for s in card.triggered_by]) if card.triggered_by else "-"
    lines.append("  " + ui("cli-card-event", sides=sides))
    # The face as printed first (a row's `printed`), as the site shows it; the lines a ruling has the
    # game play otherwise follow apart, as the ruling's, never as the card's text (card 77).
    printed = card.as_printed()
    lines += ["    " + _row_line(row, ui) for row in printed.rows]
    lines.append("  " + ui("cli-card-text", text=writer.event(printed) or "-"))
    if card.ruled:
        lines.append("  " + ui("cli-card-played"))
        lines += ["    " + _row_line(row, ui) for row in card.rows if row.ruled]
        lines.append("    " + ui("cli-card-text", text=writer.event(card) or "-"))
    for r in writer.reminders(card):
        lines.append("  " + r)
    lines.append("  " + ui("cli-card-source", sources=Refs([Ref("source", s) for s in card.source])))
    for message, records in (("cli-card-ruling", card.rulings), ("cli-card-erratum", card.errata)):
        for rec in records:
            lines.append("  " + ui(message, date=record_date(ui.l10n, rec, ui.lang), source=Ref("source", rec.source),
                                   text=record_text(ui.l10n, rec, ui.lang)))
    return "\n".join(lines)


def register(sub: Any) -> None:
    cards = sub.add_parser("cards", help=listed("cards"),
                           description="List the card faces as a table (filters combine), or with "
                                       "`show N` one card: its data, its event in words, its provenance.")
    content_args(cards)
    cards.add_argument("--decade", metavar="D", help="only cards of this decade (I, II, III, IV)")
    cards.add_argument("--colour", metavar="C", help="only cards of this colour (red, yellow, dual)")
    cards.add_argument("--icon", metavar="ICON", help="only cards printing this icon (in the event or corner)")
    cards.add_argument("--side", metavar="SIDE", help="only cards whose event this side may trigger (west, east)")
    cards.add_argument("--json", action="store_true", help="print the card data as JSON")
    add_lang_option(cards)
    cards.set_defaults(func=cmd_cards, card=None)
    cards_sub = cards.add_subparsers(dest="cards_command", metavar="show")
    show = cards_sub.add_parser("show", help="print one card", description="Print one card face.")
    show.add_argument("card", metavar="N", help="the card's number or id (as `wsdv cards` lists them)")
    content_args(show, inherited=True)
    show.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print the card data as JSON")
    show.add_argument("--svg", metavar="FILE", type=Path, default=None,
                      help="write the card's face to FILE as the site draws it (SVG; PNG for a .png file, "
                           "with the `png` extra) instead of printing the card")
    add_lang_option(show, inherited=True)
    show.set_defaults(func=cmd_cards)
