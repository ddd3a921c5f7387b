"""The built site in a real browser: Debian's Chromium, driven by Playwright through its executablePath.

The site is built once (the `built_site` fixture), served on localhost, and opened in headless
Chromium. The test checks what a reader sees: card pictures rendered in the gallery, the
decade filter, the language switcher going to the same page in another language and back,
search in the page's language (Ukrainian and Polish included), the 404 page of each language,
the running text as the scripts leave it the same as the HTML's (which test_running_text.py reads
for notation), card faces with nothing cut off in any language, and the contrast of the theme's
colours. No page may request anything that is not there (a 404 in the console), sitemaps included.
Screenshots go to build/site-screenshots/ (or $WSDV_SCREENSHOTS) as artifacts.

It is skipped only when Chromium truly cannot start, and says so loudly; on CI (CI=true) that
is a failure instead, because CI installs Chromium (.ci/run).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from browsing import shot as _shot
from pagetour import AXE_LANGS, FACES_PAGE
from runningtext import page_text

from interpreter.site.contrast import AA, ratio
from interpreter.words.l10n import available_languages
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


def test_gallery_renders_card_pictures(page, site, built_site):
    page.goto(site + "cards/")
    tiles = page.locator(".wsdv-card-tile")
    assert tiles.count() == len(built_site.cards)
    first = page.locator(".wsdv-card-tile img").first
    first.wait_for(state="visible")
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=first.element_handle())
    box = first.bounding_box()
    assert box and box["width"] > 50 and box["height"] > 70
    # Every picture loads as an image (an SVG that fails to parse has no natural size). The tiles
    # load lazily, so ask for all of them now and wait (with the page's timeout) until they are in.
    page.evaluate("() => document.querySelectorAll('.wsdv-card-tile img').forEach(i => { i.loading = 'eager'; })")
    page.wait_for_function("() => [...document.querySelectorAll('.wsdv-card-tile img')].every(i => i.complete)")
    broken = page.evaluate("""() => [...document.querySelectorAll('.wsdv-card-tile img')]
        .filter(i => !(i.naturalWidth > 0)).map(i => i.getAttribute('src'))""")
    assert broken == []
    _shot(page, "gallery-en")


def test_gallery_filters_by_decade_and_colour(page, site, built_site):
    page.goto(site + "cards/")
    decade = built_site.cards[-1].decade
    page.select_option("select[data-filter=decade]", decade)
    visible = page.locator(".wsdv-card-tile:visible")
    expected = sum(1 for c in built_site.cards if c.decade == decade)
    assert visible.count() == expected
    colour = built_site.cards[0].colour
    page.select_option("select[data-filter=colour]", colour)
    both = sum(1 for c in built_site.cards if c.decade == decade and c.colour == colour)
    assert page.locator(".wsdv-card-tile:visible").count() == both
    _shot(page, "gallery-filtered")
    page.select_option("select[data-filter=decade]", "")
    page.select_option("select[data-filter=colour]", "")
    assert page.locator(".wsdv-card-tile:visible").count() == len(built_site.cards)


def test_card_page_shows_its_picture(page, site, built_site):
    card = built_site.cards[0]
    page.goto(site + f"cards/{card.slug}/")
    img = page.locator("img.wsdv-card-picture")
    img.wait_for(state="visible")
    assert page.evaluate("i => i.naturalWidth", img.element_handle()) > 0
    _shot(page, "card-en")


def test_language_switcher_moves_between_the_same_page(page, site, built_site):
    card = built_site.cards[0]
    page.goto(site + f"cards/{card.slug}/")
    english = page.locator("h1").first.inner_text()
    page.hover(".md-header__option .md-select")
    page.locator(".md-select__link[hreflang=de]").first.click()
    page.wait_for_url(f"**/de/cards/{card.slug}/")
    german = page.locator("h1").first.inner_text()
    assert german != english and german.startswith("Karte")
    _shot(page, "card-de")
    page.hover(".md-header__option .md-select")
    page.locator(".md-select__link[hreflang=uk]").first.click()
    page.wait_for_url(f"**/uk/cards/{card.slug}/")
    assert page.locator("h1").first.inner_text().startswith("Картка")
    page.hover(".md-header__option .md-select")
    page.locator(".md-select__link[hreflang=en]").first.click()
    page.wait_for_url(f"**/cards/{card.slug}/")
    assert "/de/" not in page.url and page.locator("h1").first.inner_text() == english


def test_search_finds_a_card_by_title(page, site, built_site):
    card = next(c for c in built_site.cards if len(c.title("en").split()) >= 2)
    page.goto(site)
    paths = _search(page, card.title("en"))
    _shot(page, "search")
    assert f"/cards/{card.slug}/" in paths, paths
    page.locator(f".md-search-result__link[href*='cards/{card.slug}/']").first.click()
    # The result link carries the search terms (?h=...) for highlighting.
    page.wait_for_url(lambda url: f"/cards/{card.slug}/" in url)
    assert card.title("en") in page.locator("h1").first.inner_text()


def _search(page, query: str) -> list[str]:
    """Type `query` into the search box; the paths of the pages it finds, best first.

    The theme reads the box when a key is released (or when its search worker becomes ready), not on
    `input` events: `fill` alone is not typing, the key released after it is."""
    box = page.locator("input.md-search__input")
    box.click()  # on a desktop-wide window the search field sits in the header
    box.fill(query)
    box.press("End")
    page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=20_000)
    found = page.evaluate("""() => [...document.querySelectorAll('.md-search-result__item > a')]
        .map(a => new URL(a.href).pathname)""")
    return list(dict.fromkeys(found))  # a page's sections are listed under it


def _shown_count(page) -> int:
    """The number in the theme's result count ("5 matching documents", "Знайдено 5 збігів")."""
    numbers = re.findall(r"\d+", page.locator(".md-search-result__meta").inner_text())
    assert len(numbers) == 1, numbers
    return int(numbers[0])


