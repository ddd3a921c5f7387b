"""Effect blocks (setup, icons, phases) turned into words for a reader, in any language.

The words come from the site's Fluent strings (`fx-*` messages) and the names of definitions,
so the text follows the content: change a phase's block and its page changes in every
language. A statement this module has no sentence for is shown as the content line itself,
which is exact if not pretty, and never a placeholder.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from typing import Any

from ..model import Rules
from ..unparse import code
from .names import Names
from .strings import Strings


def _params(fn: Any) -> tuple[str, ...]:
    """The positional parameter names of a primitive of the interpreter's vocabulary."""
    try:
        from ..vocabulary import CALLABLES
    except ImportError:  # pragma: no cover - the vocabulary is part of the package
        return ()
    sig = CALLABLES.get(str(fn))
    return tuple(sig.required) + tuple(sig.optional) if sig else ()


class Words:
    """Turns effect blocks into nested Markdown lists in one language."""

    def __init__(self, rules: Rules, names: Names, t: Strings) -> None:
        self.rules, self.names, self.t, self.lang = rules, names, t, t.lang
        self._kind_of: dict[str, str] = {}
        for kind, id_ in rules.definitions:
            self._kind_of.setdefault(str(id_), kind)

    def name(self, x: Any, kind_hint: str | None = None) -> str:
        """A value as words: a definition's name, a number, or a smaller expression. `kind_hint` (the
        primitive's parameter name, e.g. `piece`) decides between definitions that share an id."""
        if isinstance(x, bool):
            return str(x)
        if isinstance(x, int):
            return str(x)
        if isinstance(x, str):
            kind = kind_hint if kind_hint and (kind_hint, x) in self.rules.definitions else self._kind_of.get(x)
            return self.names(kind, x, self.lang) if kind else x
        if isinstance(x, Mapping) and "call" in x:
            fn, args = x["call"], list(x.get("args", ()))
            msg = f"fx-fn-{fn}" if not args else f"fx-fn-{fn}-of"
            if self.t.has(msg) and len(args) <= 1:
                return self.t(msg, arg=self.name(args[0])) if args else self.t(msg)
            kind = self._kind_of.get(fn)
            if kind == "icon":
                return self.icon_call(x)
        return f"`{code(x)}`"

    def icon_call(self, x: Mapping) -> str:
        """An icon used with arguments, as a reader says it: its name, its side, its count."""
        fn = x.get("call") or x.get("fn")
        args = list(x.get("args", ()))
        text = self.names("icon", fn, self.lang)
        extra = [self.name(a) for a in args]
        extra += [f"{k} = {self.name(v)}" for k, v in (x.get("kw") or {}).items() if not str(k).startswith("@")]
        return f"{text} ({', '.join(extra)})" if extra else text

    def statement(self, s: Mapping) -> tuple[str, list]:
        """One statement: its sentence and the statements nested under it."""
        do = s.get("do")
        body = list(s.get("body", ()))
        if do == "for":
            return self.t("fx-for", var=str(s.get("var")), set=self.name(s.get("in"))), body
        if do == "repeat":
            return self.t("fx-repeat", n=self.name(s.get("times"))), body
        if do == "let":
            return self.t("fx-let", name=str(s.get("name")), value=self.name(s.get("value"))), []
        if do == "if":
            return self.t("fx-if", cond=self.name(s.get("cond"))), list(s.get("then", ()))
        if do == "call":
            fn = s.get("fn")
            args = list(s.get("args", ()))
            kw = dict(s.get("kw") or {})
            if self._kind_of.get(fn) == "icon":
                return self.icon_call(s), []
            msg = f"fx-{fn}"
            params = _params(fn)
            named = {f"a{i}": self.name(a, params[i] if i < len(params) else None) for i, a in enumerate(args)}
            kw = {k: v for k, v in kw.items() if not str(k).startswith("@")}
            named.update({k: self.name(v) for k, v in kw.items()})
            for i, a in enumerate(args):
                if isinstance(a, int):
                    named[f"n{i}"] = a
            # The message named after the most keywords of the call (`fx-add-to`); keywords it does not
            # mention are added after the sentence, so nothing of the call is lost.
            keys = sorted(kw)
            for size in range(len(keys), -1, -1):
                for chosen in itertools.combinations(keys, size):
                    m = f"{msg}-{'-'.join(chosen)}" if chosen else msg
                    if not self.t.has(m):
                        continue
                    try:
                        text = self.t(m, **named)
                    except Exception:  # a message asking for an argument this call lacks
                        continue
                    rest = [f"{k} = {named[k]}" for k in keys if k not in chosen]
                    return (text + (f" ({'; '.join(rest)})" if rest else "")), []
        return f"`{code(s)}`", []

    def markdown(self, block: Any, depth: int = 0) -> str:
        """A block as a nested Markdown list (four spaces per level, as Python-Markdown wants)."""
        lines = []
        for s in block or ():
            if not isinstance(s, Mapping):
                continue
            text, nested = self.statement(s)
            lines.append("    " * depth + f"- {text}")
            if nested:
                lines.append(self.markdown(nested, depth + 1))
            if s.get("do") == "if" and s.get("else"):
                lines.append("    " * depth + f"- {self.t('fx-else')}")
                lines.append(self.markdown(s["else"], depth + 1))
        return "\n".join(lines)


def describer(rules: Rules, names: Names, t: Strings) -> Callable[[Any], str]:
    return Words(rules, names, t).markdown
