"""The FAQ page: every ruling and erratum of the cards on one page per language.

Like Scryfall's and ArkhamDB's rulings, each entry gives its date (as precise as its source:
the almanac's clarifications carry the year of the rulebook), where it comes from, and its words in
the page's language (:mod:`interpreter.checks.rulings`); each card's heading links to the card's page,
and each card page links here (:func:`card_link`). A variant that rules a card differently (the
2nd edition's card 77) shows its own entry under the same card, named by the variant.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..rules.cards import Card, Record
from ..words.markup import Safe
from ..words.markup import text as esc
from ..words.rulings import record_date, record_text

PAGE = "faq.md"


@dataclass(frozen=True)
class Entry:
    """One ruling or erratum of one card, in the base game or in a variant."""

    card: Card
    record: Record
    variant: str | None  # the variant whose card carries it, None for the base game


def _key(rec: Record) -> tuple:
    return (rec.kind, rec.date, rec.source, rec.message, tuple(sorted(rec.extra.items())))


def entries(base: Iterable[Card], variants: Iterable[tuple[str, Iterable[Card]]]) -> list[Entry]:
    """The records of the base game's cards, then, card by card, those a variant has and the base has not."""
    base = list(base)
    out = [Entry(c, r, None) for c in base for r in (*c.errata, *c.rulings)]
    known = {(c.id, _key(r)) for c in base for r in (*c.errata, *c.rulings)}
    for name, cards in variants:
        for c in cards:
            for r in (*c.errata, *c.rulings):
                if (c.id, _key(r)) not in known:
                    out.append(Entry(c, r, name))
    order = {c.id: i for i, c in enumerate(base)}
    return sorted(out, key=lambda e: (order.get(e.card.id, len(order)), e.record.kind != "erratum", e.variant or ""))


def anchor(card_slug: str) -> str:
    return f"card-{card_slug}"


def card_link(ctx, card) -> list[str]:
    """The line under a card page's rulings that leads to the card's entry on the FAQ (pages live in
    cards/); a card the FAQ has no entry for (no ruling or erratum, in the base game or a variant) gets
    no link, since the anchor would lead nowhere."""
    listed = {e.card.id for e in entries([card.card], ctx.variant_cards)
              if e.variant is None or e.card.id == card.id}
    if card.id not in listed:
        return []
    return [f"[{ctx.t('faq-all')}](../{PAGE}#{anchor(card.slug)})", ""]


def faq_page(ctx) -> str:
    """Every ruling and erratum, card by card, in the page's language."""
    t = ctx.t
    views = {c.id: c for c in ctx.cards}
    found = entries((c.card for c in ctx.cards), ctx.variant_cards)
    errata = sum(1 for e in found if e.record.kind == "erratum")
    out = [f"# {t('faq-title')}", "", t("faq-intro", rulings=len(found) - errata, errata=errata), "",
           t("faq-dates"), ""]
    if not found:
        out += [t("card-none-recorded"), ""]
        return "\n".join(out)
    current = None
    for e in found:
        view = views.get(e.card.id)
        if current != e.card.id:
            current = e.card.id
            if view is not None:
                heading = t("card-heading", number=view.number, title=view.title(ctx.lang))
                out += [f"## {heading} {{ #{anchor(view.slug)} }}", "",
                        f"[{t('faq-to-card')}](cards/{view.slug}.md)", ""]
            else:  # a card only a variant has: its rulings are here too, though it has no page to link to
                heading = t("card-heading", number=e.card.number, title=ctx.raw_name("card", e.card.id))
                out += [f"## {heading}", ""]
        kind = t("faq-erratum") if e.record.kind == "erratum" else t("faq-ruling")
        parts = [f"**{esc(record_date(ctx.l10n, e.record, ctx.lang))}**", kind, ctx.source_words(e.record.source)]
        edition = e.record.extra.get("edition")
        if edition in ("first", "second"):
            parts.append(t(f"faq-edition-{edition}"))
        if e.variant is not None:
            parts.append(t("faq-in-variant", variant=ctx.name("variant", e.variant)))
        out.append(f"- {t('label', label=Safe(' · '.join(parts)))} {esc(record_text(ctx.l10n, e.record, ctx.lang))}")
        if e.record.kind == "erratum" and "changes" in e.record.extra:
            was = e.record.extra.get("was")
            out.append(f"    - {t('faq-erratum-changes')} <code>{esc(e.record.extra['changes'])}</code>"
                       + (f" — {t('faq-erratum-was')} <code>{esc(was)}</code>" if was else ""))
        out.append("")
    return "\n".join(out)
