"""Warnings: content that is valid but that nothing uses, or that a player would see broken.

None of these stops a game, so they are warnings (``wsdv check`` exits 0 and shows them;
``--strict`` makes them errors): a phase no sequence runs, an icon or routine nothing calls, a
track, flag, box, group, card colour, sequence, deck or decade nothing names,
a card with no rows, an icon a card prints that has no card text in a language of the
content, an outcome that can never be reached.  Each usually means a name was misspelt or a
piece was left behind by an edit.  They are looked for only in content without errors: an
error (a misspelt call, a broken line) often makes something look unused.
"""

from __future__ import annotations

from pathlib import Path

from ..diagnostics import Words, words
from ..inputs import ids_text
from ..language.definitions import ContentSet, Definition
from ..paths import ENTRY_ID, STUB_ID, icon_text_files

_ICON_MESSAGE = "icon-"
# The kinds of declaration that count only where something names them (the engine reads no other way).
_NAMED_ONLY = ("track", "flag", "box", "group", "card_colour", "sequence", "deck", "decade")


def _icon_messages(root: Path) -> dict[str, set[str]]:
    """Per language of a content folder that writes card text (an icons.ftl), its icon messages."""
    out: dict[str, set[str]] = {}
    for lang, f in icon_text_files(root):
        text = ids_text(f, root)
        ids = ENTRY_ID.findall(text) + STUB_ID.findall(text)  # a stub waits for its translation: told by l10n status
        out[lang] = {i for i in ids if i.startswith(_ICON_MESSAGE)}
    return out


def check_usage(cs: ContentSet, refs: dict[str, set[str]], named: set[str], called: set[str],
                moments: set[str] | None) -> None:
    """Warn about what nothing uses.  ``refs``: the ids keys refer to (``x-ref``), by kind;
    ``named``: every bare name in code; ``called``: every call; ``moments``: the moments content
    checks outcomes at (None: one is computed, so any may be)."""
    used = named | called

    def warn(d: Definition, path: tuple, message: str, hint: str, said: Words | None = None) -> None:
        file, span = d.where(path)
        cs.report.warning(file, span, message, hint, words=said)

    for d in cs.of_kind("phase"):
        if d.id not in refs.get("phase", set()) and d.id not in used:
            warn(d, ("id",), f"no sequence runs phase '{d.id}'",
                 "list it in a sequence's `phases`, or delete it", words("check-phase-unused", phase=str(d.id)))
    for d in cs.of_kind("icon") + cs.of_kind("routine"):
        if d.data.get("entry") == "yes":
            continue
        if d.id not in called and d.id not in refs.get(d.kind, set()):
            warn(d, ("id",), f"nothing uses {d.kind} '{d.id}'",
                 "no card, icon, routine, phase or track calls it; call it somewhere, or delete it",
                 words("check-never-called", kind=d.kind, id=str(d.id)))
    # Declarations only a name reaches (a key's reference or a name in code): one nothing names is
    # dead weight, most often left behind by a rename or a misspelt reference.
    for kind in _NAMED_ONLY:
        for d in cs.of_kind(kind):
            if str(d.id) not in refs.get(kind, set()) and str(d.id) not in used:
                warn(d, ("id",), f"nothing uses {kind} '{d.id}'",
                     "no declaration or code names it; name it where it is meant to count, or delete it",
                     words("check-unused", kind=kind, id=str(d.id)))
    for d in cs.of_kind("card"):
        if not any(item.get("kind") == "row" for item in d.data.get("body") or []):
            warn(d, ("id",), f"card {d.id} has no rows",
                 "its event does nothing; write what it prints as `row N icons ...` lines",
                 words("check-card-no-rows", card=str(d.id)))
    on_cards = {c["call"] for card in cs.of_kind("card") for item in card.data.get("body") or []
                if item.get("kind") == "row" for c in item.get("icons") or [] if isinstance(c, dict) and "call" in c}
    languages = _icon_messages(Path(cs.roots[0])) if cs.roots else {}
    for d in cs.of_kind("icon"):
        message = _ICON_MESSAGE + str(d.id).replace("_", "-")
        lacking = [lang for lang, messages in languages.items() if message not in messages]
        if d.id in on_cards and lacking:
            warn(d, ("id",), f"icon '{d.id}' has no card text in {', '.join(lacking)}",
                 f"cards printing it read '{d.id}.' there; add `{message}` to locales/LANG/icons.ftl",
                 words("check-icon-no-text", icon=str(d.id), langs=", ".join(lacking), message=message))
    for d in cs.of_kind("outcome"):
        moment = d.data.get("checked")
        checked = moments is None or moment in moments
        if d.id not in used and not checked:
            warn(d, ("checked",) if moment else ("id",),
                 f"outcome '{d.id}' can never be reached",
                 f"nothing checks outcomes at the moment \"{moment}\" (`check_outcomes`) and no code "
                 f"ends the game with it (`end_game({d.id})`)",
                 words("check-outcome-unreachable", outcome=str(d.id), moment=str(moment)))
