import type { Cache } from 'swr';
import { cache } from 'swr/_internal';

/**
 * A signed-in page the server drew (apps/api common/page-render.ts, with src/app/entry/signed-in-page.tsx): its HTML
 * carries the page drawn with the user's answers, the answers themselves and the session it was drawn for (without
 * the token), so the app hydrates the drawing instead of replacing it with a loading state.
 */
export const DRAWN_PAGE_ID = 'oja-drawn-page';

export interface DrawnPage {
  /** The API's answers the page was drawn with, by path. */
  answers: Record<string, unknown>;
  /** The session's stored values it was drawn for (`user`, `vendor`; the admin's `admin`), never the token. */
  session: Record<string, string>;
}

/** The drawing's data for the page's HTML (a `<script type="application/json">`'s text). */
export const drawnPageJson = (page: DrawnPage): string => JSON.stringify(page).replace(/</g, '\\u003c');

/** The drawing's data; null when the page was not drawn (the shell, a prerendered page) or was drawn for another address. */
export function drawnPage(container: HTMLElement, path = window.location.pathname): DrawnPage | null {
  if (container.dataset.drawn !== path) return null;
  try {
    const page = JSON.parse(document.getElementById(DRAWN_PAGE_ID)?.textContent ?? 'null') as Partial<DrawnPage> | null;
    const isRecord = (value: unknown): value is Record<string, never> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
    return page && isRecord(page.answers) && isRecord(page.session) ? { answers: page.answers, session: page.session } : null;
  } catch {
    return null;
  }
}

/**
 * Puts answers in an SWR cache as loaded data (the default cache in the browser, before the app first draws; the
 * server's own for its drawing), so the page's first drawing shows them, not its loading state. SWR's `fallback` would
 * not: a hook with only fallback data still says it is loading. The app still asks for each again as it mounts
 * (SWR revalidates stale data), which takes the early script's answer (lib/early-answers.ts).
 */
export function keepDrawnAnswers(answers: Record<string, unknown>, into: Cache = cache): Cache {
  for (const [path, data] of Object.entries(answers)) into.set(path, { data, error: undefined, isValidating: false, isLoading: false });
  return into;
}
