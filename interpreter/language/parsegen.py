"""Generates ``interpreter/language/parsetables.py`` from the grammar, with Lark (``scripts/gen-parse-tables``).

The grammar (``grammar/wsdv.lark``) stays the one source of the language.  Lark compiles
it into an LALR automaton and a lexer; this module writes both down as plain Python data,
so that :mod:`interpreter.language.lalr` can read valid content without importing Lark or
building its parser.  What is written is exactly what Lark itself would use: the
terminals in the order its basic lexer tries them (keywords folded into the names they
look like), the parse table, and for each rule how Lark shapes the tree (which children
it keeps, which it inlines, whether a ``?rule`` with one child is replaced by it).

The automaton's states are renumbered breadth-first from the start state, visiting
symbols in name order, and the rules are sorted, so the output depends on the grammar
alone (Lark's own numbering follows the process's string hashes).  A test regenerates
the file and compares it with the shipped one.
"""

from __future__ import annotations

import hashlib
import pprint

from ..paths import grammar_dir

HEADER = '''"""The LALR tables of the content language, generated from grammar/wsdv.lark by
scripts/gen-parse-tables (interpreter/language/parsegen.py).  Do not edit: regenerate.

ACTIONS[state][symbol] is a state to shift to (>= 0) or ~rule (< 0) to reduce by RULES[rule].
A rule is (origin, size, callback, children kept as (index, inlined), replaced by its only child).
"""
'''


def grammar_text() -> str:
    return (grammar_dir() / "wsdv.lark").read_text(encoding="utf-8")


def generate() -> str:
    """The text of ``interpreter/language/parsetables.py`` for the current grammar."""
    from lark import Lark
    from lark.parsers.lalr_analysis import Shift

    from .syntax import _Lines

    text = grammar_text()
    lark = Lark(text, parser="lalr", lexer="basic", postlex=_Lines(), propagate_positions=True,
                maybe_placeholders=False)
    lexer = lark.parser.lexer.lexer
    scanner = lexer.scanner  # Lark builds it on first use: terminals in the order they are tried
    terminals = tuple((t.name, t.pattern.to_regexp()) for t in scanner.terminals)
    keywords = {name: {t.pattern.value: t.name for t in cb.scanner.terminals}
                for name, cb in sorted(lexer.callback.items())}
    if lexer.user_callbacks:
        raise ValueError("lexer callbacks are not supported by interpreter.language.lalr")

    table = lark.parser.parser.parser.parse_table
    start = table.start_states["start"]
    end = table.end_states["start"]
    rules = sorted({arg for acts in table.states.values() for action, arg in acts.values() if action is not Shift},
                   key=lambda r: (r.origin.name, [s.name for s in r.expansion], r.alias or ""))
    rule_index = {r: i for i, r in enumerate(rules)}

    # Breadth-first renumbering from the start state.
    order = [start]
    number = {start: 0}
    for state in order:
        for _sym, (action, arg) in sorted(table.states[state].items()):
            if action is Shift and arg not in number:
                number[arg] = len(order)
                order.append(arg)
    actions = []
    for state in order:
        row = {}
        for sym, (action, arg) in sorted(table.states[state].items()):
            row[str(sym)] = number[arg] if action is Shift else ~rule_index[arg]
        actions.append(row)

    shaped = []
    for r in rules:
        keep_all = r.options.keep_all_tokens
        kept = tuple((i, not s.is_term and s.name.startswith("_")) for i, s in enumerate(r.expansion)
                     if keep_all or not (s.is_term and s.filter_out))
        callback = r.alias or r.options.template_source or r.origin.name
        shaped.append((str(r.origin.name), len(r.expansion), str(callback), kept, bool(r.options.expand1 and not r.alias)))

    out = [HEADER]
    out.append(f"GRAMMAR_SHA256 = {hashlib.sha256(text.encode()).hexdigest()!r}\n")
    out.append(f"TERMINALS = {pprint.pformat(terminals, width=110)}\n")
    out.append(f"KEYWORDS = {pprint.pformat(keywords, width=110)}\n")
    out.append(f"IGNORE = {pprint.pformat(sorted(lexer.ignore_types))}\n")
    out.append(f"NEWLINE = {pprint.pformat(sorted(lexer.newline_types))}\n")
    out.append(f"START = {number[start]}\nEND = {number[end]}\n")
    out.append(f"RULES = {pprint.pformat(tuple(shaped), width=110)}\n")
    out.append(f"ACTIONS: tuple[dict[str, int], ...] = {pprint.pformat(tuple(actions), width=110, compact=True)}\n")
    return "\n".join(out)
