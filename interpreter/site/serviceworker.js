// The site's service worker (interpreter/site/offline.py writes it to the site's root, so its scope is
// the whole site, every language). Online, every request goes to the network as it would without it,
// and each answer of the site's own is kept; offline, the kept answer is served. So a page read once,
// with its styles, scripts, fonts, pictures and (once search was used) its language's search index,
// opens again without a network. A page never visited is not there offline: the browser says so.
// The page tells the worker what it loaded before the worker was running (assets/wsdv.js), so the
// first page visited is kept too.
var CACHE = "wsdv-site";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (e) { e.waitUntil(self.clients.claim()); });

function ours(url) { return new URL(url, self.location.href).origin === self.location.origin; }

function keep(request, response) {
  if (response.ok && response.type === "basic") {
    var copy = response.clone();
    caches.open(CACHE).then(function (cache) { return cache.put(request, copy); });
  }
  return response;
}

self.addEventListener("fetch", function (e) {
  var request = e.request;
  if (request.method !== "GET" || !ours(request.url)) { return; }
  e.respondWith(fetch(request).then(function (response) { return keep(request, response); }, function () {
    return caches.match(request, { ignoreSearch: true }).then(function (kept) { return kept || Response.error(); });
  }));
});

// {keep: [address, ...]}: what a page loaded before the worker ran, fetched again (from the browser's
// own cache, mostly) and kept.
self.addEventListener("message", function (e) {
  var wanted = (e.data && e.data.keep) || [];
  e.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(wanted.filter(ours).map(function (url) {
      return cache.match(url).then(function (hit) {
        return hit || fetch(url).then(function (response) { return keep(url, response); }, function () { return null; });
      });
    }));
  }));
});
