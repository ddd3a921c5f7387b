"""Grammar a native reader expects, by language (issue 12 §2): a box named with its article and
preposition as an origin, build and dismantle points named in full."""

from __future__ import annotations

import pytest

from interpreter.l10n import Ref, localizer

FROM_BOX = {
    "en": "1 socialist moved from the socialist holding box to Sachsen.",
    "de": "aus der Kaderschmiede",
    "pl": "z pola socjalistów",
    "uk": "комірки соціалістів",
    "it": "dal riquadro socialisti",
    "fr": "de la case de rétention",
}


@pytest.mark.parametrize("lang", sorted(FROM_BOX))
def test_a_box_as_origin_takes_its_from_form(lang):
    text = localizer().text("narr-move", lang, n=1, piece=Ref("piece", "socialist"),
                            source=Ref("box", "socialist_holding"), place=Ref("province", "sachsen"))
    assert FROM_BOX[lang] in text


POINTS = {
    ("it", "icon-build-point", 1): "guadagna 1 punto costruzione",
    ("it", "icon-build-point", 2): "guadagna 2 punti costruzione",
    ("it", "icon-dismantle", 1): "smantella 1 punto costruzione",
    ("it", "icon-dismantle", 2): "smantella 2 punti costruzione",
    ("fr", "icon-build-point", 1): "reçoit 1 point de construction",
    ("fr", "icon-build-point", 2): "reçoit 2 points de construction",
    ("fr", "icon-dismantle", 1): "subit 1 point de démantèlement",
    ("fr", "icon-dismantle", 2): "subit 2 points de démantèlement",
}


@pytest.mark.parametrize(("lang", "message", "n"), sorted(POINTS))
def test_build_and_dismantle_points_named_in_full(lang, message, n):
    text = localizer().text(message, lang, n=n, side=Ref("side", "west"), where=Ref("province", "sachsen"))
    assert POINTS[(lang, message, n)] in text
