// The app's service worker (ADR 0011). service-worker-plugin.ts builds it into dist/sw.js, writing the
// build's file list and version in place of the shell placeholder below.
//
// It keeps the app shell (the page, scripts, styles, fonts, icons) so the app opens without a network,
// and never touches an API answer: /v1, /docs and /health always go to the server, as if it were not here.
const { files, version } = self.__SHELL__;

const CACHE_PREFIX = 'sextant-shell-';
const CACHE = `${CACHE_PREFIX}${version}`;
/** The app's page: every screen is drawn by the router from it. */
const PAGE = '/';
const NOT_STATIC = /^\/(v1|docs|health)(\/|$)/;
const SHELL = new Set(files);

self.addEventListener('install', (event) => {
  // `no-cache`: revalidated with the server, so a copy in the HTTP cache from an older build is never kept.
  const requests = [PAGE, ...files].map((url) => new Request(url, { cache: 'no-cache' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
  // No skipWaiting here: a new version waits until the user chooses "Reload", so an open tab never runs
  // scripts of two builds.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The copy kept at install, or the network when there is none. */
async function fromShell(request, key) {
  const cached = await caches.match(key, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_STATIC.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // The app's screens never end in an extension; a missing file's 404 stays the server's.
    if (/\.[A-Za-z0-9]{1,8}$/.test(url.pathname)) return;
    // Network first: the server's page carries the run-time settings. Offline, the page kept at install.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(PAGE, { cacheName: CACHE })) ?? Response.error()),
    );
    return;
  }
  if (SHELL.has(url.pathname)) event.respondWith(fromShell(request, url.pathname));
});
