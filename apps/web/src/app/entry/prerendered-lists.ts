// The prerendered list pages' first page, drawn before the app has loaded (main-prerendered.tsx): the page's
// HTML names the API path of its unfiltered list (`data-list`, preloaded from the head) and carries templates of
// its list components (scripts/prerender.mjs); the answer is drawn into the page's `data-first-page` parts in the
// markup React draws for it, and kept for the app, whose hydration then draws the same (src/lib/first-page.ts).
import { drawApartmentsFirstPage } from '@/features/apartments/model/first-page';
import { drawServiceVendorsFirstPage } from '@/features/general-services/model/first-page';
import { keepFirstPage } from '@/lib/first-page';
import { isLowData } from '@/lib/low-data';

type Draw = (answer: never, templates: never) => Record<string, string> | null;

/** Each list page's draw: its parts' HTML from the API's answer and the page's templates. */
const DRAWS: Record<string, Draw> = {
  '/service-apartments': drawApartmentsFirstPage,
  '/general-services': drawServiceVendorsFirstPage,
};

/** The id of the templates' JSON in a prerendered page (scripts/prerender.mjs writes it). */
export const TEMPLATES_ID = 'first-page-templates';

/** How long hydration waits for the first page before going on without it (the page then loads it itself). */
const WAIT_MS = 4000;

/**
 * Fetches the page's list and draws it; settles, with whether it drew it, once it is drawn, has failed, or after
 * WAIT_MS. Call at once; await before hydrating: once it has settled nothing more is drawn, so React alone owns the
 * page from then on.
 */
export function drawFirstPage(container: HTMLElement): Promise<boolean> {
  const key = container.dataset.list;
  const draw = DRAWS[window.location.pathname];
  // With a query (filters, a page, ?book=) the page draws its list itself, as before.
  if (!key || !draw || window.location.search || container.dataset.prerendered !== window.location.pathname) return Promise.resolve(false);
  // In low-data mode the cards wait for a tap before loading a photo: the app draws them. The answer the head
  // preloaded (without Save-Data: full-size photos) is taken here and dropped; else the browser would hand it to the
  // app's own request, which asks for the small photos.
  if (isLowData()) {
    void fetch(key).catch(() => undefined);
    return Promise.resolve(false);
  }
  let open = true;
  let drawn = false;
  const fetched = fetch(key)
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: { data?: unknown; meta?: unknown } | null) => {
      const json = document.getElementById(TEMPLATES_ID)?.textContent;
      if (!open || !answer || !Array.isArray(answer.data) || !answer.meta || !json) return;
      const html = draw(answer as never, JSON.parse(json) as never);
      const parts = Object.entries(html ?? {}).map(([name, markup]) => [container.querySelector(`[data-first-page="${name}"]`), markup] as const);
      if (!html || parts.some(([element]) => !element)) return;
      for (const [element, markup] of parts) element!.innerHTML = markup;
      keepFirstPage(key, answer);
      drawn = true;
    })
    .catch(() => undefined);
  return Promise.race([fetched, new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))]).then(() => {
    open = false;
    return drawn;
  });
}
