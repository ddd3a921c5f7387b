"""The generated pages: plain Markdown (with a little raw HTML for the gallery) per language.

Plain Markdown keeps the generator swappable: MkDocs reads these files, but so could any other
static site tool. Each page function takes one language's context and returns the Markdown;
the pictures it needs are returned beside it as files to write next to the page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..diff import DiffWriter, VariantDiff
from ..model import Rules
from . import svg
from .carddata import CardView
from .effects import Words, code
from .names import Names
from .strings import LANG_NAMES, LANGS, Strings


@dataclass
class Context:
    """Everything one language's pages are made of."""

    rules: Rules
    cards: list[CardView]
    names: Names
    t: Strings
    variants: list[VariantDiff]
    content: Any = None  # the content folder (None: the shipped one), for the locales

    @property
    def lang(self) -> str:
        return self.t.lang

    def name(self, kind: str, id_: Any) -> str:
        if kind == "card":
            card = next((c for c in self.cards if c.id == str(id_)), None)
            if card is not None:
                return card.title(self.lang)
        if kind == "restriction":  # one place or several (ids joined by commas), each named by its kind
            parts = [p.strip() for p in str(id_).split(",") if p.strip()]
            return ", ".join(self.names(k, p, self.lang) if (k := self._kind_of(p)) else p for p in parts)
        return self.names(kind, id_, self.lang)

    def _kind_of(self, id_: str) -> str | None:
        for kind, other in self.rules.definitions:
            if str(other) == id_:
                return kind
        return None

    def namer(self):
        return lambda kind, id_: self.name(kind, id_)

    def words(self) -> Words:
        return Words(self.rules, self.names, self.t)


