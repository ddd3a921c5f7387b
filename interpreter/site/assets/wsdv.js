// The site's own script: the filters of the card gallery (kept in the page's address) and the board map's areas.
(function () {
  // The service worker at the site's root (interpreter/site/serviceworker.js) keeps what is read, for
  // offline use; this page's own files, loaded before the worker ran, are handed to it to keep.
  var here = document.currentScript && document.currentScript.src;
  function offline() {
    if (!here || !("serviceWorker" in navigator) || !window.isSecureContext) { return; }
    navigator.serviceWorker.register(new URL("../sw.js", here).href).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      var loaded = performance.getEntriesByType("resource").map(function (r) { return r.name; });
      registration.active.postMessage({ keep: [location.href.split("#")[0]].concat(loaded) });
    }, function () { /* no worker (a private window may refuse one): the site works online as before */ });
  }
  // Words are compared without case and accents, in the page's language ("lad" finds "Ład"); a
  // tile's words (its number, title and text, data-text) are folded once.
  function fold(words) {
    return words.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase(document.documentElement.lang || undefined);
  }
  function tileWords(tile) {
    if (tile.wsdvWords === undefined) { tile.wsdvWords = fold(tile.dataset.text || ""); }
    return tile.wsdvWords;
  }
  // The orders of the sort menu (pages.SORTS): by number is the gallery's own order, as written; by
  // value, a card with two values counts its higher one, and a card without a value comes last.
  function highest(tile) {
    var values = (tile.dataset.value || "").split(" ").filter(Boolean).map(Number);
    return values.length ? Math.max.apply(null, values) : null;
  }
  function sortTiles(order) {
    var gallery = document.querySelector(".wsdv-gallery");
    var tiles = Array.prototype.slice.call(gallery.querySelectorAll(".wsdv-card-tile"));
    tiles.forEach(function (tile, i) { if (tile.wsdvAt === undefined) { tile.wsdvAt = i; } });
    var lang = document.documentElement.lang || undefined;
    tiles.sort(function (a, b) {
      var by = 0;
      if (order === "title") {
        by = (a.dataset.title || "").localeCompare(b.dataset.title || "", lang);
      } else if (order === "value-high" || order === "value-low") {
        var va = highest(a), vb = highest(b);
        if (va === null || vb === null) { by = (va === null) - (vb === null); } else { by = order === "value-high" ? vb - va : va - vb; }
      }
      return by || a.wsdvAt - b.wsdvAt;
    });
    // tiles already in this order are left where they are (the page as written, at its load)
    var moved = tiles.some(function (tile, i) { return gallery.children[i] !== tile; });
    if (moved) { tiles.forEach(function (tile) { gallery.appendChild(tile); }); }
  }
  // A tile is shown when it matches every chosen filter; a filter with several values on the tile
  // (its icons, the sides that may trigger it, a dual card's values) matches when one of them is the
  // chosen one, and the words filter when every word typed is in the tile's words.
  function applyFilters() {
    var chosen = {};
    var params = new URLSearchParams(location.search);
    document.querySelectorAll(".wsdv-filters [data-filter]").forEach(function (s) {
      var value = s.value.trim();
      chosen[s.dataset.filter] = value;
      if (value) { params.set(s.dataset.filter, value); } else { params.delete(s.dataset.filter); }
    });
    var typed = fold(chosen.text || "").split(/\s+/).filter(Boolean);
    delete chosen.text;
    var sort = document.querySelector(".wsdv-filters [data-sort]");
    if (sort) {
      sortTiles(sort.value);
      if (sort.selectedIndex > 0) { params.set("sort", sort.value); } else { params.delete("sort"); }
    }
    var shown = 0;
    document.querySelectorAll(".wsdv-card-tile").forEach(function (tile) {
      tile.hidden = !Object.keys(chosen).every(function (k) {
        return !chosen[k] || (tile.dataset[k] || "").split(" ").indexOf(chosen[k]) >= 0;
      }) || !typed.every(function (w) { return tileWords(tile).indexOf(w) >= 0; });
      if (!tile.hidden) { shown++; }
    });
    var count = document.querySelector(".wsdv-count");
    if (count) { count.textContent = JSON.parse(count.dataset.counts)[shown]; }
    var query = params.toString();
    history.replaceState(null, "", location.pathname + (query ? "?" + query : "") + location.hash);
  }

  // The board map: choosing an area (click, or Tab and Enter) shows its place's entry below the map and
  // marks the area; without the script its link still leads to the entry (#place-ID).
  function boardMap() {
    var places = document.querySelector(".wsdv-places");
    if (!places) { return; }
    function choose(id, move) {
      var entry = document.getElementById("place-" + id);
      if (!entry) { return; }
      places.classList.add("has-choice");
      places.querySelectorAll(".wsdv-place").forEach(function (s) { s.classList.toggle("is-chosen", s === entry); });
      document.querySelectorAll(".wsdv-area").forEach(function (a) {
        if (a.dataset.id === id) { a.setAttribute("aria-current", "true"); } else { a.removeAttribute("aria-current"); }
      });
      document.querySelectorAll(".wsdv-area-mark").forEach(function (m) { m.classList.toggle("is-chosen", m.dataset.of === id); });
      if (move) {
        history.replaceState(null, "", "#place-" + id);
        entry.scrollIntoView({ block: "nearest" });
        entry.focus({ preventScroll: true });
      }
    }
    // the focused area's outline is drawn over its neighbours (.wsdv-area-mark), like the chosen one's
    function focused(id, on) {
      document.querySelectorAll(".wsdv-area-mark").forEach(function (m) { if (m.dataset.of === id) { m.classList.toggle("is-focused", on); } });
    }
    document.querySelectorAll(".wsdv-area, .wsdv-area-name").forEach(function (a) {
      a.addEventListener("click", function (e) { e.preventDefault(); choose(a.dataset.id, true); });
      a.addEventListener("focus", function () { focused(a.dataset.id, a.matches(":focus-visible")); });
      a.addEventListener("blur", function () { focused(a.dataset.id, false); });
    });
    document.querySelectorAll(".wsdv-places-all").forEach(function (a) {
      a.addEventListener("click", function () {
        places.classList.remove("has-choice");
        document.querySelectorAll(".wsdv-area[aria-current]").forEach(function (x) { x.removeAttribute("aria-current"); });
        document.querySelectorAll(".wsdv-area-mark.is-chosen").forEach(function (m) { m.classList.remove("is-chosen"); });
      });
    });
    var wanted = /^#place-(.+)$/.exec(location.hash);
    if (wanted) { choose(decodeURIComponent(wanted[1]), false); }
  }

  // A table wider than the page scrolls sideways in its wrapper: the wrapper takes focus then, so the
  // keyboard can scroll it too (axe-core's scrollable-region-focusable); one that fits is no Tab stop.
  function scrollRegions() {
    document.querySelectorAll(".md-typeset__scrollwrap, .wsdv-track-picture").forEach(function (w) {
      if (w.scrollWidth > w.clientWidth) { w.setAttribute("tabindex", "0"); } else { w.removeAttribute("tabindex"); }
    });
  }

  // Material puts each code block's copy button in a <nav> of its own, so a guide page with several code
  // blocks had as many unnamed navigation landmarks, alike (axe-core's landmark-unique), though a copy
  // button leads nowhere. Each such bar is made a plain container, now and whenever Material adds one.
  function codeButtonBars() {
    function plain() {
      document.querySelectorAll("nav.md-code__nav:not([role])").forEach(function (n) { n.setAttribute("role", "none"); });
    }
    plain();
    if (document.querySelector("pre > code")) {
      new MutationObserver(plain).observe(document.body, { childList: true, subtree: true });
    }
  }

  // The boxes of the rule as the game runs it: a reader may hide them all; the choice holds on every page.
  function notationSwitch() {
    var root = document.documentElement, key = "wsdv-notation-hidden";
    var hidden = false;
    try { hidden = localStorage.getItem(key) === "1"; } catch (e) { hidden = false; }
    root.classList.toggle("wsdv-no-notation", hidden);
    document.querySelectorAll(".wsdv-notation-switch").forEach(function (p) {
      var b = p.querySelector("button");
      function show() {
        b.textContent = hidden ? b.dataset.show : b.dataset.hide;
        b.setAttribute("aria-pressed", hidden ? "true" : "false");
      }
      p.hidden = false;
      show();
      b.addEventListener("click", function () {
        hidden = !hidden;
        root.classList.toggle("wsdv-no-notation", hidden);
        try { localStorage.setItem(key, hidden ? "1" : "0"); } catch (e) { /* private mode: this page only */ }
        show();
      });
    });
  }

  // The edition switch of the rules pages (pages.edition_switch): the base game's rules alone (the
  // default), or with a variant's words under each rule it changes. Without the script every edition
  // shows, each labelled. The choice holds on every page.
  function editionSwitch() {
    var key = "wsdv-edition", chosen = "base";
    var switches = document.querySelectorAll(".wsdv-edition-switch");
    if (!switches.length) { return; }
    try { chosen = localStorage.getItem(key) || "base"; } catch (e) { chosen = "base"; }
    function apply() {
      document.querySelectorAll(".wsdv-edition:not(.wsdv-edition-changed)").forEach(function (passage) {
        passage.hidden = passage.dataset.edition !== chosen;
      });
      document.querySelectorAll(".wsdv-edition-switch button").forEach(function (b) {
        b.setAttribute("aria-pressed", b.dataset.edition === chosen ? "true" : "false");
      });
    }
    var any = document.querySelector(".wsdv-edition") !== null;   // a page whose rules no variant changes: no switch
    switches.forEach(function (p) {
      p.hidden = !any;
      p.querySelectorAll("button").forEach(function (b) {
        b.addEventListener("click", function () {
          chosen = b.dataset.edition;
          try { localStorage.setItem(key, chosen); } catch (e) { /* private mode: this page only */ }
          apply();
        });
      });
    });
    apply();
  }

  // A table of many columns (the glossary's six languages) reads on a phone as one block per row, each
  // cell under its column's name: the names are copied from the table's head (wsdv.css stacks them).
  function stackWideTables() {
    document.querySelectorAll(".md-typeset table").forEach(function (table) {
      var heads = table.querySelectorAll("thead th");
      if (heads.length < 5) { return; }
      table.classList.add("wsdv-stack");
      table.querySelectorAll("tbody tr").forEach(function (row) {
        row.querySelectorAll("td").forEach(function (cell, i) {
          if (heads[i]) { cell.setAttribute("data-label", heads[i].textContent); }
        });
      });
    });
  }

  // An anchor that moved to another page (the learning path's parts and examples, once one page) is
  // kept as the id of a link to where it is now (learn.py): an old permalink follows that link, on
  // loading the page and when only the address's anchor changes (the page is not loaded again then).
  function followMoved() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (target && target.matches("a.wsdv-moved")) { location.replace(target.href); }
  }

  // On paper a worked example's table is printed whole: its fold opens for printing and closes after.
  function printFolds() {
    var opened = [];
    window.addEventListener("beforeprint", function () {
      document.querySelectorAll("details.wsdv-example-numbers:not([open])").forEach(function (d) { d.open = true; opened.push(d); });
    });
    window.addEventListener("afterprint", function () { opened.splice(0).forEach(function (d) { d.open = false; }); });
  }

  function init() {
    followMoved();
    window.addEventListener("hashchange", followMoved);
    printFolds();
    codeButtonBars();
    offline();
    stackWideTables();
    notationSwitch();
    editionSwitch();
    scrollRegions();
    window.addEventListener("resize", scrollRegions);
    boardMap();
    var controls = document.querySelectorAll(".wsdv-filters [data-filter], .wsdv-filters [data-sort]");
    if (!controls.length) { return; }
    var params = new URLSearchParams(location.search);
    controls.forEach(function (s) {
      var wanted = params.get(s.dataset.filter || "sort");
      if (s.tagName === "INPUT") {
        s.value = wanted || "";
        s.addEventListener("input", applyFilters);
        return;
      }
      if (wanted && s.querySelector('option[value="' + CSS.escape(wanted) + '"]')) { s.value = wanted; }
      s.addEventListener("change", applyFilters);
    });
    applyFilters();
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", init); } else { init(); }
})();
