/**
 * What the service worker (sw.ts) does with a request: pure rules, no service-worker globals, so they are unit-tested
 * (routes.spec.ts) and read by the page too (the cache names it wipes at logout).
 */

/** The app's own files: the precache (sw.ts fills it from the build's manifest). */
export const PRECACHE = 'oja-precache';
/** Hashed bundles left out of the precache (maps, charts): kept once a page used them. */
export const ASSETS_CACHE = 'oja-assets';
/** The bundles the version before this one precached, kept so a page still open on it loads its lazy chunks. */
export const PREVIOUS_ASSETS_CACHE = 'oja-assets-previous';
/** Photos (`/uploads/...`): cache-first, a cap on their number and size. */
export const PHOTOS_CACHE = 'oja-photos';
/** Anonymous answers of the public lists and details: network-first, the copy used only when the network fails. */
export const PUBLIC_CACHE = 'oja-public';
/** A signed-in user's own answers, one cache per account (`oja-user-<audience>-<id>`), wiped at logout. */
export const USER_CACHE_PREFIX = 'oja-user-';

/** The header the worker adds to an API answer drawn from its cache: when the server sent it (HTTP date). */
export const FROM_CACHE_HEADER = 'x-oja-from-cache';

/** Entries kept per data cache; the oldest written goes first. */
export const DATA_CACHE_MAX_ENTRIES = 150;
export const PHOTOS_MAX_ENTRIES = 150;
/** A photo larger than this is not kept (the app's photos are resized WebP, a few tens of KB). */
export const PHOTO_MAX_BYTES = 512 * 1024;
export const PHOTOS_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The public reads an anonymous visitor's answers are kept for (the lists, their details and reviews). */
const PUBLIC_READ = /^\/api\/(service-vendors|apartments|vendors\/live|food\/vendors|products)(\/[^/]+(\/reviews)?)?$/;
/** Never answered from a cache: the live stream, sign-in and tokens, payments, files, the dev and admin tools. */
const NEVER =
  /^\/api\/(live|login|logout|register|admin\/login|admin\/logout|admin\/queues|auth|password|email|payments|dev|docs|health|otp|me\/data-exports|me\/erasure|data-exports)(\/|$)/;
/** Downloads (documents, attachments, exports) are streamed files with their own short-lived links. */
const FILE_DOWNLOAD = /\/(file|documents\/[^/]+)$/;
/** A link whose query carries a secret (request-guards answers it no-store). */
const TOKEN_QUERY = /[?&](token|signature|sig|expires|code)=/i;
const PHOTO = /^\/uploads\/(avatars|listing-photos)\/[^/]+$/;

export type Handling =
  { kind: 'navigation' } | { kind: 'asset' } | { kind: 'photo' } | { kind: 'public' } | { kind: 'user'; cacheName: string } | { kind: 'network' };

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  authorization: string | null;
}

/** How the worker answers a request; `network`: not touched, the browser fetches it as if there were no worker. */
export function handlingOf(req: RequestFacts, origin: string): Handling {
  if (req.method !== 'GET') return { kind: 'network' };
  const url = new URL(req.url);
  if (url.origin !== origin) return { kind: 'network' };
  const path = url.pathname;
  if (req.mode === 'navigate') return isAppPath(path) ? { kind: 'navigation' } : { kind: 'network' };
  if (path.startsWith('/assets/')) return { kind: 'asset' };
  if (PHOTO.test(path)) return { kind: 'photo' };
  if (!path.startsWith('/api/') || NEVER.test(path) || FILE_DOWNLOAD.test(path) || TOKEN_QUERY.test(url.search)) return { kind: 'network' };
  if (req.authorization) {
    const cacheName = userCacheName(req.authorization);
    return cacheName ? { kind: 'user', cacheName } : { kind: 'network' };
  }
  return PUBLIC_READ.test(path) ? { kind: 'public' } : { kind: 'network' };
}

/** Paths the SPA draws (every other navigation — the API, its docs, uploads — goes to the server as it is). */
export function isAppPath(path: string): boolean {
  return !/^\/(api|uploads|log-error)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * The user cache of the account a bearer token belongs to, from its claims (`sub`, `aud`), read without checking
 * the signature: the server checked it when it answered, and the name only keeps two accounts' answers apart.
 */
export function userCacheName(authorization: string): string | null {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization.trim());
  if (!token) return null;
  try {
    const json = atob(token[2]!.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (token[2]!.length % 4)) % 4));
    const claims = JSON.parse(json) as { sub?: unknown; aud?: unknown };
    const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    const sub = typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : '';
    const audience = typeof aud === 'string' ? aud.replace(/^oja:/, '') : '';
    if (!/^[\w-]{1,40}$/.test(sub) || !/^[\w-]{1,20}$/.test(audience)) return null;
    return `${USER_CACHE_PREFIX}${audience}-${sub}`;
  } catch {
    return null;
  }
}

/** Whether an answer may be kept: a 200 of JSON; an anonymous one only if the server let it be shared. */
export function isKeepable(res: { status: number; headers: { get(name: string): string | null } }, kind: 'public' | 'user'): boolean {
  if (res.status !== 200) return false;
  if (!/^application\/json/i.test(res.headers.get('content-type') ?? '')) return false;
  return kind === 'user' || !/no-store|private/i.test(res.headers.get('cache-control') ?? '');
}

/** A photo is kept if it is an image no larger than PHOTO_MAX_BYTES (by its declared length when it has one). */
export function isKeepablePhoto(res: { status: number; headers: { get(name: string): string | null } }): boolean {
  if (res.status !== 200 || !/^image\//i.test(res.headers.get('content-type') ?? '')) return false;
  const length = Number(res.headers.get('content-length') ?? 0);
  return !(length > PHOTO_MAX_BYTES);
}

/**
 * The HTML a navigation is answered with: a prerendered page's own (its path is its precache URL), else the SPA
 * shell `/index.html`, which draws every other route.
 */
export function shellUrlOf(path: string, prerenderedPaths: readonly string[]): string {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return prerenderedPaths.includes(bare) ? bare : '/index.html';
}

/**
 * Pages the server may draw with their data (apps/api common/page-render.ts): a dashboard or admin page (with the
 * user's), and the public pages drawn for everyone (`publicDrawn`: the build's dist/drawn.json). Their navigations go to the network first; the precached shell answers when it fails or is slow.
 */
export function isServerDrawnPath(path: string, publicDrawn: readonly string[]): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (/^\/(dashboard|admin)\/./.test(bare) && bare !== '/admin/login') || publicDrawn.includes(bare);
}

/** How long a signed-in page's navigation waits for the server's drawing before the precached shell answers. */
export const DRAWN_PAGE_WAIT_MS = 2_500;

/** The page a navigation gets when the network is gone and this device has no copy of the app yet. */
export const OFFLINE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>You're offline — Oja</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 24px;color:#1a202c;text-align:center}
main{max-width:28rem;margin:0 auto}h1{font-size:1.5rem;color:#116932}p{line-height:1.5}
button{margin-top:16px;padding:12px 24px;font-size:1rem;border:0;border-radius:6px;background:#116932;color:#fff}</style></head>
<body><main><h1>You're offline</h1>
<p>This page has not been saved on this device yet, and there is no connection to load it.</p>
<p>Pages you have opened on Oja before still work offline. Check your data or Wi-Fi, then try again.</p>
<button type="button" onclick="location.reload()">Try again</button></main></body></html>`;
