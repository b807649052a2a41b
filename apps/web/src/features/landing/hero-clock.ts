/**
 * The landing hero's clock (taglines and icons rotate every 3 seconds). It runs from the first paint,
 * before and without the app: the prerendered page's entry starts it on the hero's element, and the hero component,
 * which hydration gives the same element, finds it running and leaves it be (or starts it, when the visitor comes to
 * the landing from another page of the app). A turn sets `data-slide` and `data-icon` on the element, and the hero's
 * stylesheet shows the matching tagline and icon: one attribute change every 3 seconds, and nothing between turns (an
 * endless CSS animation kept the renderer drawing frames all the time). React never renders those attributes, so it
 * never puts them back. A visitor who asks for reduced motion sees the first tagline and icon only; a keyboard user in
 * the hero's calls to action holds the rotation while there.
 */
export const HERO_TURN_MS = 3000;

type ClockElement = HTMLElement & { ojaHeroClock?: ReturnType<typeof setTimeout> };

/** Starts the rotation on `hero` (a no-op if it runs already, or for reduced motion); returns how to stop it. */
export function startHeroClock(hero: HTMLElement, firstTurnMs = HERO_TURN_MS): () => void {
  const el = hero as ClockElement;
  const stop = () => {
    clearTimeout(el.ojaHeroClock);
    el.ojaHeroClock = undefined;
  };
  if (el.ojaHeroClock !== undefined || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return stop;
  const slides = Number(el.dataset.slides) || 1;
  const icons = Number(el.dataset.icons) || 1;
  const turn = () => {
    if (!el.matches(':focus-within')) {
      const step = Number(el.dataset.step ?? 0) + 1;
      el.dataset.step = String(step);
      el.dataset.slide = String(step % slides);
      el.dataset.icon = String(step % icons);
      el.dataset.moved = '';
    }
    el.ojaHeroClock = setTimeout(turn, HERO_TURN_MS);
  };
  el.ojaHeroClock = setTimeout(turn, firstTurnMs);
  return stop;
}

/** The first turn of a page just shown: 3 s into the page's life (its first paint comes well before). */
export const firstTurnOfPage = () => Math.max(500, HERO_TURN_MS - performance.now());
