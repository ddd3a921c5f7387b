"""One visit of each page for the checks that go over every kind of page in Chromium: axe-core
(test_browser_axe.py) and the dark scheme's site audit (test_browser_siteaudit.py), with the card faces
of the gallery (test_browser.py's test_card_faces_cut_no_text) and the running text of the pages
the notation check reads, where a tour loads them anyway (test_browser.py's
test_the_scripts_add_no_running_text: the notation check itself reads the HTML, runningtext.py).

Each of them used to load its pages itself, so a page of English or Ukrainian was loaded up to three
times per scheme, and a load is most of what a visit costs after axe's own run. A tour is one page
and context of one language: it loads every page any of the checks needs, once, reads it in the light
scheme, switches it to the dark where a dark check reads it (SWITCH_DARK), and records what each check
reads from it in each scheme (axe's violations, the colours and fonts the audit measures, the
article's running text as the page's scripts leave it); the tests assert on those records, a tour per
language and scheme (`take`), as they asserted on the pages. What a check reads does not change the
page (axe, whose script is in every page of an axe tour from its start and does nothing until it is
run, runs last in each scheme). A tour is made once per run for every xdist worker
(`wsdvtest.once_per_run`), as a site build is.

Which checks a tour makes (`checks`): the card faces' check (on the gallery, FACES_PAGE) and the
running text (on the pages of runningtext.PAGES the tour loads: the gallery in every language, and
those that are page kinds or AXE_EXTRA in AXE_LANGS) in the light scheme, in every language
(Playwright's default scheme, the one they always read, at the desktop size of their old page); axe in
both schemes in AXE_LANGS; the audit in
the dark scheme in AUDIT_LANGS, with every request outside the site cut off for the whole tour, both
schemes (the context's proxy reaches nothing, `nowhere`; what it asks of other hosts is noted,
`note_outside`; so axe's runs see the site under that cut too: axe's script is the context's init
script, it fetches nothing). Each page is loaded to its load event; where axe or the audit reads it,
its fonts loaded and two frames drawn after that too (SETTLED). Waiting until the network was idle
instead (half a second with no request, after the favicon's) recorded the same findings, colours,
fonts and requests on English's dark tour, and left a worker idle about 40 s a run (lane suiteidle's
sampler, 28 Nov); a request a page makes later than that was never waited for either.

Why the light tours of the languages without axe load one page (28 Nov): the notation check's 19
pages a language were loaded for it alone, and it reads no layout (runningtext.py says why it reads
the HTML): 76 loads, about 45 s of CPU, in German, Polish, Italian and French.

Where a tour's time goes (27 Nov, Chromium's CPU included): axe's own run is most of it, about 1.5 s
a page, and its colour-contrast rule most of that (in one run on the busy machine, the glossary's
30 of 32 s, its thirteen tables half of it; the map's 8 of 9 s). Loading a page costs about
0.6 s and a screenshot 0.2 s; after the load event only the favicon is fetched, so waiting until the
network is idle adds half a second of wall-clock time a page and no CPU.

Why a page is switched to the dark rather than loaded in it, and why axe's rules but the colour ones
read only the switch there (28 Nov, lane suitebrowser3): the dark scheme changes colours only. The
theme's switch sets the body's data-md-color-* attributes, the colour-scheme meta element and its own
labels, and every dark rule of the site's CSS hangs on that attribute (none on the system's setting,
but the map's full-size file, which no page embeds). So a page read in the light and switched is the
page a reader who turns the switch sees, and its rendered colours are those of the page opened dark:
COLOURS_READ's lines of the rendered elements were the same both ways on every page kind the tours
read, in English and Ukrainian (test_browser_axe.py keeps that comparison on the rules page). A load
saved is about 0.7 s of CPU, the switch costs about 0.1 s. axe's colour rules (its category cat.color:
color-contrast and link-in-text-block) read the whole dark page; its other rules read what SHAPE
reads (DOM, attributes, text, boxes, what is rendered), which the switch leaves as the light run read
it but for the switch and the colour-scheme meta element (the test holds every dark page to that), so
they read the switch alone in the dark. In the separate dark tours before, the rules other than
color-contrast and link-in-text-block were about 10 s of English's CPU a run and its loads 18 s; the
tours of both schemes now take 64.8 and 67.7 s of CPU for English where the two took 94.6 and 102.9 s,
Ukrainian's 78.6 s where they took 100.2 s (`take` alone, main's and this one's alternated, the busy
machine; docs/development.md has the tests' figures). The same split was tried before colour-contrast shared its lines
(below), over two loads, and saved nothing then: the colour rules were nine tenths of axe's time.
Measured and left: asking link-in-text-block only about the links the light run found it applies
to saved about a quarter of the rule's dark time, the colour comparison of each link being most of it.

What a tour's colour-contrast rule asks about (28 Nov, eighth session): the rule judges an element by
what COLOURS_READ writes of it, one line per element, and a page of 2,000 elements with text has some
30 to 100 different lines, most of them on every page (the header, the navigation, the footer, the
body's text, a table's cells). So the rule is asked about the first element of each line no page of
the tour (or of the tour it starts from, COLOURS_FROM) passed, and about the rest of a line only
where its first did not pass; the test holds every element left out to a line that passed. English's
dark tour, one run each: axe 32.5 s of CPU before, 23.7 s after, COLOURS_READ's own 3.6 s included (the
glossary 6.6 s to 1.5 s); Ukrainian's tours start from English's and ask about a handful of elements. Measured first
and left: excluding the repeated chrome (header, tabs, both sidebars, footer) from the rule saved
a fifth of the rule's time (English's 22 page kinds in the light, 30.5 s to 24.6 s); the lines take it
out with every other repeated text.

The dark tours keep their screenshot of every page kind (dark-LANG-KIND.png in
build/site-screenshots/): no check reads them, they are there for a person to look at the dark
scheme page by page (about 0.14 s of CPU each, 44 a run; leaving them out was tried on 28 Nov and
put back). COLOURS_READ looks for the painted boxes under a text's middle by the box's edges first,
then by `contains` (which walks the tree): the same lines, English's heaviest eight pages 2.8 s to
2.2 s of CPU.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import warnings
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
import runningtext as running
from browsing import SETTLED, open_page, page_kinds, shot

from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())  # the content's languages, from its locale folders
AXE = Path(__file__).resolve().parent / "axe" / "node_modules" / "axe-core" / "axe.min.js"
# axe violations of these impacts fail the test; moderate and minor ones are listed in its message only.
FAILING = ("serious", "critical")
AXE_LANGS = ("en", "uk")
# A tour that starts from the colours another language's tour passed in the same scheme (see
# COLOURS_READ): Ukrainian's pages are English's templates and CSS.
COLOURS_FROM = {"uk": "en"}
AUDIT_LANGS = ("en", "uk")
# Pages axe reads beyond one of each kind: a card with rulings and a two-sided card's face.
AXE_EXTRA = ("cards/68/", "cards/iv_wall/")

AXE_RUN = """async () => {
    const r = await axe.run(document, {resultTypes: ['violations'],
                                       runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}});
    return r.violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.length,
                                   first: v.nodes[0].target.join(' ') + ': ' + v.nodes[0].failureSummary}));
}"""
# What axe's colour-contrast rule reads of an element with text of its own (a form field's included),
# one JSON line per element (COLOURS_READ): whether the browser renders it (checkVisibility), whether it
# has a box, whether it lies above or left of the page, its colour, the opacity it is painted with, its text's shadow, stroke and fill, its font's size, weight
# and style, its decoration, underline border and outline, a link's parent's colour, weight and
# decoration, the backgrounds behind it up to the first opaque one (colour, whether an image, blending,
# position, filters), the backgrounds of the other elements under the middle of its box in the
# document's order (axe reads the stack of elements there), and what its text is made of (axe leaves
# out a text of one character and one of symbols only). The rule's verdict on an element is a function
# of these: its foreground, its background and its text's size and weight. So where axe passed one
# element of a line, it passes every other, whatever their words: a tour asks the rule only about the
# first element of each line that no page before (`known`) passed, then about the other elements of
# the lines whose first one did not pass (a violation, or a colour axe could not tell); every line that
# passed is known from then on. Text the browser does not render is not asked about: axe's own run
# leaves it out as hidden (test_browser_axe.py shows it). axe's other rules, link-in-text-block (which compares a link with the
# text around it) among them, run over the whole page. The tour records each page's lines, those whose
# elements were all asked about (`checked`), those that passed and failed there, and those with an
# element it did not ask about (`skipped`): test_browser_axe.py holds each skipped line to a pass.
COLOURS_READ = """() => {
    const seen = new Map(), style = e => seen.get(e) || seen.set(e, getComputedStyle(e)).get(e);
    const alpha = c => { const m = c.match(/rgba?\\(([^)]*)\\)/);
                         const p = m ? m[1].split(/[ ,\\/]+/).filter(Boolean) : [];
                         return p.length > 3 ? parseFloat(p[3]) : 1; };
    const own = s => [s.backgroundColor, s.backgroundImage === 'none' ? '' : 'image', s.mixBlendMode, s.position,
                      s.filter, s.backdropFilter].join(' / ');
    const opacities = new Map(), opacity = e => {  // what the element is painted with: its and its ancestors'
        if (!e) return 1;
        if (!opacities.has(e)) opacities.set(e, parseFloat(style(e).opacity) * opacity(e.parentElement));
        return opacities.get(e);
    };
    const all = [...document.querySelectorAll('body *')];
    const painted = [document.body, ...all].filter(e => (style(e).backgroundColor !== 'rgba(0, 0, 0, 0)'
                                                         || style(e).backgroundImage !== 'none') && e.checkVisibility())
                                           .map(e => [e, e.getBoundingClientRect()]);
    const lines = new Map();
    for (const e of all) {
        const field = e.matches('input, select, textarea');
        const words = field ? (e.value || e.placeholder || '')
            : [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim();
        if (!words && !field) continue;
        const s = style(e), r = e.getBoundingClientRect();
        const shown = e.checkVisibility({opacityProperty: true, visibilityProperty: true});
        const behind = [];
        for (let a = e; a; a = a.parentElement) { behind.push(own(style(a))); if (alpha(style(a).backgroundColor) === 1) break; }
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        // (the box first: a text's point lies in few of the painted boxes, and contains() walks the tree)
        const under = painted.filter(([b, box]) => box.left <= x && x <= box.right && box.top <= y && y <= box.bottom
                                                   && !b.contains(e)).map(([b]) => own(style(b)));
        const p = style(e.parentElement);
        const made = [...words].length === 1 ? 'one' : /^[\\p{P}\\p{S}\\s]*$/u.test(words) ? 'symbols' : 'text';
        lines.set(e, JSON.stringify([shown, r.width > 0 && r.height > 0, r.right <= 0 || r.bottom <= 0, s.color, opacity(e), s.textShadow,
            s.webkitTextStrokeWidth, s.webkitTextStrokeColor, s.webkitTextFillColor, s.fontSize, s.fontWeight,
            s.fontStyle, s.textDecorationLine, s.borderBottomStyle, s.borderBottomWidth, s.outlineStyle,
            e.tagName === 'A' ? [p.color, p.fontWeight, p.textDecorationLine] : null, behind, under, made]));
    }
    window.wsdvLines = lines;
    return [...new Set(lines.values())].sort();
}"""
# axe's run where the colour-contrast rule asks only about the elements COLOURS_READ's lines call for
# (see above; `known`: the lines passed before). Its violations as AXE_RUN's, and the page's lines.
# With `dark` (a page the tour switched to the dark scheme after axe read it in the light, SWITCH_DARK):
# the rules of axe's colour category (its tag cat.color: color-contrast and link-in-text-block among
# the tags run) over the whole page, and the other rules over the scheme switch only, the one part of
# the page whose shape the switch changes (SHAPE; the module's docstring says why); `rules` says which.
AXE_RUN_SHARING = """async ([known, doubted, dark]) => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const colour = axe.getRules(tags).filter(r => r.tags.includes('cat.color')).map(r => r.ruleId);
    const found = [];
    const add = violations => {
        for (const v of violations) {
            const same = found.find(f => f.id === v.id);
            if (same) same.nodes.push(...v.nodes); else found.push(v);
        }
    };
    const others = colour.filter(id => id !== 'color-contrast'), off = ids => Object.fromEntries(ids.map(id => [id, {enabled: false}]));
    if (!dark) {
        add((await axe.run(document, {resultTypes: ['violations'], runOnly: {type: 'tag', values: tags},
                                      rules: off(['color-contrast'])})).violations);
    } else {
        if (others.length) {
            add((await axe.run(document, {resultTypes: ['violations'], runOnly: {type: 'rule', values: others}})).violations);
        }
        add((await axe.run(document.querySelector('[data-md-component=palette]'),
                           {resultTypes: ['violations'], runOnly: {type: 'tag', values: tags}, rules: off(colour)})).violations);
    }
    const lines = window.wsdvLines, old = new Set(known), doubt = new Set(doubted), first = new Map(), rest = [];
    for (const [e, line] of lines) {
        if (old.has(line) || line.startsWith('[false,')) continue;  // passed before, or not rendered
        if (first.has(line) || doubt.has(line)) rest.push(e); else first.set(line, e);
    }
    // The rule asks about the elements marked for it only (its selector, '*' as axe ships it, narrowed).
    const ask = async (elements, types) => {
        if (!elements.length) return null;
        elements.forEach(e => e.setAttribute('data-wsdv-ask', ''));
        axe.configure({rules: [{id: 'color-contrast', selector: '[data-wsdv-ask]'}]});
        try {
            return await axe.run(document, {runOnly: {type: 'rule', values: ['color-contrast']}, resultTypes: types,
                                            elementRef: true});
        } finally {
            elements.forEach(e => e.removeAttribute('data-wsdv-ask'));
            axe.reset();
        }
    };
    const nodes = (r, type) => r ? r[type].flatMap(v => v.nodes) : [];
    // The first element of each new line, with every element of a line whose first did not pass before.
    const one = await ask([...first.values(), ...rest.filter(e => doubt.has(lines.get(e)))], ['violations', 'passes']);
    const passed = new Set(nodes(one, 'passes').map(n => lines.get(n.element)));
    const again = rest.filter(e => !doubt.has(lines.get(e)) && !passed.has(lines.get(e)));
    const two = await ask(again, ['violations']);
    for (const r of [one, two]) add(r ? r.violations : []);
    const asked = new Set([...first.values(), ...rest.filter(e => doubt.has(lines.get(e))), ...again]);
    const lineSet = es => [...new Set(es.map(e => lines.get(e)))].sort();
    return {violations: found.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.length,
                                         first: v.nodes[0].target.join(' ') + ': ' + v.nodes[0].failureSummary})),
            rules: dark ? {page: colour, 'scheme switch': axe.getRules(tags).map(r => r.ruleId).filter(id => !colour.includes(id))}
                        : {page: axe.getRules(tags).map(r => r.ruleId)},
            colours: {lines: lineSet([...lines.keys()]), passed: [...passed].sort(),
                      failed: lineSet([...nodes(one, 'violations'), ...nodes(two, 'violations')].map(n => n.element)),
                      doubted: lineSet([...first.values()].filter(e => !passed.has(lines.get(e)))),
                      checked: lineSet([...lines.keys()].filter(e => asked.has(e))),
                      skipped: lineSet([...lines.keys()].filter(e => !asked.has(e)))}};
}"""

# The gallery, where the card faces' check reads every face the tiles show (a load of its own per language
# before 28 Nov).
FACES_PAGE = "cards/"
# Every text of every card face the gallery shows, fetched and laid out in the page: those outside the
# picture or shortened with an ellipsis (`problems`), and the tiles' captions that are cut (`cut`). The
# faces are laid out together, each in a box of its own, in a holder that is removed again, so the page
# is as it was for the checks after. (One face at a time, each laid out and measured before the next was
# fetched, the same reading took 1.9 s of CPU a language, all at once 0.7 s, 28 Nov: a face's text is
# measured in its own drawing's units, and a face has no ids, styles or references that another face
# beside it could change.)
FACES_READ = """async () => {
    const out = [];
    const imgs = [...document.querySelectorAll('.wsdv-card-tile img')];
    const faces = await Promise.all(imgs.map(async img => (await fetch(img.src)).text()));
    const holder = document.createElement('div');
    holder.innerHTML = faces.map(face => '<div>' + face + '</div>').join('');
    document.body.appendChild(holder);
    [...holder.children].forEach((box, i) => {
        const svg = box.querySelector('svg');
        const [x0, y0, w, h] = svg.getAttribute('viewBox').split(/\\s+/).map(Number);
        for (const t of svg.querySelectorAll('text')) {
            const b = t.getBBox();
            const words = t.textContent;
            if (/…|\\.\\.\\.$/.test(words)) { out.push(`${imgs[i].src}: shortened: ${words}`); }
            if (b.x < x0 - 0.5 || b.y < y0 - 0.5 || b.x + b.width > x0 + w + 0.5 || b.y + b.height > y0 + h + 0.5) {
                out.push(`${imgs[i].src}: outside the card: ${words}`);
            }
        }
    });
    holder.remove();
    const cut = [...document.querySelectorAll('.wsdv-card-tile *')]
        .filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'
                     || getComputedStyle(e).textOverflow === 'ellipsis').map(e => e.textContent);
    return {tiles: imgs.length, problems: out, cut};
}"""

AUDIT_COLOURS = """() => {
    const body = document.body, article = document.querySelector('article');
    return { scheme: body.getAttribute('data-md-color-scheme'),
             page: getComputedStyle(body).backgroundColor,
             text: getComputedStyle(article.querySelector('p') || article).color,
             family: getComputedStyle(body).fontFamily };
}"""
AUDIT_FONTS = """async () => { await document.fonts.ready;
    return [...document.fonts].filter(f => f.status === 'loaded')
                              .map(f => [f.family.replaceAll('"', ''), f.weight, f.style]); }"""

# The dark scheme as a reader turns it on (SWITCH_DARK): the theme's switch, its label for the slate
# palette, clicked in the page; the styles computed at once, while the theme's own click handler holds
# the colour transitions off (it sets data-md-color-switching and takes it away a task later: a style
# computed after that would start transitions, and a colour read during one is neither scheme's), then
# the fonts and two frames drawn. `running`: the animations under way after it (none, or a colour read
# may be half-way).
SWITCH_DARK = """async () => {
    const dark = document.querySelector('[data-md-component=palette] input[data-md-color-scheme=slate]');
    document.querySelector(`[data-md-component=palette] label[for="${dark.id}"]`).click();
    getComputedStyle(document.body).color;
    const running = document.getAnimations().length;
    await document.fonts.ready;
    await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
    return {scheme: document.body.getAttribute('data-md-color-scheme'), running};
}"""
# The theme keeps the reader's choice of scheme in local storage (a key ending in __palette) and opens
# the next page in it: a tour's context forgets it before each page's scripts run, so each page opens
# in the scheme the context emulates (the light), as on a first visit.
FIRST_VISIT = "for (const key of Object.keys(localStorage)) if (key.endsWith('.__palette')) localStorage.removeItem(key);"
# What axe's rules other than the colour ones read of a page, element by element (every element of
# the document, the head's included): its tag, attributes (but the body's data-md-color-*, the scheme
# itself), its own text, whether it is checked, whether the browser renders it (checkVisibility), its
# box, and the styles that decide what is shown, scrolls or can be hit (display, visibility, overflow,
# position, pointer-events). SHAPE(false) keeps the page's shape; SHAPE(true) reads it again and
# returns the elements whose line changed (or that came or went), named, with whether they lie in
# the scheme switch.
SHAPE = """(compare) => {
    const shape = new Map();
    for (const e of document.querySelectorAll('*')) {
        const s = getComputedStyle(e), r = e.getBoundingClientRect();
        const attributes = [...e.attributes].filter(a => !(e === document.body && a.name.startsWith('data-md-color-')))
                                            .map(a => a.name + '=' + a.value);
        const text = [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.data).join('');
        shape.set(e, JSON.stringify([e.tagName, attributes, text, e.checked ?? null,
            e.checkVisibility({opacityProperty: true, visibilityProperty: true}), [r.x, r.y, r.width, r.height].map(Math.round),
            s.display, s.visibility, s.overflowX, s.overflowY, s.position, s.pointerEvents]));
    }
    if (!compare) { window.wsdvShape = shape; return {elements: shape.size, changed: []}; }
    const before = window.wsdvShape;
    const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + [...e.attributes].filter(a => a.name !== 'id')
                      .map(a => `[${a.name}=${a.value.slice(0, 40)}]`).join('');
    const changed = [...new Set([...shape.keys()].filter(e => before.get(e) !== shape.get(e))
                                .concat([...before.keys()].filter(e => !shape.has(e))))]
        .map(e => ({name: name(e), switch: !!e.closest('[data-md-component=palette]')}));
    return {elements: shape.size, changed};
}"""
# The scheme's own change outside the switch: the theme's colour-scheme meta element (no axe rule reads
# it; the browser's form controls and scroll bars follow it, as they do the CSS that sets it).
SCHEME_META = "meta[name=color-scheme][content=dark]"


def axe_source() -> str:
    """axe-core's script; without it the test is skipped and says why (fails under CI=true).

    axe-core is an npm package, installed for the tests in tests/site/axe/ (`npm ci --prefix
    tests/site/axe`; `make test` runs scripts/ensure-axe, which does it where node is present)."""
    if AXE.is_file():
        return AXE.read_text(encoding="utf-8")
    reason = ("axe-core is not installed: no node on this machine (install node and npm, then "
              "`npm ci --prefix tests/site/axe`)" if shutil.which("npm") is None
              else "axe-core is not installed: run `npm ci --prefix tests/site/axe` (scripts/ensure-axe)")
    message = f"THE ACCESSIBILITY CHECK DID NOT RUN: {reason}"
    if os.environ.get("CI"):
        pytest.fail(message)
    warnings.warn(message, stacklevel=2)
    pytest.skip(message)


def checks(lang: str, scheme: str) -> frozenset[str]:
    """The checks a tour of `lang` in `scheme` makes."""
    return frozenset({*(("text", "faces") if scheme == "light" else ()),
                      *(("axe",) if lang in AXE_LANGS else ()),
                      *(("audit",) if scheme == "dark" and lang in AUDIT_LANGS else ())})


def _ours(url: str, home: str) -> bool:
    """Whether a request for `url` stays on the site at `home` (data: and blob: addresses never leave)."""
    return urlparse(url).netloc == home or url.startswith(("data:", "blob:"))


def keep_local(context, home: str) -> list[str]:
    """Cut `context`, one that is open already, off every host but `home` with a Playwright route; the
    list it returns fills with the addresses it refused. A route sees every request and turns off the
    context's HTTP cache, about 0.3 s of CPU more a load: a context of one's own cuts itself off
    through `nowhere` instead (as a tour does)."""
    outside: list[str] = []

    def route(r) -> None:
        if _ours(r.request.url, home):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    return outside


@contextlib.contextmanager
def nowhere() -> Iterator[str]:
    """A proxy that reaches no host, as a proxy server's address: a port of this machine held bound and
    never listened on, so every connection to it is refused at once and no other process can listen
    there while it is held. A context opened with a proxy at it that the site's host bypasses
    reaches the site and nothing else (its page, its workers, its fonts; an address by IP too), and
    keeps its HTTP cache, which a route would turn off (see `take`): `only_the_site` gives those options."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as held:
        held.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{held.getsockname()[1]}"


