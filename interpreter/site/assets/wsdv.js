// The site's own script: filters of the card gallery, and search results kept to the page's language.
(function () {
  // Card gallery: show only the cards of the chosen decade and colour.
  function applyFilters() {
    var chosen = {};
    document.querySelectorAll(".wsdv-filters select").forEach(function (s) { chosen[s.dataset.filter] = s.value; });
    document.querySelectorAll(".wsdv-card-tile").forEach(function (tile) {
      tile.hidden = !Object.keys(chosen).every(function (k) { return !chosen[k] || tile.dataset[k] === chosen[k]; });
    });
  }

  // Search: one index holds all six languages; hide the results of the other languages. The language
  // switcher's links (this page in every language) tell where the site's root is and each language's prefix.
  function languageOf(path, root, prefixed) {
    var rest = path.slice(root.length).split("/")[0];
    return prefixed.indexOf(rest) >= 0 ? rest : "";
  }
  function keepOwnLanguage() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".md-select__link[hreflang]"));
    if (links.length < 2) { return; }
    var paths = links.map(function (a) { return new URL(a.href, location.href).pathname; });
    var root = paths.reduce(function (a, b) { var i = 0; while (i < a.length && a[i] === b[i]) { i++; } return a.slice(0, i); });
    root = root.slice(0, root.lastIndexOf("/") + 1);
    var prefixed = links.map(function (a) { return a.getAttribute("hreflang"); })
      .filter(function (lang, i) { return paths[i].slice(root.length).split("/")[0] === lang; });
    var here = languageOf(location.pathname, root, prefixed);
    var list = document.querySelector(".md-search-result__list");
    if (!list) { return; }
    new MutationObserver(function () {
      list.querySelectorAll(".md-search-result__item").forEach(function (item) {
        var a = item.querySelector("a.md-search-result__link");
        if (a) { item.hidden = languageOf(new URL(a.href, location.href).pathname, root, prefixed) !== here; }
      });
    }).observe(list, { childList: true, subtree: true });
  }

  function init() {
    document.querySelectorAll(".wsdv-filters select").forEach(function (s) { s.addEventListener("change", applyFilters); });
    keepOwnLanguage();
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", init); } else { init(); }
})();
