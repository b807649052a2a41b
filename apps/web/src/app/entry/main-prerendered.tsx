// The entry of the prerendered pages (scripts/prerender.mjs: the landing at `/`, /general-services, …). The page
// is already drawn from HTML and inline CSS, and a list page's first page is drawn from the API's answer as soon as it
// arrives (prerendered-lists.ts): the app's code (React, the router, Chakra) runs only after the browser has
// painted them, so it never delays the first paint; on the landing and on a drawn list page, for a visitor without a
// session, only at their first interaction or after a long idle moment (below). Taps and typing that come before
// hydration are held and replayed once React has taken the page over, so none is lost (links work natively meanwhile).
import { holdEvents } from './held-events';
import { drawFirstPage } from './prerendered-lists';
import { IDLE_MS, INTENT, isIntent } from './take-over';
import { firstTurnOfPage, startHeroClock } from '@/features/landing/hero-clock';

const container = document.getElementById('root')!;
// The landing hero turns every 3 s from the first paint, without the app (features/landing/hero-clock.ts).
const hero = container.querySelector<HTMLElement>('[data-hero-clock]');
if (hero) startHeroClock(hero, firstTurnOfPage());
// A list page's first page of results, fetched (preloaded from the head) and drawn now, without the app.
const firstPage = drawFirstPage(container);
// Taps and typing before the app has taken the page over: held, then replayed (held-events.ts).
const held = holdEvents(container);

/** The next task: the browser paints and handles input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code, evaluated in steps, one task each (scripts/build.mjs puts each step in its own chunk): React and
 * React DOM, then what Chakra builds on (Emotion, Ark UI, Zag, Floating UI), then Chakra's components and styled
 * system, then the app's Chakra system (the theme's recipes and createSystem), then the router, the components and
 * the page. Evaluated at once they were one long task, during which a tap on the page waited. Each step names the one
 * export it needs, so the bundler keeps only what the app itself uses; React DOM's is prerendered-stage-react.ts.
 */
async function loadApp() {
  await import('./prerendered-stage-react');
  await nextTask();
  await import('@emotion/react').then(({ ThemeProvider }) => ThemeProvider);
  await nextTask();
  await import('@chakra-ui/react').then(({ ChakraProvider }) => ChakraProvider);
  await nextTask();
  await import('../theme');
  await nextTask();
  return import('./prerendered-hydrate');
}

function hydrate() {
  let done = false;
  // The first page drawn (or given up) before React takes the page over: it then draws the same.
  Promise.all([loadApp(), firstPage])
    .then(([{ startPrerendered }]) =>
      // Held until React has committed the whole page: an event given to a half-hydrated tree could be lost.
      startPrerendered(container, () => {
        if (done) return;
        done = true;
        // In a task of their own, after React's effects: each event is then handled, and its update drawn, before the
        // next (replayed among the effects, an input's new state was not yet drawn when the form's submit read it).
        setTimeout(() => {
          held.replay();
        }, 0);
      }),
    )
    .catch((error: unknown) => {
      held.release();
      throw error;
    });
}

/** A session is stored (the keys of src/lib/auth-storage.ts): the header must show the visitor logged in at once. */
function sessionStored(): boolean {
  for (const store of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (window[store].getItem('token')) return true;
    } catch {
      /* storage blocked */
    }
  }
  return false;
}

let painted = false;
let wanted = false;
let started = false;
/** Hydrates, once, as soon as the page has been painted. */
function start() {
  wanted = true;
  if (!painted || started) return;
  started = true;
  for (const type of INTENT) window.removeEventListener(type, onIntent, true);
  hydrate();
}

/** A sign of use: the app takes the page over (a pointer that did not move is none, see `isIntent`). */
function onIntent(event: Event) {
  if (isIntent(event)) start();
}

/** Two frames from now: what is ready has been painted. */
const afterFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** How long the app's code waits for the photos on screen at most. */
const IMAGES_MS = 5_000;

/** Settles once the images on screen are painted (or have failed), or after IMAGES_MS. */
function imagesOnScreen(): Promise<void> {
  const shown = [...container.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
  // decode() settles once the image has loaded and can be drawn (or could not be).
  const painted = Promise.all(shown.map((img) => img.decode().catch(() => undefined))).then(afterFrames);
  return Promise.race([painted, new Promise((resolve) => setTimeout(resolve, IMAGES_MS))]).then(() => undefined);
}

/**
 * The landing, and a list page whose first page is drawn, for a visitor without a session: everything on them reads
 * and links without JavaScript, so the app's code is only downloaded (in the HTTP cache, not run) and takes the page
 * over at the first sign of use, or after a long idle moment. A phone does not spend its first seconds running code
 * for a page that is only being read.
 */
async function prefetchCode() {
  if (wanted) start();
  setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_MS });
    else start();
  }, IDLE_MS);
  // After the photos on screen: on a slow link the visitor's first seconds go to what they see.
  await imagesOnScreen();
  if (started) return;
  for (const href of (container.dataset.code ?? '').split(' ').filter(Boolean)) {
    fetch(href, { priority: 'low', credentials: 'same-origin' } as RequestInit).catch(() => undefined);
  }
}

/**
 * Visitors with a session are taken over as soon as the page is painted (the header must show them logged in), and
 * so is a list page whose list the app must draw itself (filtered, or its first page not drawn).
 */
const mayWait = !sessionStored() && (window.location.pathname === '/' || container.dataset.list !== undefined);
if (mayWait) for (const type of INTENT) window.addEventListener(type, onIntent, { capture: true, passive: true });
// After the load event and two frames: the page has been painted by then.
const afterPaint = () =>
  void afterFrames().then(async () => {
    painted = true;
    if (!mayWait) start();
    else if (window.location.pathname === '/' || (await firstPage)) await prefetchCode();
    else start();
  });
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
