"""Every text a player or a site reader sees, in six languages, from Fluent files in content.

Localizers edit ``content/locales/<lang>/*.ftl`` (Project Fluent); nobody touches Python
to change a word. English (``en``) is the reference: every other language falls back to
it, message by message, and ``wsdv l10n status`` measures the others against it.

**Names of content definitions** are Fluent *terms* whose ids derive from the
definition's kind and id, so that code can name any definition without knowing it::

    term_id("province", "my_province") == "-province-my-province"

i.e. ``-<kind>-<id>`` with every ``_`` written as ``-`` (``card_colour red`` is
``-card-colour-red``, the title of a card with the id ``IV_x`` is ``-card-IV-x``, a variant folder
``second_edition`` is ``-variant-second-edition``). A term's *default* variant is its
plain name (nominative singular). Terms may select on two parameters:

- ``$case``: a grammatical case where the language declines names (``nominative``,
  ``genitive``, ``dative``, ``accusative``, ``instrumental``, ``locative``), plus the
  pseudo-case ``in``: the whole phrase "in <place>" with the preposition that this name
  takes in this language;
- ``$count``: a number, for names whose form follows a count (pieces: "2 unrest cubes").
  :meth:`Localizer.name` passes ``count: 1`` when no count is given, so the plain name is
  the singular.

Terms may carry a ``.gender`` attribute (``masculine``, ``feminine``, ``neuter`` or
``plural`` for plural-only names) for agreement.

**Messages** are looked up by id with :meth:`Localizer.text`. An argument may be a
:class:`Ref` to a content definition; a message shows it as ``{ $where }`` (its plain
name) or picks the form it needs with the functions every bundle has:

- ``NAME($where, case: "locative")`` — the name in a case (or ``case: "in"``);
- ``NAME($piece, $n, case: "accusative")`` — the form that goes with the count ``$n``;
- ``GENDER($where)`` — the name's ``.gender``, to select agreeing words;
- ``KIND($where)`` — the definition's kind (``province``, ``city``...), to select words;
- ``ID($track)`` — the definition's id, where a language names one definition its own way
  (a language may call two tracks' markers by different nouns, chosen by the track's id);
- ``NUMBER_OF($where)`` — ``singular`` or ``plural``: the name's grammatical number (its
  ``.number`` attribute, or ``plural`` for a ``.gender = plural`` name), for the verb that agrees.

``NAME($where, join: "or")`` joins several names with ``name-or`` ("a or b") instead of ``name-and``.

Several definitions go as one :class:`Refs` argument; NAME puts each in the case and joins
them with the language's ``name-comma`` and ``name-and`` messages.

The parts: :mod:`.catalog` (the parsed files of a language), :mod:`.refs` (definitions passed
to messages), :mod:`.localizer` (formatting names and messages), :mod:`.checks` (what
``wsdv l10n`` finds) and :mod:`.status` (the ``wsdv l10n`` commands). Code outside this package
imports what it needs from here. Importing any of it imports this module, and so the localizer,
Fluent and Babel (about 100 ms of CPU); which language a command speaks is therefore chosen outside
the package, in :mod:`interpreter.words.languages`, which needs none of them (a cached ``wsdv
check`` imports it and no Fluent), and the names of the choice are offered here as well.
"""

from ..languages import (
    DEFAULT_LANGUAGE,
    UnknownLanguage,
    available_languages,
    choose_language,
)
from .euphony import upper_first
from .localizer import Localizer, MissingText, TextError, localizer, name, text, use
from .refs import Phrase, Ref, Refs, term_id

__all__ = [
    "DEFAULT_LANGUAGE", "Localizer", "MissingText", "Phrase", "Ref", "Refs", "TextError", "UnknownLanguage",
    "available_languages", "choose_language", "localizer", "name",
    "term_id", "text", "upper_first", "use",
]
