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


AFTER_COLON = {"en": "R", "de": "S", "pl": "w", "uk": "з", "it": "r", "fr": "r"}


def test_a_list_after_a_colon_continues_in_lower_case_but_german_keeps_its_capitals(shipped):
    from interpreter.cards import all_cards
    from interpreter.cardtext import CardText

    card = next(c for c in all_cards(shipped.rules) if c.order == "printed")
    for lang, letter in AFTER_COLON.items():
        text = CardText(shipped.rules, None, lang).event(card)
        head, _, rest = text.partition(":")
        assert rest.lstrip()[0] == letter, (lang, text)


@pytest.mark.parametrize("lang", ["pl", "uk", "it", "fr"])
def test_a_side_name_after_the_colon_keeps_its_capital(shipped, lang):
    from interpreter.cardtext import CardText

    writer = CardText(shipped.rules, None, lang)
    side = localizer().name("side", "east", lang)
    assert writer._lower_first(f"{side} x.") == f"{side} x."
    assert writer._lower_first("DDR x.") == "DDR x."
    assert writer._lower_first("Ab x.") == "ab x."