def test_search_keeps_to_the_page_language(page, site, built_site):
    card = next(c for c in built_site.cards if c.title("de") and len(c.title("de")) > 6)
    page.goto(site + "de/")
    paths = _search(page, card.title("de"))
    assert paths and all(p.startswith("/de/") for p in paths), paths
    assert f"/de/cards/{card.slug}/" in paths, paths
    # The count is of the German pages: the index holds no other language.
    assert _shown_count(page) == len(paths) or len(paths) >= 10
    _shot(page, "search-de")


def test_ukrainian_search_finds_card_1(page, site, built_site):
    """Issue 11: searching "Земельна реформа" on the Ukrainian site finds card 1."""
    card = next(c for c in built_site.cards if c.number == "1")
    assert card.title("uk") == "Земельна реформа"
    page.goto(site + "uk/")
    paths = _search(page, "Земельна реформа")
    assert paths[0] == f"/uk/cards/{card.slug}/", paths
    assert all(p.startswith("/uk/") for p in paths) and _shown_count(page) == len(paths), paths
    assert "Земельна реформа" in page.locator(".md-search-result__item").first.inner_text()
    _shot(page, "search-uk")


@pytest.mark.parametrize(("query", "number"), [("most one province", "44"), ("unrest Bayern", "68")])
def test_search_finds_a_card_by_words_of_its_text(page, site, built_site, query, number):
    """Audit (reviews/site.md, search): words of a card's printed text bring the card up among the first
    six pages, not below every page with one of the words in a heading."""
    card = next(c for c in built_site.cards if c.number == number)
    page.goto(site)
    paths = _search(page, query)
    assert f"/cards/{card.slug}/" in paths[:6], (query, paths[:6])
    _shot(page, f"search-text-{number}")


def test_a_cards_number_ranks_it_before_a_title_holding_the_number(page, site, built_site):
    """Audit (reviews/site.md, search): Polish "karta 68" put card 26 ("Ruch ’68…") first, card 68 second."""
    page.goto(site + "pl/")
    paths = _search(page, "karta 68")
    card = next(c for c in built_site.cards if c.number == "68")
    assert paths[0] == f"/pl/cards/{card.slug}/", paths[:6]
    _shot(page, "search-pl-number")


def test_a_players_word_finds_the_pages_of_the_rulebooks_term(page, site, built_site):
    """Audit (reviews/site.md, search): Ukrainian "банкрутство" found only card 52, whose title has the
    word; the rules say національна неспроможність. The term base lists the player's word beside the
    term (content/locales/uk/terms.txt), so the rule's pages come up too."""
    page.goto(site + "uk/")
    paths = _search(page, "банкрутство")
    assert {"/uk/rules/", "/uk/phases/"} <= set(paths[:6]), paths[:6]


@pytest.mark.parametrize("lang", ["pl", "uk", "fr"])
def test_search_finds_titles_with_letters_beyond_ascii(page, site, built_site, lang):
    """A card whose title has letters beyond ASCII (ł, ą, ї, é...), searched by its title's longest word."""
    card = next(c for c in built_site.cards if any(ord(ch) > 127 and ch.isalpha() for ch in c.title(lang)))
    word = max(re.findall(r"\w+", card.title(lang)), key=len)
    page.goto(site + f"{lang}/")
    paths = _search(page, word)
    assert f"/{lang}/cards/{card.slug}/" in paths, (word, paths)
    assert all(p.startswith(f"/{lang}/") for p in paths), paths