def _cell(text: Any) -> str:
    """Text safe inside a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def _table(headers: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(_cell(h) for h in headers) + " |", "|" + "---|" * len(headers)]
    out += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def _source(ctx: Context, source: str) -> str:
    """Provenance in words; several sources are given as ids joined by commas."""
    if not source:
        return ctx.t("unknown")
    parts = [p.strip() for p in source.split(",") if p.strip()]
    return "; ".join(ctx.t(f"source-{p}") if ctx.t.has(f"source-{p}") else p for p in parts)


def _side(ctx: Context, side: str | None) -> str:
    return ctx.name("side", side) if side else "—"


# ----------------------------------------------------------------------------------------- cards

def _value_text(ctx: Context, card: CardView) -> str:
    if card.special or not card.values:
        return ctx.t("card-value-none")
    if len(card.values) == 2:
        sides = card.box_sides or tuple(ctx.rules.sides)[:2]
        return ctx.t("card-value-dual", value1=card.values[0], value2=card.values[1],
                     side1=_side(ctx, sides[0] if sides else None), side2=_side(ctx, sides[1] if len(sides) > 1 else None))
    return ctx.t("card-value-both", value=card.values[0])


def _colour_text(ctx: Context, c: str) -> str:
    return ctx.t(f"colour-{c}") if ctx.t.has(f"colour-{c}") else c


def card_text(ctx: Context, card: CardView) -> tuple[str, bool]:
    """The generated card text in this language, else in English (flagged), else empty."""
    if card.text.get(ctx.lang):
        return card.text[ctx.lang], False
    if card.text.get("en"):
        return card.text["en"], ctx.lang != "en"
    return "", False


def cards_index(ctx: Context) -> str:
    t = ctx.t
    out = [f"# {t('cards-title')}", "", t("cards-intro", count=len(ctx.cards)), ""]
    if not ctx.cards:
        out += [f'!!! note "{t("cards-none-title")}"', "", f"    {t('cards-none')}", ""]
        return "\n".join(out)
    decades = [d for d in ctx.rules.of_kind("decade")] or sorted({c.decade for c in ctx.cards})
    colours = sorted({c.colour for c in ctx.cards})
    opts = lambda values, label: "".join(  # noqa: E731
        f'<option value="{v}">{label(v)}</option>' for v in values)
    out += ['<div class="wsdv-filters" data-search-exclude>',
            f'<label>{t("filter-decade")} <select data-filter="decade"><option value="">{t("filter-all")}</option>'
            f'{opts(decades, lambda d: ctx.name("decade", d))}</select></label>',
            f'<label>{t("filter-colour")} <select data-filter="colour"><option value="">{t("filter-all")}</option>'
            f'{opts(colours, lambda c: _colour_text(ctx, c))}</select></label>',
            '</div>', "", '<div class="wsdv-gallery" data-search-exclude>']
    for card in ctx.cards:
        title = svg.escape(card.title(ctx.lang))
        out.append(f'<a class="wsdv-card-tile" data-decade="{card.decade}" data-colour="{card.colour}" '
                   f'href="{card.slug}/"><img src="svg/{card.slug}.svg" alt="{t("card-alt", number=card.id)}: '
                   f'{title}" width="250" height="350" loading="lazy"><span>{card.id} · {title}</span></a>')
    out += ["</div>", ""]
    return "\n".join(out)


def card_page(ctx: Context, card: CardView) -> str:
    t = ctx.t
    title = card.title(ctx.lang)
    out = [f"# {t('card-heading', number=card.id, title=title)}", "",
           f'![{t("card-alt", number=card.id)}](svg/{card.slug}.svg){{ .wsdv-card-picture }}', ""]
    text, fallback = card_text(ctx, card)
    if text:
        out += [f"## {t('card-text')}", "", f"> {text}", ""]
        if fallback:
            out += [f"*{t('card-text-english')}*", ""]
    rows = [[t("card-number"), card.id],
            [t("card-decade"), ctx.name("decade", card.decade)],
            [t("card-colour"), _colour_text(ctx, card.colour)],
            [t("card-value"), _value_text(ctx, card)]]
    if card.title_de:
        rows.append([t("card-title-de"), card.title_de])
    if card.title_en:
        rows.append([t("card-title-en"), card.title_en])
    if card.year:
        rows.append([t("card-year"), card.year])
    if card.corner:
        rows.append([t("card-corner"), ", ".join(f"[{ctx.name('icon', i)}](../../icons/#icon-{i})"
                                                 for i in card.corner)])
    if card.special:
        rows.append([t("card-special"), t("yes")])
    rows.append([t("card-source"), _source(ctx, card.source)])
    out += [_table([t("card-field"), t("card-data")], rows), ""]
    if card.rows:
        out += [f"## {t('card-event')}", ""]
        for i, row in enumerate(card.rows, 1):
            icons = ", ".join(
                f"[{ctx.name('icon', u.icon)}](../../icons/#icon-{u.icon})"
                + (f" ({_side(ctx, u.side)})" if u.side else "") + (f" ×{u.n}" if u.n > 1 else "")
                + (f" — {t('card-crest', side=_side(ctx, u.crest))}" if u.crest else "")
                for u in row.icons)
            line = f"{i}. {icons}"
            if row.restriction:
                line += f" — *{ctx.name('restriction', row.restriction)}*"
            out.append(line)
        out.append("")
    if card.arrows:
        out += [f"## {t('card-arrows')}", ""]
        out += [f"- {t('card-arrow', track=ctx.name('track', a.track), steps=a.steps, side=_side(ctx, a.toward))}"
                for a in card.arrows]
        out.append("")
    for heading, records in ((t("card-errata"), card.errata), (t("card-rulings"), card.rulings)):
        out += [f"## {heading}", ""]
        if records:
            out += [f"- **{r.date}** — {r.text}" + (f" ({r.source})" if r.source else "") for r in records]
        else:
            out.append(t("card-none-recorded"))
        out.append("")
    out += _card_in_variants(ctx, card)
    out += [f"[{t('back-to-gallery')}](index.md)", ""]
    return "\n".join(out)


# One writer per variant and language for a whole build (the diff object is kept with it, so its id
# is never reused while the entry lives).
_WRITERS: dict[tuple[int, str], tuple[VariantDiff, DiffWriter]] = {}


def _card_in_variants(ctx: Context, card: CardView) -> list[str]:
    """What each variant changes on this card, said by the writer of `wsdv diff` and the variants page."""
    out: list[str] = []
    for v in ctx.variants:
        key = (id(v), ctx.lang)
        if key not in _WRITERS or _WRITERS[key][0] is not v:
            if len(_WRITERS) > 64:
                _WRITERS.clear()
            _WRITERS[key] = (v, DiffWriter(v.base, v.other, ctx.lang, ctx.content, strings=ctx.t, names=ctx.names))
        lines = _WRITERS[key][1].items_for(v, "card", card.id)
        if lines:
            title = ctx.name("variant", v.name) if ctx.names.known("variant", v.name, ctx.lang) else v.title
            out += [f"## {ctx.t('card-in-variant', variant=title or v.name)}", ""]
            out += ["    " * (depth - 1) + f"- {text}" for depth, text in lines if depth > 0]
            out.append("")
    return out


# ----------------------------------------------------------------------------------------- icons

def _icon_colour(ctx: Context, icon: str) -> str:
    data = ctx.rules.definitions.get(("icon", icon), {})
    return svg.colour(data.get("colour"), "neutral")


def icons_page(ctx: Context) -> str:
    t = ctx.t
    words = ctx.words()
    icons = ctx.rules.of_kind("icon")
    out = [f"# {t('icons-title')}", "", t("icons-intro", count=len(icons)), ""]
    used: dict[str, list[CardView]] = {}
    for card in ctx.cards:
        for icon in {u.icon for row in card.rows for u in row.icons} | set(card.corner) | set(card.arrow_icons):
            used.setdefault(icon, []).append(card)
    tracks: dict[str, list[str]] = {}
    for track in ctx.rules.tracks.values():
        for space in track.spaces.values():
            for use in space.icons:
                tracks.setdefault(use.get("call"), []).append(track.id)
    for icon, data in icons.items():
        name = ctx.name("icon", icon)
        out += [f"## {name} {{ #icon-{icon} }}", "",
                svg.icon_svg(icon, name, _icon_colour(ctx, icon), name), ""]
        params = [p.get("name") + (f" = {code(p['default'])}" if "default" in p else "")
                  for p in data.get("params", ())]
        if params:
            out += [f"**{t('icon-params')}:** `{', '.join(params)}`", ""]
        out += [f"**{t('icon-meaning')}:**", ""]
        meaning = words.markdown(data.get("body"))
        out += [meaning if meaning else t("icon-meaning-rulebook"), ""]
        out += [f"**{t('card-source')}:** {_source(ctx, str(data.get('source', '')))}", ""]
        cards = sorted(used.get(icon, []), key=lambda c: c.sort_key)
        if cards:
            links = ", ".join(f"[{c.id} · {c.title(ctx.lang)}](../cards/{c.slug}/)" for c in cards)
            out += [f"**{t('icon-used-by')}:** {links}", ""]
        else:
            out += [f"**{t('icon-used-by')}:** {t('icon-used-by-none')}", ""]
        if icon in tracks:
            out += [f"**{t('icon-on-tracks')}:** "
                    + ", ".join(sorted({ctx.name('track', x) for x in tracks[icon]})), ""]
    return "\n".join(out)


# ------------------------------------------------------------------------------------------- map

def map_page(ctx: Context) -> str:
    t, r = ctx.t, ctx.rules
    out = [f"# {t('map-title')}", "", t("map-intro", provinces=len(r.provinces), cities=len(r.cities),
                                         connections=len(r.connections), lines=r.blue_lines), "",
           f"![{t('map-title')}](map.svg){{ .wsdv-map }}", "",
           f"## {t('map-provinces')}", ""]
    rows = []
    for p in r.provinces.values():
        cities = [ctx.name("city", c.id) for c in r.cities.values() if p.id in c.provinces]
        rows.append([ctx.name("province", p.id), _side(ctx, p.side),
                     ", ".join(ctx.name("province", n) for n in p.neighbours),
                     ", ".join(cities) or "—", t("yes") if p.builds else t("no")])
    out += [_table([t("col-province"), t("col-side"), t("col-neighbours"), t("col-cities"), t("col-builds")],
                   rows), ""]
    sectors = [(p, s) for p in r.provinces.values() for s in p.sectors]
    if sectors:
        out += [f"## {t('map-sectors')}", "", t("map-sectors-intro"), ""]
        out += [_table([t("col-province"), t("col-sector"), t("col-supplier")],
                       [[ctx.name("province", p.id), ctx.name("sector", s.id), ctx.name("province", s.supplier)]
                        for p, s in sectors]), ""]
    out += [f"## {t('map-cities')}", ""]
    rows = []
    for c in r.cities.values():
        where = (ctx.name("province", c.province) if c.province else
                 " / ".join(ctx.name("province", x) for x in c.floating) if c.floating else
                 ctx.name("country", c.country) if c.country else "—")
        marks = []
        if c.mark:
            marks.append(t(f"mark-{c.mark}") if t.has(f"mark-{c.mark}") else c.mark)
        if c.floating and c.chooser:
            marks.append(t("mark-floating", side=_side(ctx, c.chooser)))
        if not c.connectable:
            marks.append(t("mark-unconnectable"))
        links = [ctx.name("city", e) + (" (2)" if conn.lines == 2 else "")
                 for conn in r.connections.values() if c.id in conn.ends for e in conn.ends if e != c.id]
        rows.append([ctx.name("city", c.id), where, "; ".join(marks) or "—", ", ".join(links) or "—",
                     _source(ctx, c.source)])
    out += [_table([t("col-city"), t("col-where"), t("col-marks"), t("col-connections"), t("card-source")], rows),
            ""]
    return "\n".join(out)


def map_svg(ctx: Context) -> str:
    t = ctx.t
    return svg.map_svg(ctx.rules, ctx.namer(), t("map-title"),
                       {"city": t("legend-city"), "setup": t("legend-setup"), "special": t("legend-special"),
                        "lines": t("legend-lines")})


# ---------------------------------------------------------------------------------------- tracks

def tracks_page(ctx: Context) -> str:
    t, r = ctx.t, ctx.rules
    words = ctx.words()
    out = [f"# {t('tracks-title')}", "", t("tracks-intro"), ""]
    for track in r.tracks.values():
        name = ctx.name("track", track.id)
        out += [f"## {name} {{ #track-{track.id} }}", "",
                t("track-range", lo=track.lo, hi=track.hi, start=track.start), ""]
        if track.steps_per_point != 1:
            out += [t("track-steps", steps=track.steps_per_point), ""]
        out += [svg.track_svg(track, r, ctx.namer(), name), ""]
        zones = [z for z in track.zones if z.advantage]
        if zones:
            out += [_table([t("col-spaces"), t("col-advantage")],
                           [[f"{z.lo} … {z.hi}", _side(ctx, z.advantage)] for z in zones]), ""]
        rows = []
        for number in range(track.lo, track.hi + 1):
            space = track.spaces.get(number)
            if space is None:
                continue
            icons = ", ".join(words.icon_call(u) for u in space.icons) if space.icons else "—"
            gain = "—" if space.gain is None else f"{space.gain:+d}"
            rows.append([number, icons, gain])
        if rows:
            has_icons = any(row[1] != "—" for row in rows)
            has_gain = any(row[2] != "—" for row in rows)
            headers = [t("col-space")] + ([t("col-icons")] if has_icons else []) + ([t("col-gain")] if has_gain else [])
            rows = [[row[0]] + ([row[1]] if has_icons else []) + ([row[2]] if has_gain else []) for row in rows]
            out += [_table(headers, rows), ""]
        for end, icons in track.overflow.items():
            how = t("overflow-one") if track.overflow_choice.get(end) == "one" else t("overflow-all")
            out += [f"- {t(f'overflow-{end}')}: " + ", ".join(words.icon_call(u) for u in icons) + f" ({how})"]
        if track.overflow:
            out.append("")
    out += [f"## {t('setup-title')} {{ #setup }}", ""]
    for sid, data in r.of_kind("setup").items():
        out += [f"### {ctx.name('setup', sid)}", "", words.markdown(data.get("body")) or "—", ""]
    setup_cities = [ctx.name("city", c.id) for c in r.cities.values() if c.mark == "setup"]
    if setup_cities:
        out += [t("setup-cities", cities=", ".join(setup_cities)), ""]
    out += [f"### {t('pieces-title')}", "",
            _table([t("col-piece"), t("col-count"), t("col-side")],
                   [[ctx.name("piece", p.id), p.count, _side(ctx, p.side)] for p in r.pieces.values()]), ""]
    decks = r.of_kind("deck")
    if decks:
        out += [f"### {t('deck-title')}", ""]
        for did, d in decks.items():
            out.append("- " + t("deck-plan", name=ctx.name("deck", did), display=d.get("display", 0),
                                hand=d.get("hand", 0), halves=d.get("halves", 0), decades=len(r.of_kind("decade"))))
        out.append("")
    return "\n".join(out)


# ---------------------------------------------------------------------------------------- phases

def phases_page(ctx: Context) -> str:
    t, r = ctx.t, ctx.rules
    words = ctx.words()
    out = [f"# {t('phases-title')}", ""]
    sequences = r.of_kind("sequence")
    ordered: list[str] = []
    for sid, seq in sequences.items():
        out += [t("phases-intro", count=len(seq.get("phases", ())), name=ctx.name("sequence", sid)), ""]
        ordered += [p for p in seq.get("phases", ()) if p not in ordered]
        if seq.get("wall_flag"):
            out += [t("phases-flag", flag=ctx.name("flag", seq["wall_flag"])), ""]
    alternates = {p.wall_side: p.id for p in r.phases.values() if p.wall_side}
    ordered += [p for p in r.phases if p not in ordered and p not in alternates]
    for i, pid in enumerate(ordered, 1):
        phase = r.phases.get(pid)
        if phase is None:
            continue
        out += [f"## {i}. {ctx.name('phase', pid)} {{ #phase-{pid} }}", ""]
        if phase.section:
            out += [t("phase-section", section=phase.section), ""]
        body = words.markdown(phase.body)
        out += [body if body else t("phase-rulebook"), ""]
        if phase.wall_side and phase.wall_side in r.phases:
            alt = r.phases[phase.wall_side]
            flag = next((s.get("wall_flag") for s in sequences.values() if s.get("wall_flag")), None)
            out += [f"### {t('phase-instead', phase=ctx.name('phase', alt.id), flag=ctx.name('flag', flag or ''))}"
                    f" {{ #phase-{alt.id} }}", ""]
            if alt.section:
                out += [t("phase-section", section=alt.section), ""]
            out += [words.markdown(alt.body) or t("phase-rulebook"), ""]
    outcomes = r.of_kind("outcome")
    if outcomes:
        out += [f"## {t('outcomes-title')}", ""]
        for oid, o in outcomes.items():
            when = o.get("when")
            text = t("outcome-line", name=ctx.name("outcome", oid), winner=_side(ctx, o.get("winner")),
                     checked=ctx.name("phase", o.get("checked")) if o.get("checked") in r.phases
                     else str(o.get("checked", "")))
            out.append(f"- {text}" + (f" — `{code(when)}`" if when else ""))
        out.append("")
    return "\n".join(out)


# -------------------------------------------------------------------------------------- variants

def _kind_name(ctx: Context, kind: str) -> str:
    return ctx.t(f"kind-{kind}") if ctx.t.has(f"kind-{kind}") else kind


def variants_page(ctx: Context) -> str:
    t = ctx.t
    out = [f"# {t('variants-title')}", "", t("variants-intro"), ""]
    if not ctx.variants:
        out += [t("variants-none"), ""]
        return "\n".join(out)
    for v in ctx.variants:
        title = ctx.name("variant", v.name) if ctx.names.known("variant", v.name, ctx.lang) else v.title
        out += [f"## {title or v.name} {{ #variant-{v.name} }}", ""]
        if v.note:
            out += [v.note, ""]
        out += [t("variant-use", name=v.name), "", f"`wsdv check --variant {v.name}`", ""]
        # The same writer as `wsdv diff` (interpreter/diff.py), in this page's language.
        writer = DiffWriter(v.base, v.other, ctx.lang, ctx.content, strings=t, names=ctx.names)
        for depth, text in writer.items(v):
            out.append("    " * depth + f"- {text}")
        out.append("")
    return "\n".join(out)


# -------------------------------------------------------------------------------------- glossary

GLOSSARY_KINDS = ("side", "province", "sector", "country", "city", "track", "piece", "icon", "phase", "decade",
                  "outcome")


def _content_glossary(ctx: Context, langs: list[str]) -> str | None:
    """The game's terms from the content's locales (`glossary-<term>` with a `.definition`), if any."""
    try:
        from .. import l10n

        loc = l10n.localizer(ctx.content)
        ids = loc.message_ids("en", prefix="glossary-")
    except Exception:  # no localization layer or no glossary yet: the site's own term list is used
        return None
    if not ids:
        return None
    t = ctx.t
    headers = [LANG_NAMES[langs[0]], t("glossary-meaning")] + [LANG_NAMES[x] for x in langs[1:]]

    def term(msg: str, lang: str, attribute: str | None = None) -> str:
        if not loc.has_text(msg, lang):
            return "—"
        try:
            return loc.text(msg, lang, attribute=attribute) if attribute else loc.text(msg, lang)
        except Exception:  # a message the language cannot format: shown as missing, reported by `wsdv l10n`
            return "—"

    rows = [[term(m, langs[0]), term(m, langs[0], "definition")] + [term(m, x) for x in langs[1:]] for m in ids]
    return _table(headers, rows)


def glossary_page(ctx: Context, all_strings: Mapping[str, Strings]) -> str:
    """Terms in all six languages: the game's words (from the content's glossary, else the site's own
    list), then every named definition and every card title."""
    t = ctx.t
    langs = [ctx.lang] + [x for x in LANGS if x != ctx.lang]
    headers = [LANG_NAMES[x] for x in langs]
    out = [f"# {t('glossary-title')}", "", t("glossary-intro"), "", f"## {t('glossary-terms')}", ""]
    table = _content_glossary(ctx, langs)
    if table is None:
        terms = sorted(m for m in all_strings["en"].bundle._messages if m.startswith("term-"))
        table = _table(headers, [[all_strings[x](m) for x in langs] for m in terms])
    out += [table, ""]
    for kind in GLOSSARY_KINDS:
        ids = [str(i) for i in ctx.rules.of_kind(kind)]
        if kind == "sector":
            ids = [s.id for p in ctx.rules.provinces.values() for s in p.sectors]
        if not ids:
            continue
        rows = [[ctx.names(kind, i, x) for x in langs] for i in ids]
        out += [f"## {_kind_name(ctx, kind)}", "", _table(headers, rows), ""]
    if ctx.cards:
        out += [f"## {t('nav-cards')}", "",
                _table([t("col-number")] + headers,
                       [[c.id] + [c.title(x) for x in langs] for c in ctx.cards]), ""]
    return "\n".join(out)