def only_the_site(proxy: str, site: str) -> dict:
    """The context options that send every request but those for the site at `site` (its address)
    through `proxy` (`nowhere`'s)."""
    return {"proxy": {"server": proxy, "bypass": urlparse(site).hostname}}


def note_outside(context, home: str) -> list[str]:
    """The addresses `context` asks for outside the site at `home`, in a list that fills as it asks
    (Playwright's request event: the page's requests and its workers'). It only looks; `nowhere` cuts."""
    outside: list[str] = []
    context.on("request", lambda r: None if _ours(r.url, home) else outside.append(r.url))
    return outside


def pages(built_site, lang: str, scheme: str) -> dict[str, dict]:
    """The tour's pages, by address under the site's root: the page kinds they are (for axe and the
    audit; none for the gallery where only the faces' check reads it) and the checks that read them, in
    order. The running text is read on the pages of runningtext.PAGES that other checks load."""
    root = "" if lang == "en" else f"{lang}/"
    wanted = checks(lang, scheme)
    out: dict[str, dict] = {}

    def add(path: str, check: str, kind: str | None = None) -> None:
        page = out.setdefault(path, {"kind": None, "checks": []})
        page["kind"] = page["kind"] or kind
        if check not in page["checks"]:
            page["checks"].append(check)

    if wanted & {"axe", "audit"}:
        for kind, path in page_kinds(built_site, lang).items():
            for check in sorted(wanted & {"axe", "audit"}):
                add(path, check, kind)
    if "axe" in wanted:
        for path in AXE_EXTRA:
            add(root + path, "axe", path)  # its kind: the page itself
    if "faces" in wanted:
        add(root + FACES_PAGE, "faces")
    if "text" in wanted:
        for path in running.PAGES:
            if root + path in out:
                add(root + path, "text")
    return out


