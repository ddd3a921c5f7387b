"""Content definitions passed to messages: a message names them in the form it needs."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

import babel
from fluent.runtime.types import FluentType

from .euphony import END, START

# Arguments the functions of every bundle accept; also what `l10n status` knows as valid.
CASES = ("nominative", "genitive", "dative", "accusative", "instrumental", "locative", "in", "to", "from")


class Localizer(Protocol):
    """What the references and the fallback reports ask of the localizer (:class:`.localizer.Localizer`,
    which has all of it): named from below it, so that the modules it is built on need not import it."""

    root: Path

    def name(self, kind: str, id_: Any, lang: str = ..., case: str | None = None,
             count: int | float | None = None) -> str: ...

    def join(self, parts: list[str], lang: str = ...) -> str: ...

    def phrase(self, phrase: Phrase, lang: str, case: str | None = None) -> str: ...

    def quiet_text(self, message_id: str, lang: str = ..., /, **args: Any) -> str: ...


# The kinds of content definition a player or a site reader sees by name. Each definition
# of these kinds (top-level or nested in another's block, like a province's sectors) must
# have a name in English. Kinds are words of the content language, not of the game.
NAMED_KINDS = ("side", "province", "sector", "city", "group", "country", "track", "piece", "box",
               "flag", "phase", "sequence", "outcome", "decade", "action", "pile", "card_colour", "icon", "card",
               "variant")


def home_file(kind: str) -> str:
    """The locale file a definition's name is written in: a card's title in titles.ftl, every other name
    in names.ftl (what a hint about a missing name points at)."""
    return "titles.ftl" if kind == "card" else "names.ftl"


def term_id(kind: str, id_: Any) -> str:
    """The Fluent term that names the definition ``kind id_`` (with its leading ``-``)."""
    return f"-{kind.replace('_', '-')}-{str(id_).replace('_', '-')}"


class Ref(FluentType):
    """A content definition passed to a message, shown by its localized name.

    ``text("narration-unrest", "pl", where=Ref("province", "my_province"))``: the message
    writes ``{ $where }`` for the plain name or ``{ NAME($where, case: "locative") }``.
    """

    def __init__(self, kind: str, id_: Any):
        self.kind = kind
        self.id = str(id_)

    def __repr__(self) -> str:
        return f"Ref({self.kind!r}, {self.id!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ref) and (self.kind, self.id) == (other.kind, other.id)

    def __hash__(self) -> int:
        return hash((self.kind, self.id))

    def format(self, locale: babel.Locale) -> str:  # an unbound Ref: only the id is known
        return self.id


class _BoundRef(Ref):
    """A :class:`Ref` bound to the localizer and language formatting the message."""

    def __init__(self, ref: Ref, owner: Localizer, lang: str):
        super().__init__(ref.kind, ref.id)
        self.owner = owner
        self.lang = lang

    def format(self, locale: babel.Locale) -> str:
        return START + self.owner.name(self.kind, self.id, self.lang) + END


class Refs(FluentType):
    """Several definitions passed as one argument: "a province and a city".

    ``{ $where }`` joins their plain names; ``NAME($where, case: "in")`` puts each in the
    case and joins them (in Polish "w X i w Y", each name in the locative).
    The joining words are the language's message ``name-and`` (the last two) and
    ``name-comma`` (the others); ``GENDER`` of several names is ``plural``.
    """

    def __init__(self, refs: Iterable[Ref]):
        self.refs = tuple(refs)

    def __repr__(self) -> str:
        return f"Refs({list(self.refs)!r})"

    def format(self, locale: babel.Locale) -> str:  # an unbound list: only the ids are known
        return ", ".join(r.id for r in self.refs)


class _BoundRefs(Refs):
    def __init__(self, refs: Refs, owner: Localizer, lang: str):
        super().__init__(refs.refs)
        self.owner = owner
        self.lang = lang

    def format(self, locale: babel.Locale) -> str:
        return START + self.owner.join([self.owner.name(r.kind, r.id, self.lang) for r in self.refs], self.lang) + END


class Inserted(FluentType):
    """A text argument of a message (a card's title, a formatted list): shown as it is, marked as
    inserted so that a preposition before it may take the form its first sound calls for, and
    equal to its text, so that a message may still select on it (``$option -> [yes]``)."""

    def __init__(self, text: str):
        self.text = text

    def __eq__(self, other: object) -> bool:
        return self.text == (other.text if isinstance(other, Inserted) else other)

    def __hash__(self) -> int:
        return hash(self.text)

    def __str__(self) -> str:
        return self.text

    def format(self, locale: babel.Locale) -> str:
        return START + self.text + END


def bind(value: Any, owner: Localizer, lang: str) -> Any:
    if isinstance(value, Phrase):
        return _BoundPhrase(value, owner, lang)
    if isinstance(value, Refs):
        return _BoundRefs(value, owner, lang)
    if isinstance(value, Ref):
        return _BoundRef(value, owner, lang)
    if isinstance(value, str):
        return Inserted(value)
    return value


class Phrase(FluentType):
    """A name made by a message rather than a term: a place that is no definition of its own.

    ``Phrase("zone-hand", side=Ref("side", "east"))`` is East's hand; a message writes
    ``NAME($zone, case: "to")`` and the message ``zone-hand`` receives ``$case`` with the
    arguments, so it words "to", "in" and the plain name in the language's own way.
    """

    kind = "phrase"

    def __init__(self, message: str, **args: Any):
        self.message = message
        self.args = args

    def __repr__(self) -> str:
        return f"Phrase({self.message!r}, {self.args!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.message, self.args) == (other.message, other.args)

    def __hash__(self) -> int:
        return hash(self.message)

    def format(self, locale: babel.Locale) -> str:  # unbound: only the message id is known
        return self.message


class _BoundPhrase(Phrase):
    def __init__(self, phrase: Phrase, owner: Localizer, lang: str):
        super().__init__(phrase.message, **phrase.args)
        self.owner = owner
        self.lang = lang

    def format(self, locale: babel.Locale) -> str:
        return START + self.owner.phrase(self, self.lang) + END