def test_map_page_shows_the_map(page, site):
    page.goto(site + "fr/map/")
    board = page.locator("svg.wsdv-boardmap-svg")
    board.wait_for(state="visible")
    assert board.bounding_box()["width"] > 0
    _shot(page, "map-fr")


def test_gallery_filters_stay_in_the_address_with_a_count(page, site, built_site):
    side = built_site.cards[0].triggered_by[0]
    icon = next(iter(built_site.cards[0].icons)).icon
    expected = sum(1 for c in built_site.cards if side in c.triggered_by and icon in {u.icon for u in c.icons}
                   | set(c.corner))
    page.goto(site + f"pl/cards/?side={side}&icon={icon}")
    page.locator(".wsdv-card-tile").first.wait_for(state="attached")
    assert page.locator(".wsdv-card-tile:visible").count() == expected
    assert str(expected) in page.locator(".wsdv-count").inner_text()
    page.select_option("select[data-filter=side]", "")
    assert "side=" not in page.url and f"icon={icon}" in page.url
    _shot(page, "gallery-filters-pl")


def test_gallery_words_filter_finds_cards_in_the_page_language_and_stays_in_the_address(page, site, built_site):
    """Typing words of a card's Polish title narrows the Polish gallery to the cards whose number, title
    or text hold them all (case and accents aside); the words stay in the address through a reload and
    back from a card, and the field and the count follow them."""
    card = next(c for c in built_site.cards if len(c.title("pl").split()) > 1)
    word = max(card.title("pl").split(), key=len)
    wanted = [c.slug for c in built_site.cards
              if word.casefold() in f"{c.number} {c.title('pl')} {c.text.get('pl', '')}".casefold()]
    page.goto(site + "pl/cards/")
    page.get_by_label(load_strings()["pl"]("filter-words")).fill(word.upper())
    shown = page.locator(".wsdv-card-tile:visible")
    assert card.slug in wanted and len(wanted) < len(built_site.cards)
    assert [h.rstrip("/") for h in shown.evaluate_all("ts => ts.map(t => t.getAttribute('href'))")] == wanted
    assert parse_qs(urlsplit(page.url).query)["text"] == [word.upper()]
    assert str(len(wanted)) in page.locator(".wsdv-count").inner_text()
    page.reload()
    assert page.locator(".wsdv-card-tile:visible").count() == len(wanted)
    assert page.locator("input[data-filter=text]").input_value() == word.upper()
    page.locator(f'.wsdv-card-tile[href="{card.slug}/"]').click()
    page.wait_for_url(f"**/pl/cards/{card.slug}/")
    page.go_back()
    assert page.locator(".wsdv-card-tile:visible").count() == len(wanted)
    page.fill("input[data-filter=text]", "")
    assert page.locator(".wsdv-card-tile:visible").count() == len(built_site.cards) and "text=" not in page.url


def test_gallery_sorts_by_title_and_value_and_filters_by_value(page, site, built_site):
    """The order menu puts the tiles in another order (kept in the address as `sort=`), and the value
    menu keeps the cards with that value (a dual card's either value)."""
    page.goto(site + "cards/?sort=value-high&value=3")
    hrefs = page.locator(".wsdv-card-tile:visible").evaluate_all("ts => ts.map(t => t.getAttribute('href'))")
    threes = [c for c in built_site.cards if not c.special and 3 in c.values]
    assert hrefs == [c.slug + "/" for c in sorted(threes, key=lambda c: -max(c.values))]  # a stable sort
    page.select_option("select[data-filter=value]", "")
    order = page.locator(".wsdv-card-tile").evaluate_all("ts => ts.map(t => t.getAttribute('href'))")
    by_slug = {c.slug: c for c in built_site.cards}
    tops = [max(by_slug[h.rstrip("/")].values) if not by_slug[h.rstrip("/")].special else -1 for h in order]
    assert tops == sorted(tops, reverse=True) and "sort=value-high" in page.url and "value=" not in page.url
    page.select_option("select[data-sort]", "title")
    titles = page.locator(".wsdv-card-tile").evaluate_all("ts => ts.map(t => t.dataset.title)")
    assert titles == page.evaluate("ts => ts.slice().sort((a, b) => a.localeCompare(b, 'en'))", titles)
    page.select_option("select[data-sort]", "number")
    order = page.locator(".wsdv-card-tile").evaluate_all("ts => ts.map(t => t.getAttribute('href'))")
    assert order == [c.slug + "/" for c in built_site.cards] and "sort=" not in page.url


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_missing_page_gets_the_404_page_of_its_language(page, site, lang):
    words = load_strings()[lang]
    home = site if lang == "en" else site + f"{lang}/"
    response = page.goto(home + "cards/no-such-card/")
    assert response is not None and response.status == 404
    page.missing.remove(f"404 {response.url}")  # asked for on purpose; all else on the page must load
    assert page.locator("h1").first.inner_text() == words("not-found-title")
    assert page.evaluate("() => document.documentElement.lang") == lang
    _shot(page, f"404-{lang}")
    page.locator("a.wsdv-home").click()
    page.wait_for_url(home)
    assert page.url == home


