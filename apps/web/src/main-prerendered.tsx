// The entry of the prerendered pages (scripts/prerender.mjs: the landing at `/`, /general-services, …). The page
// is already drawn from HTML and inline CSS: the app's code (React, the router, Chakra) runs only after the browser
// has painted it, so it never delays the first paint. Taps and typing that come before hydration are held and
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

function hydrate() {
  let done = false;
  import('./prerendered-hydrate')
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

// After the load event and two frames: the page has been painted by then.
const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(hydrate));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