def passed_colours(tour: dict) -> frozenset[str]:
    """The lines of COLOURS_READ that axe's colour-contrast rule passed on a page of `tour`."""
    return frozenset(line for page in tour["pages"].values() if "colours" in page for line in page["colours"]["passed"])


SCHEMES = ("light", "dark")


def together(lang: str) -> tuple[str, ...]:
    """The languages whose tours one context makes, `lang`'s among them: those read in the light alone
    (no axe, no audit: the gallery's faces and text) share one, since a fresh context and its first load
    cost about a second of CPU more than a load in a context that has one (its renderer starts, its
    cache is empty): German's, French's, Italian's and Polish's tours took 17.7 and 18.7 s of CPU apart,
    14.6 and 15.5 s together (two alternated rounds, 28 Nov). A tour with dark checks has a context of
    its own."""
    light = tuple(other for other in LANGS if not checks(other, "dark"))
    return light if lang in light else (lang,)


def take(browser, site: str, built_site, langs: tuple[str, ...],
         known: dict[str, dict[str, frozenset[str]]]) -> dict[str, dict[str, dict]]:
    """Visit the tours' pages once each and record what every check reads, for each of `langs` in one
    context (`together`), in each scheme that has checks for the language (see the module's docstring):
    a page of both schemes' tours is read in the light, then switched to the dark (SWITCH_DARK) and read
    again. axe's colour-contrast rule passes on from page to page, in each scheme, the lines of
    COLOURS_READ it passed, starting from `known[lang][scheme]` (those another language's tour passed:
    COLOURS_FROM, `passed_colours`). Each language's record of each scheme as a tour, with the errors,
    failed requests and requests made while its pages were read."""
    plans = {lang: {scheme: pages(built_site, lang, scheme) for scheme in SCHEMES if checks(lang, scheme)}
             for lang in langs}
    # Without axe-core the other checks still make their tours; the axe test skips by itself (axe_source).
    axe = any("axe" in checks(lang, scheme) for lang in langs for scheme in plans[lang]) and AXE.is_file()
    audit = any("audit" in checks(lang, scheme) for lang in langs for scheme in plans[lang])
    # axe reads a dark page after the light one (its rules but the colour ones on the switch only, SHAPE).
    assert all("axe" in plan["light"].get(path, {"checks": ()})["checks"]
               for plan in plans.values() for path, page in plan.get("dark", {}).items() if "axe" in page["checks"])
    home = urlparse(site)
    made: dict[str, dict[str, dict]] = {}
    with nowhere() as proxy:
        # The audit's tour sees the site with every other host cut off, through a proxy that reaches
        # nothing rather than a route: under a route each load cost about 0.3 s of CPU more, since a
        # route turns the context's HTTP cache off and every page fetched the theme's scripts, styles
        # and fonts again (docs/development.md, 28 Nov, lane "loads3").
        context, pg = open_page(browser, color_scheme="light", **(only_the_site(proxy, site) if audit else {}))
        outside = note_outside(context, home.netloc) if audit else []
        if any("dark" in plan for plan in plans.values()):
            context.add_init_script(script=FIRST_VISIT)
        if axe:
            # axe's script in every document of the tour from its start, handed to Chromium once: added to
            # each page after its load, its half a megabyte went from Python to the page every time (about
            # 0.15 s of CPU a page). It defines `axe` and does nothing until it is run.
            context.add_init_script(path=str(AXE))
        fonts: list[str] = []
        pg.on("request", lambda r: fonts.append(r.url) if r.resource_type == "font" else None)
        try:
            for lang in langs:
                counts = [len(pg.errors), len(pg.missing), len(outside), len(fonts)]
                seen = _read(pg, site, lang, plans[lang], known.get(lang, {}), axe)
                errors, missing, away, loaded = (got[at:] for got, at in
                                                 zip((pg.errors, pg.missing, outside, fonts), counts, strict=True))
                made[lang] = {scheme: {"lang": lang, "scheme": scheme, "pages": seen[scheme], "errors": errors,
                                       "missing": missing, "outside": away, "fonts": loaded,
                                       # The address the tour read the site at: a tour made by another test
                                       # process (once per run) served the same site from a port of its own.
                                       "home": home.netloc}
                              for scheme in plans[lang]}
        finally:
            context.close()
    return made


