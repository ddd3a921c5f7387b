// Filters of the card gallery: show only the cards of the chosen decade and colour.
(function () {
  function apply() {
    var chosen = {};
    document.querySelectorAll(".wsdv-filters select").forEach(function (s) { chosen[s.dataset.filter] = s.value; });
    document.querySelectorAll(".wsdv-card-tile").forEach(function (tile) {
      var show = Object.keys(chosen).every(function (k) { return !chosen[k] || tile.dataset[k] === chosen[k]; });
      tile.hidden = !show;
    });
  }
  function init() {
    document.querySelectorAll(".wsdv-filters select").forEach(function (s) { s.addEventListener("change", apply); });
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", init); } else { init(); }
})();
