import { escapeHtml, fillTemplate } from './html-template';

/**
 * The answers a prerendered list page's entry (src/app/entry/prerendered-lists.ts) drew before the app ran, by API path: the
 * page's hook hydrates from the same answer, so React's first render is the markup already on screen.
 */
const drawn = new Map<string, unknown>();

/** Records `answer` to `key` as drawn on the page. */
export function keepFirstPage(key: string, answer: unknown): void {
  drawn.set(key, answer);
}

/** The answer to `key` the page was drawn from before the app ran, if it was. */
export function firstPageAnswer<T>(key: string): T | undefined {
  return drawn.get(key) as T | undefined;
}

/** Forgets the answer to `key` (the app has it from now on); whether there was one. */
export function forgetFirstPage(key: string): boolean {
  return drawn.delete(key);
}

/** The parts of a list page that show its list (`data-first-page`): the count line, the list with its pager. */
export const FIRST_PAGE_COUNT = 'count';
export const FIRST_PAGE_LIST = 'list';

/** One page of a public list as the API answers it. */
export interface ListAnswer<T> {
  data: T[];
  meta: { current_page: number; last_page: number; total: number };
}

/** How a page draws its list from templates: the count line's text, one card's HTML, the grid (hole `cards`), the pager. */
export interface ListDraw<T> {
  count: (total: number) => string;
  card: (item: T) => string | null;
  grid: string;
  pager: string;
}

/**
 * A list page's first page drawn from the API's answer without React: the HTML of its two `data-first-page` parts.
 * Null when there is nothing to draw this way (not the first page, no item: the page's own empty state) or an item
 * whose card is null (a shape the templates cannot show): the app draws the list then.
 */
export function drawListFirstPage<T>({ data, meta }: ListAnswer<T>, { count, card, grid, pager }: ListDraw<T>): Record<string, string> | null {
  if (!data.length || meta.current_page !== 1) return null;
  const cards = data.map(card);
  if (cards.includes(null)) return null;
  const pages = meta.last_page > 1 ? fillTemplate(pager, { current: String(meta.current_page), last: String(meta.last_page) }) : '';
  return {
    [FIRST_PAGE_COUNT]: escapeHtml(count(meta.total)),
    [FIRST_PAGE_LIST]: fillTemplate(grid, { cards: { html: cards.join('') } }) + pages,
  };
}
