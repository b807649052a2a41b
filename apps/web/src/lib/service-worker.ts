import { USER_CACHE_PREFIX, userCacheName } from '@/service-worker/routes';

/** The app's one service worker (built from src/service-worker/sw.ts), for the whole origin; push uses it too. */
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open tab asks the server for a new version (a navigation asks too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;
let updateReady = false;
let reloadAsked = false;
const listeners = new Set<() => void>();

function setUpdateReady(ready: boolean) {
  if (updateReady === ready) return;
  updateReady = ready;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: a new version of the app is installed and waits for this page to reload. */
export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isUpdateReady = () => updateReady;

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && import.meta.env.PROD;
}

/** Runs `task` once the page has loaded and the browser is idle, so the worker's precaching never competes with a paint. */
function whenIdleAfterLoad(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => task(), { timeout: 5_000 }) : setTimeout(task, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', () => idle(), { once: true });
}

function watch(reg: ServiceWorkerRegistration) {
  // A version waiting while another controls the page is an update; the very first install takes over by itself.
  if (reg.waiting && navigator.serviceWorker.controller) setUpdateReady(true);
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller && reg.waiting === worker) setUpdateReady(true);
    });
  });
}

/**
 * Registers the service worker for every visitor, after the page has loaded and gone idle. `onTakeover` runs when a
 * worker starts controlling the page without the user asking (the first install): the page's data is fetched once
 * more through it, so what the user just saw is kept for offline use. `signedInTokens`: the tokens of the sessions
 * stored in this browser; the caches of any other account are deleted (a logout in a tab that was closed).
 */
export function startServiceWorker(options: { onTakeover: () => void; signedInTokens: () => Array<string | null> }): void {
  if (!supported() || started) return;
  started = true;
  whenIdleAfterLoad(async () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloadAsked) window.location.reload();
      else options.onTakeover();
    });
    try {
      const reg = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      watch(reg);
      setInterval(() => {
        if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    } catch {
      /* no worker (private mode, an old browser): the app works as before, online only */
    }
    const keep = new Set(options.signedInTokens().flatMap((t) => (t ? [userCacheName(`Bearer ${t}`)] : [])));
    await forgetAccountCaches((name) => !keep.has(name));
  });
}

/** "Reload" on the update prompt: the waiting version takes over, then the page reloads on it. */
export async function applyUpdate(): Promise<void> {
  reloadAsked = true;
  const reg = supported() ? await navigator.serviceWorker.getRegistration('/') : undefined;
  if (reg?.waiting) reg.waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}

/**
 * Deletes the service worker's caches of signed-in users' answers (all, or those `which` picks). The public lists
 * and photos stay. Called at logout with the token being ended, and awaited before the page moves on.
 */
export async function forgetAccountCaches(which: (cacheName: string) => boolean = () => true): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX) && which(n)).map((n) => caches.delete(n)));
  } catch {
    /* storage blocked: nothing was kept either */
  }
}

/** Deletes the cached answers of the account a token belongs to (its logout). */
export function forgetTokenCaches(token: string | null): Promise<void> {
  const name = token ? userCacheName(`Bearer ${token}`) : null;
  return forgetAccountCaches(name ? (n) => n === name : () => true);
}
