"""A worked example's two board pictures, before and after, laid out for the screen they are read on.

On a desktop (and on paper) the two pictures stand side by side, half the text's width each. On a
phone, side by side each would be 170 px wide and its names 5 px tall; one under the other they
made the Learn pages 11,000-19,600 px tall and put the two states a screen apart. There the pair is
one picture at the whole width with two tabs, "Before" and "After": the reader flips between them in
place, and what changed (ringed in the after picture) is where the eye already is.

The tabs are two radio buttons and their labels, styled by wsdv.css: no JavaScript is needed to
read either picture, a keyboard reaches both (arrow keys within the pair), and on a wide screen or
on paper the buttons are hidden and both pictures show. Both pictures stay in the same grid cell, the
one not chosen hidden (`visibility`), so the page does not jump when the reader flips.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..words.markup import text as escape


def pair(ident: str, labels: Sequence[str], columns: Sequence[str]) -> str:
    """The pictures' row: `columns` (each a `div.wsdv-example-picture`), with tabs named by `labels`
    where there are two of them (a refused move has a single picture: no tabs). `ident` is unique on
    the page (it names the radio buttons)."""
    row = f'<div class="wsdv-example-pictures-row">{"".join(columns)}</div>'
    if len(columns) != 2:
        return row
    inputs, tabs = [], []
    for i, (moment, label) in enumerate(zip(("before", "after"), labels, strict=True)):
        button = f"{ident}-{moment}"
        inputs.append(f'<input type="radio" class="wsdv-flip wsdv-flip-{moment}" name="{ident}-moment" '
                      f'id="{button}"{" checked" if i == 0 else ""}>')
        tabs.append(f'<label for="{button}">{escape(label)}</label>')
    return f'{"".join(inputs)}<div class="wsdv-flip-tabs">{"".join(tabs)}</div>{row}'
