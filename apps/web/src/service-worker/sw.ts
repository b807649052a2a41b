/*
 * Oja's one service worker, for the whole app (scope /), built to /sw.js by scripts/build.mjs (docs/offline.md).
 *
 * - Precaches the app: the SPA shell, the prerendered pages and the route chunks (the build's manifest), so a second
 *   visit loads no script from the network and a navigation offline still draws the app. Navigations are answered
 *   from the precache; with no copy and no network, an offline page. A signed-in page (dashboard, admin), which the
 *   server draws with the user's data, from the network first (the navigation preload's answer, asked while this
 *   worker started), the precached shell when that fails or is slow.
 * - Public lists and details (anonymous): network-first, the kept copy only when the network fails. A signed-in
 *   user's own GETs: network-first into a cache of that account, which the page wipes at logout. An answer drawn
 *   from a cache carries `x-oja-from-cache`, so the page says it is showing what the user saw last.
 * - Photos under /uploads: cache-first, at most 150, none over 512 KB, 30 days.
 * - Never touched: non-GET requests, other origins, the live stream, sign-in, payments, downloads, links with a
 *   secret in their query, and anonymous answers the server marked no-store or private.
 * - Updates: a new version precaches in the background and waits; the page offers "Reload" (SKIP_WAITING). The
 *   previous version's chunks stay in a cache of their own until the next update, so a page still open on it loads
 *   its lazy routes. It takes over at once only when the worker it replaces served nothing from a cache.
 * - Web Push: shows a notice and focuses or opens its page on a click (docs/notifications.md).
 * Served with Cache-Control: no-cache so a new version reaches browsers on their next visit.
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  ASSETS_CACHE,
  DATA_CACHE_MAX_ENTRIES,
  DRAWN_PAGE_WAIT_MS,
  FROM_CACHE_HEADER,
  handlingOf,
  isKeepable,
  isKeepablePhoto,
  isServerDrawnPath,
  OFFLINE_PAGE,
  PHOTOS_CACHE,
  PHOTOS_MAX_AGE_SECONDS,
  PHOTOS_MAX_ENTRIES,
  PRECACHE,
  PREVIOUS_ASSETS_CACHE,
  PUBLIC_CACHE,
  shellUrlOf,
} from './routes';

declare const self: ServiceWorkerGlobalScope & { ojaDevRevision?: number };
/** The build's files (scripts/build.mjs): hashed bundles without a revision, the HTML with one. */
declare const __OJA_PRECACHE__: PrecacheEntry[];
/** The prerendered pages' paths (each precached at its own path). */
declare const __OJA_PRERENDERED__: string[];
declare const __OJA_DRAWN__: string[];
/** A hash of the precache manifest: which build this worker is. */
declare const __OJA_BUILD__: string;

const precache = new PrecacheController({ cacheName: PRECACHE });
precache.addToCacheList(__OJA_PRECACHE__);

/** Drops the oldest entries of a data cache past its cap (the Cache API keeps entries in the order written). */
const capEntries = (max: number): WorkboxPlugin => ({
  cacheDidUpdate: async ({ cacheName }) => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
  },
});

/** Marks an answer drawn from a cache, with the date the server sent it. */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, cachedResponse.headers.get('date') ?? new Date().toUTCString());
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

const dataStrategy = (cacheName: string, kind: 'public' | 'user') =>
  new NetworkFirst({
    cacheName,
    matchOptions: { ignoreVary: true },
    plugins: [{ cacheWillUpdate: async ({ response }) => (isKeepable(response, kind) ? response : null) }, markFromCache, capEntries(DATA_CACHE_MAX_ENTRIES)],
  });

const publicData = dataStrategy(PUBLIC_CACHE, 'public');
const userData = new Map<string, Strategy>();
const photos = new CacheFirst({
  cacheName: PHOTOS_CACHE,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isKeepablePhoto(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: PHOTOS_MAX_ENTRIES, maxAgeSeconds: PHOTOS_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
  ],
});
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});

/**
 * The navigation preload's answer (enabled at activation): the browser asked the server for the page while this worker
 * was starting. The server sends nothing (204) for a page answered from the precache (apps/api
 * common/navigation-preload.ts); undefined when preload is off or unsupported.
 */
const preloaded = (event: FetchEvent): Promise<Response | undefined> =>
  ((event as FetchEvent & { preloadResponse?: Promise<Response | undefined> }).preloadResponse ?? Promise.resolve(undefined)).catch(() => undefined);

