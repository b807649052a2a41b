// The entry of the prerendered pages (scripts/prerender.mjs: the landing at `/`, /general-services, …). The page
// is already drawn from HTML and inline CSS: the app's code (React, the router, Chakra) runs only after the browser
// has painted it, so it never delays the first paint; on the landing, for a visitor without a session, only at their
// first interaction or after a long idle moment (below). Taps and typing that come before hydration are held and
// replayed once React has taken the page over, so none is lost (links keep working natively meanwhile).
const container = document.getElementById('root')!;
const HELD = ['click', 'input', 'change', 'submit'] as const;
const held: Event[] = [];

function hold(event: Event) {
  const target = event.target as Element | null;
  if (!target || !container.contains(target) || (event.type === 'click' && target.closest('a[href]'))) return;
  held.push(event);
  if (event.cancelable) event.preventDefault();
  event.stopImmediatePropagation();
}

function release() {
  for (const type of HELD) document.removeEventListener(type, hold, true);
}

/** The same event again, now that React listens (a click again activates a button, an input updates its state). */
function replay(event: Event) {
  const init = { bubbles: true, cancelable: true, composed: true };
  const copy = event.type === 'click' ? new MouseEvent('click', { ...init, button: (event as MouseEvent).button }) : new Event(event.type, init);
  event.target?.dispatchEvent(copy);
}

for (const type of HELD) document.addEventListener(type, hold, true);

/** The next task: the browser paints and handles input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code, evaluated in steps, one task each (scripts/build.mjs puts each step in its own chunk): React DOM,
 * then what Chakra builds on (Emotion, Ark UI), then Chakra, then the app's Chakra system (the theme's recipes and
 * createSystem), then the router, the components and the page. Evaluated at once they were one long task, during
 * which a tap on the page waited.
 */
async function loadApp() {
  await import('./prerendered-stage-react');
  await nextTask();
  await import('./prerendered-stage-ui-base');
  await nextTask();
  await import('./prerendered-stage-ui');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  return import('./prerendered-hydrate');
}

function hydrate() {
  let done = false;
  loadApp()
    .then(({ startPrerendered }) =>
      // Held until React has committed the whole page: an event given to a half-hydrated tree could be lost.
      startPrerendered(container, () => {
        if (done) return;
        done = true;
        release();
        for (const event of held.splice(0)) replay(event);
      }),
    )
    .catch((error: unknown) => {
      release();
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

/** Events that show a visitor is about to use the page: the app takes it over then (the event itself is held). */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** How long a visitor who does nothing reads the landing before its widgets (the rotating tagline) start anyway. */
const IDLE_MS = 10_000;

let painted = false;
let wanted = false;
let started = false;
/** Hydrates, once, as soon as the page has been painted. */
function start() {
  wanted = true;
  if (!painted || started) return;
  started = true;
  for (const type of INTENT) window.removeEventListener(type, start, true);
  hydrate();
}

/**
 * The landing, for a visitor without a session: everything on it reads and links without JavaScript, so the app's
 * code is only downloaded (in the HTTP cache, not run) and takes the page over at the first sign of use, or after
 * a long idle moment. A phone does not spend its first seconds running code for a page that is only being read.
 */
function prefetchCode() {
  for (const href of (container.dataset.code ?? '').split(' ').filter(Boolean)) {
    fetch(href, { priority: 'low', credentials: 'same-origin' } as RequestInit).catch(() => undefined);
  }
  setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_MS });
    else start();
  }, IDLE_MS);
  if (wanted) start();
}

/** Pages with data to show (the lists), and visitors with a session, are taken over as soon as the page is painted. */
const lazy = window.location.pathname === '/' && !sessionStored();
if (lazy) for (const type of INTENT) window.addEventListener(type, start, { capture: true, passive: true });
// After the load event and two frames: the page has been painted by then.
const afterPaint = () =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      painted = true;
      if (lazy) prefetchCode();
      else start();
    }),
  );
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