@pytest.mark.parametrize("lang", LANGS)
def test_the_scripts_add_no_running_text(tour, built_site, lang):
    """test_running_text.py reads the running text of a page from its HTML (runningtext.py says why):
    the site's scripts, Material's and ours, write none into an article. Read in the browser, as the
    scripts leave the page, on every page of the notation check that the light tour of the language
    loads for its other checks (the gallery in every language, and one page of each kind in
    pagetour.AXE_LANGS), the text, its code elements and the collapsed blocks are the HTML's."""
    seen = tour(lang, "light")
    root = "" if lang == "en" else f"{lang}/"
    read = {path.removeprefix(root): page["text"] for path, page in seen["pages"].items() if "text" in page}
    assert FACES_PAGE in read, read.keys()  # (the gallery, whose count the script writes)
    assert lang not in AXE_LANGS or {"", "rules/", "glossary/", "guide/primitives/"} <= set(read), read.keys()
    for path, browser in read.items():
        assert browser == page_text(built_site.out, lang, path), path


@pytest.mark.parametrize("lang", LANGS)
def test_card_faces_cut_no_text(tour, built_site, lang):
    """Every text of every card face lies inside the picture, and none is shortened with an ellipsis;
    the captions under the gallery's tiles are not cut either. Read on the gallery by the light tour of
    the language (pagetour.FACES_READ)."""
    seen = tour(lang, "light")
    root = "" if lang == "en" else f"{lang}/"
    faces = seen["pages"][root + FACES_PAGE]["faces"]
    assert faces["tiles"] >= len(built_site.cards), faces["tiles"]  # every face was read
    assert faces["problems"] == []
    assert faces["cut"] == []
    assert seen["errors"] == [] and seen["missing"] == [], (seen["errors"], seen["missing"])


def _rgb(css: str) -> tuple[tuple[int, int, int], float]:
    numbers = [float(n) for n in re.findall(r"[\d.]+", css)]
    return (round(numbers[0]), round(numbers[1]), round(numbers[2])), (numbers[3] if len(numbers) > 3 else 1.0)


def _over(fg: str, bg: tuple[int, int, int]) -> tuple[int, int, int]:
    """A colour with transparency as it shows on `bg`."""
    colour, alpha = _rgb(fg)
    return tuple(round(alpha * c + (1 - alpha) * b) for c, b in zip(colour, bg, strict=True))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_links_header_and_accent_have_aa_contrast(page, site, scheme):
    """WCAG AA (4.5:1) for the header's text, links and hovered links, measured as the browser paints them
    (on the module's page, its colour scheme emulated: `page` sets it back after the test)."""
    page.emulate_media(color_scheme=scheme)
    page.goto(site + "rules/")
    colours = page.evaluate("""() => {
        const css = e => getComputedStyle(e);
        const probe = document.createElement('span');
        document.querySelector('article').appendChild(probe);
        probe.style.color = 'var(--md-accent-fg-color)';
        const link = document.querySelector('article a:not(.headerlink)');
        return { scheme: document.body.getAttribute('data-md-color-scheme'),
                 page: css(document.body).backgroundColor,
                 header: css(document.querySelector('.md-header')).backgroundColor,
                 headerText: css(document.querySelector('.md-header__topic')).color,
                 link: css(link).color, hovered: css(probe).color };
    }""")
    assert colours["scheme"] == ("slate" if scheme == "dark" else "default")
    page_bg, _ = _rgb(colours["page"])
    header_bg, _ = _rgb(colours["header"])
    measured = {"header": ratio(_over(colours["headerText"], header_bg), header_bg),
                "link": ratio(_over(colours["link"], page_bg), page_bg),
                "hovered link": ratio(_over(colours["hovered"], page_bg), page_bg)}
    assert {k: round(v, 2) for k, v in measured.items() if v < AA} == {}, colours
    _shot(page, f"contrast-{scheme}")