def _read(pg, site: str, lang: str, plans: dict[str, dict[str, dict]], known: dict[str, frozenset[str]],
          axe: bool) -> dict[str, dict[str, dict]]:
    """`take`'s reading of `lang`'s pages (`plans`: each scheme's `pages`) on `pg`, by scheme and page."""
    seen: dict[str, dict[str, dict]] = {scheme: {} for scheme in plans}
    # lines passed, and lines whose first element asked about did not, in each scheme
    passed = {scheme: set(known.get(scheme, ())) for scheme in plans}
    doubted: dict[str, set[str]] = {scheme: set() for scheme in plans}
    for path in dict.fromkeys(path for plan in plans.values() for path in plan):
        response = pg.goto(site + path, wait_until="load")
        wanted = {scheme: plan[path] for scheme, plan in plans.items() if path in plan}
        if any({"axe", "audit"} & set(page["checks"]) for page in wanted.values()):
            pg.evaluate(SETTLED)
        for scheme, page in wanted.items():
            kind = page["kind"] or ""
            if kind.startswith("not-found") and scheme == next(iter(wanted)):
                pg.missing.remove(f"404 {response.url}")  # asked for on purpose
            record: dict = {"kind": page["kind"], "status": response.status if response else None}
            if scheme == "dark":
                if axe and "axe" in page["checks"]:
                    pg.evaluate(SHAPE, False)
                record["switch"] = pg.evaluate(SWITCH_DARK)
                if axe and "axe" in page["checks"]:
                    record["shape"] = pg.evaluate(SHAPE, True)
            if "text" in page["checks"]:
                record["text"] = pg.evaluate(running.READ)
            if "faces" in page["checks"]:
                record["faces"] = pg.evaluate(FACES_READ)
            if "audit" in page["checks"]:
                record["audit"] = {**pg.evaluate(AUDIT_COLOURS), "loaded": pg.evaluate(AUDIT_FONTS)}
                shot(pg, f"dark-{lang}-{kind}")
            if "axe" in page["checks"] and axe:
                pg.evaluate(COLOURS_READ)
                run = pg.evaluate(AXE_RUN_SHARING, [sorted(passed[scheme]), sorted(doubted[scheme]),
                                                    scheme == "dark"])
                record["axe"], record["colours"], record["rules"] = run["violations"], run["colours"], run["rules"]
                passed[scheme] |= set(run["colours"]["passed"])
                doubted[scheme] |= set(run["colours"]["doubted"])
            seen[scheme][path] = record
    return seen


def save(tours: dict[str, dict[str, dict]], folder: Path) -> None:
    """`take`'s records, a tour for each language and scheme, in `folder`."""
    (folder / "tours.json").write_text(json.dumps(tours, ensure_ascii=False), encoding="utf-8")


def load(folder: Path) -> dict[str, dict[str, dict]]:
    return json.loads((folder / "tours.json").read_text(encoding="utf-8"))
