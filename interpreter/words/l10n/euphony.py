"""How a language is written beyond its messages: prepositions that follow sounds, quotation marks.

Each language folder may hold ``writing.toml`` (see ``content/locales/pl/writing.toml``): the
language's data, so that a new language brings its own rules and Python holds none of them.

**Prepositions whose form follows the sounds around them** (Polish ``w``/``we``, ``z``/``ze``;
Ukrainian ``у``/``в``, ``з``/``із``/``зі``; Italian ``e``/``ed``, ``a``/``ad``; French
``de``/``d'``). A translator cannot know which form a sentence needs where the word beside the
preposition comes from elsewhere: a name the message inserts (``в { $where }``). So the
formatted text keeps where each inserted value begins and ends (invisible marks, see
:data:`START`), and a preposition is set to the form the rules call for **only where the word
after it, or the word before it, is inserted**, or where the preposition opens an inserted text
(a name's phrase form "in <place>": "у Східній Німеччині" after "очки побудови"), whose
translator could not see the word before it. Everything else the translator wrote (a title,
"у якій") stays exactly as written.

A rule names a form and, optionally, a pattern the *next* word must match and one the *previous*
word must match; the first rule that matches wins. Patterns are regular expressions over the
word as it sounds, in lower case: an all-capital abbreviation with no vowel letter is read by
its letters' names (``letters``: Ukrainian "НДР" sounds "ендеер", so "в НДР"). The previous
word is empty at the start of the text or after punctuation. ``{name}`` in a pattern stands for
the letters of ``[sounds] name`` (``{vowel}``: any vowel). A form ending in an apostrophe
(French ``d'``) joins the next word without a space.

**Quotation marks**: ``quotes = ["„", "”", "«", "»"]`` (outer open, close, inner open, close);
a quotation inside a quotation (a title quoting a name, in a sentence quoting the title) takes
the inner pair: Polish „Afera «Spiegla»”, Ukrainian «Справа „Шпіґеля“».
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import WsdvError
from ...inputs import read_bounded

WRITING_FILE = "writing.toml"

# Around each value a message inserts (a name, a card, a number as text): private-use
# characters, never in a locale file nor in content, gone from every text a reader gets.
START, END = "\ue000", "\ue001"
_MARKS = START + END
_APOSTROPHES = ("'", "\u2019")


class WritingError(WsdvError):
    """A ``writing.toml`` that cannot be read or says something impossible: located at the file."""


@dataclass(frozen=True)
class Rule:
    form: str
    next: re.Pattern[str] | None = None
    before: re.Pattern[str] | None = None


@dataclass(frozen=True)
class Preposition:
    forms: tuple[str, ...]
    rules: tuple[Rule, ...]


@dataclass
class Writing:
    """One language's ``writing.toml``: its prepositions, letter names and quotation marks."""

    prepositions: list[Preposition] = field(default_factory=list)
    letters: dict[str, str] = field(default_factory=dict)
    quotes: tuple[str, str, str, str] | None = None
    vowels: str = ""
    _pattern: re.Pattern[str] | None = None
    _by_form: dict[str, Preposition] = field(default_factory=dict)

    def __post_init__(self) -> None:
        alternatives = []
        for prep in self.prepositions:
            for form in prep.forms:
                self._by_form[form.lower()] = prep
                alternatives.append(form)
        if alternatives:
            alts = "|".join(re.escape(f) + ("" if f.endswith(_APOSTROPHES) else " ")
                            for f in sorted(alternatives, key=len, reverse=True))
            self._pattern = re.compile(rf"(?<![\w'\u2019-])({START}?)({alts})([{_MARKS}]*)(\w+)", re.IGNORECASE)

    def spoken(self, word: str) -> str:
        """``word`` as it sounds, in lower case: an abbreviation without vowels spelt by its letters."""
        if len(word) > 1 and word.isupper() and all(ch in self.letters for ch in word) \
                and not any(ch.lower() in self.vowels for ch in word):
            return "".join(self.letters[ch] for ch in word).lower()
        return word.lower()


def _sound_class(sounds: dict[str, str], pattern: str) -> str:
    for name, letters in sounds.items():
        pattern = pattern.replace("{" + name + "}", "[" + re.escape(letters) + "]")
    return pattern