async function navigation(event: FetchEvent): Promise<Response> {
  const path = new URL(event.request.url).pathname;
  const preload = preloaded(event);
  // A signed-in page the server draws with the user's data is asked for at once (already, by the navigation preload,
  // while this worker started), while the shell is looked up.
  const network = isServerDrawnPath(path, __OJA_DRAWN__) ? preload.then((response) => response ?? fetch(event.request)) : null;
  // Any other page's preload is not used; waited for, so the browser does not cancel it half-way.
  if (!network) event.waitUntil(preload);
  const shell = await precache.matchPrecache(shellUrlOf(path, __OJA_PRERENDERED__));
  if (shell && network) {
    // The network's drawing, unless it fails, errs or is slow (or is empty: a server that does not draw this page
    // answers a preload of it with a 204).
    const drawn = network.then((response) => (response.ok && response.status !== 204 ? response : shell));
    const late = new Promise<Response>((resolve) => setTimeout(() => resolve(shell), DRAWN_PAGE_WAIT_MS));
    return Promise.race([drawn, late]).catch(() => shell);
  }
  if (shell) return shell;
  try {
    return await (network ?? fetch(event.request));
  } catch {
    return new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }
}

async function asset(event: FetchEvent): Promise<Response> {
  const own = (await precache.matchPrecache(event.request.url)) ?? (await caches.match(event.request, { cacheName: PREVIOUS_ASSETS_CACHE }));
  return own ?? assets.handle({ event, request: event.request });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const handling = handlingOf(
    { url: request.url, method: request.method, mode: request.mode, authorization: request.headers.get('authorization') },
    self.location.origin,
  );
  switch (handling.kind) {
    case 'navigation':
      return event.respondWith(navigation(event));
    case 'asset':
      return event.respondWith(asset(event));
    case 'photo':
      return event.respondWith(photos.handle({ event, request }));
    case 'public':
      return event.respondWith(publicData.handle({ event, request }));
    case 'user': {
      let strategy = userData.get(handling.cacheName);
      if (!strategy) userData.set(handling.cacheName, (strategy = dataStrategy(handling.cacheName, 'user')));
      return event.respondWith(strategy.handle({ event, request }));
    }
    default:
    // Not answered here: the browser fetches it as if there were no worker.
  }
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // A worker that already answers from the precache keeps the open pages until they reload; one that never did
      // (the first install, or the push-only worker before this one) has nothing to break and is replaced at once.
      const replacesCachingWorker = Boolean(self.registration.active) && (await caches.has(PRECACHE));
      await precache.install(event);
      if (!replacesCachingWorker) await self.skipWaiting();
    })(),
  );
});

/** The bundles the previous version precached and this one does not, kept for the pages still open on it. */
async function keepPreviousAssets() {
  const cache = await caches.open(PRECACHE);
  const expected = new Set(precache.getURLsToCacheKeys().values());
  const outdated = (await cache.keys()).filter((req) => !expected.has(req.url) && new URL(req.url).pathname.startsWith('/assets/'));
  if (!outdated.length) return;
  await caches.delete(PREVIOUS_ASSETS_CACHE);
  const previous = await caches.open(PREVIOUS_ASSETS_CACHE);
  for (const req of outdated) {
    const res = await cache.match(req);
    if (res) await previous.put(req, res);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await keepPreviousAssets();
      await precache.activate(event);
      // The server is asked for a page while this worker starts (a phone takes a moment to start it): see navigation().
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
  // The page asks which build this is (tests and the update prompt); a dev server may raise a revision.
  if (type === 'VERSION') event.ports[0]?.postMessage({ build: __OJA_BUILD__, dev_revision: self.ojaDevRevision ?? 0 });
});

/** The API sends { title, body, link }: a notice from the bell. */
self.addEventListener('push', (event) => {
  let data: { title?: unknown; body?: unknown; link?: unknown } = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Oja';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link: typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/' },
    }),
  );
});

/** A click focuses an open Oja tab (moved to the notice's page), or opens one there. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link || '/';
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        if (tab.url === url) return;
        // navigate() works on a tab this worker controls; another one gets the link in a new tab.
        const moved = 'navigate' in focused ? await focused.navigate(url).catch(() => null) : null;
        if (moved) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
