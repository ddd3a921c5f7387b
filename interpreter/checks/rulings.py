"""The words of a card's rulings and errata live in the locales, never in the card.

A card records *that* a ruling or an erratum exists, when and where it comes from, and names
its words by a stable id::

    ruling "2014"  source almanac  text my_ruling_words

The words are the message ``ruling-<id>`` (``erratum-<id>`` for an erratum; ``_`` written
``-``) in ``content/locales/<lang>/rulings.ftl``, one per language, tracked like every
translation (``wsdv l10n status`` lists a stale one). Several cards may share one id when the
almanac says the same of each. English is the source: a ruling whose id has no English message
is a content error (:func:`check_records`), reported where the id is written.

The same file names the faces of a two-sided card (``face round_table``: the term
``-face-round-table``) and the sources (``source almanac``: ``-source-almanac``). These terms are the
one set of words for sources: `wsdv cards`, `wsdv diff` and the site (card pages, FAQ) all name a
source with them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from ..diagnostics import NONE, Span, closest, words
from ..inputs import read_bounded
from ..language.fluentfiles import FluentFile, read_fluent
from ..paths import display_path, source_message_files

if TYPE_CHECKING:
    from ..language.definitions import ContentSet

KINDS = ("ruling", "erratum")
LOCALE_FILE = "rulings.ftl"


def message_id(kind: str, id_: Any) -> str:
    """The message holding a record's words: ``ruling-<id>`` or ``erratum-<id>``."""
    return f"{kind}-{str(id_).replace('_', '-')}"


def face_term(face: Any) -> str:
    return f"-face-{str(face).replace('_', '-')}"


def written_messages(definitions: Iterable[tuple[tuple[str, str], Any]]) -> set[str]:
    """The messages holding the words of the rulings and errata the cards among ``definitions`` carry."""
    return {message_id(item["kind"], item["text"]) for (kind, _id), data in definitions if kind == "card"
            for item in data.get("body", ()) or ()
            if isinstance(item, Mapping) and item.get("kind") in KINDS and isinstance(item.get("text"), str)}


# The English files already parsed in this process, by path and bytes: `wsdv check` checks the base
# and then each variant, all with the same English words, and Fluent's parser is slow.
_READ: dict[tuple[Path, bytes], FluentFile] = {}
_KEEP = 64


def _english_ids(cs: ContentSet) -> tuple[set[str], set[str]]:
    """The ids of the English messages and terms of the content and of each overlay, and those of
    the entries Fluent could not read, each file parsed as `wsdv l10n` parses it: a file Fluent
    cannot read all of is an error here too, where it is written (an entry it could not read has
    no words, and a designer should not learn that only from `wsdv l10n check`)."""
    out: set[str] = set()
    unread: set[str] = set()
    parser = FluentParser(with_spans=True)
    for root in cs.roots:
        for f in source_message_files(Path(root)):
            try:
                data = read_bounded(f, "locale", within=root)
            except OSError as err:
                read = read_fluent(f, None, err)
            else:
                read = _READ.get((f, data)) or read_fluent(f, data, None, parser)
                _READ[(f, data)] = read
                while len(_READ) > _KEEP:
                    del _READ[next(iter(_READ))]
            name = display_path(f)
            if read.text is not None and read.problems:   # (the source lines under its carets)
                cs.report.add_source(name, read.text)
            for _file, line, col, message, said in read.problems:
                cs.report.error(name, Span(line, col) if line else None, message,
                                "Fluent's syntax is explained at https://projectfluent.org/fluent/guide/",
                                words=(said[0], tuple(sorted(said[1]))))
            out |= {("-" if isinstance(e, ftl.Term) else "") + e.id.name for e in read.entries()}
            unread |= read.junk_ids
    return out, unread


def check_records(cs: ContentSet) -> None:
    """Every ruling's and erratum's id names an English message; every card face has an English name."""
    # (read whether or not a card names a message: it reports syntax errors)
    english, unread = _english_ids(cs)
    for card in cs.of_kind("card"):
        body = card.data.get("body") or []
        faces = [("face", card.data["face"])] if isinstance(card.data.get("face"), str) else []
        records = [(i, item) for i, item in enumerate(body)
                   if isinstance(item, dict) and item.get("kind") in KINDS and isinstance(item.get("text"), str)]
        if not faces and not records:
            continue
        for key, face in faces:
            term = face_term(face)
            if term not in english and term not in unread:
                cs.error(card, (key,), f"the card face `{face}` has no name in the English locale",
                         f"add `{term} = ...` to content/locales/en/{LOCALE_FILE}",
                         words=words("check-face-no-name", face=str(face), term=term,
                                     file=f"content/locales/en/{LOCALE_FILE}"))
        for i, item in records:
            msg = message_id(item["kind"], item["text"])
            if msg not in english and msg not in unread:   # (one Fluent could not read is told as such)
                known = sorted(m for m in english if m.startswith(item["kind"] + "-"))
                close = closest(msg, known)   # the id as the content writes it
                meant = close.replace(f"{item['kind']}-", "", 1).replace("-", "_") if close else None
                cs.error(card, ("body", i, "text"),
                         f"the {item['kind']} `{item['text']}` has no words: no message `{msg}` in the English locale",
                         f"did you mean '{meant}'?" if meant else f"write its words as `{msg} = ...` in content/locales/en/{LOCALE_FILE}",
                         words=words("check-record-no-words", kind=item["kind"], name=item["text"], message=msg,
                                     file=f"content/locales/en/{LOCALE_FILE}", meant=meant or NONE))