def read_writing(folder: Path) -> Writing:
    """The ``writing.toml`` of a language folder; an empty :class:`Writing` where there is none."""
    path = folder / WRITING_FILE
    if not path.is_file():
        return Writing()
    try:
        data = tomllib.loads(read_bounded(path, "locale", within=folder.parent.parent).decode("utf-8"))   # (as read_catalog)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise WritingError(f"{path}: error: cannot read this file: {err}") from None
    try:
        sounds = {str(k): str(v) for k, v in data.get("sounds", {}).items()}
        preps = []
        for i, p in enumerate(data.get("preposition", []), 1):
            rules = []
            for r in p["rules"]:
                if r["form"] not in p["forms"]:
                    raise WritingError(f"{path}: error: preposition {i}: the form '{r['form']}' of a rule is not "
                                       f"one of its forms ({', '.join(p['forms'])})")
                rules.append(Rule(r["form"], *(re.compile(_sound_class(sounds, r[k])) if k in r else None
                                                for k in ("next", "before"))))
            preps.append(Preposition(tuple(p["forms"]), tuple(rules)))
        quotes = data.get("quotes")
        if quotes is not None and (len(quotes) != 4 or not all(isinstance(q, str) for q in quotes)):
            raise WritingError(f"{path}: error: quotes: four marks, outer open and close, inner open and close")
        return Writing(preps, {str(k): str(v) for k, v in data.get("letters", {}).items()},
                       tuple(quotes) if quotes is not None else None, sounds.get("vowel", "").lower())
    except (KeyError, TypeError, AttributeError) as err:
        raise WritingError(f"{path}: error: not the shape of a writing file (missing or wrong {err})") from None
    except re.error as err:
        raise WritingError(f"{path}: error: a pattern that is no regular expression: {err}") from None


def _keep_case(original: str, new: str) -> str:
    return upper_first(new) if original[:1].isupper() else new


def prepositions(writing: Writing, text: str) -> str:
    """``text`` (with the marks of what was inserted) with each preposition beside an inserted word
    in the form its language's rules call for; the marks are kept."""
    if writing._pattern is None or START not in text:
        return text

    def fix(m: re.Match[str]) -> str:
        opens, written, marks, nxt = m.group(1), m.group(2), m.group(3), m.group(4)
        bare = written.rstrip(" ")
        head = m.string[:m.start()]
        before_inserted = head.rstrip(" ").endswith(END)
        if not opens and START not in marks and not before_inserted:
            return m.group(0)   # the translator's own words on both sides
        prev = re.search(r"(\w*)([^\w]*)$", unmarked(head).rstrip(" "))
        assert prev is not None   # both groups may be empty: any text matches
        previous = writing.spoken(prev.group(1)) if prev.group(1) and not prev.group(2) else ""
        prep = writing._by_form[bare.lower()]
        spoken = writing.spoken(nxt)
        for rule in prep.rules:
            if (rule.next is None or rule.next.search(spoken)) and \
                    (rule.before is None or rule.before.search(previous)):
                form = _keep_case(bare, rule.form)
                break
        else:
            return m.group(0)
        return opens + form + ("" if form.endswith(_APOSTROPHES) else " ") + marks + nxt

    return writing._pattern.sub(fix, text)


def unmarked(text: str) -> str:
    """``text`` without the marks of inserted values."""
    return text.replace(START, "").replace(END, "") if START in text or END in text else text


def upper_first(text: str) -> str:
    """``text`` starting with a capital: a name lower-case in running text (a track, a sector) heads a
    line, a list entry or a sentence."""
    return text[:1].upper() + text[1:]


def nested_quotes(writing: Writing, text: str) -> str:
    """``text`` with each quotation inside a quotation written with the language's inner marks."""
    marks = writing.quotes
    if marks is None or text.count(marks[0]) < 2:
        return text
    opener, closer, inner_open, inner_close = marks
    out, depth = [], 0
    for ch in text:
        if ch == opener:
            out.append(inner_open if depth else ch)
            depth += 1
        elif ch == closer and depth:
            depth -= 1
            out.append(inner_close if depth else ch)
        else:
            out.append(ch)
    return "".join(out)
