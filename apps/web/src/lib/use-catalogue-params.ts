import { useSearchParams } from 'react-router-dom';
import { useDebounced } from './use-debounced';
import { TYPING_PAUSE_MS } from './use-place-params';

/** A catalogue's page size (the API allows up to 50). */
export const CATALOGUE_PER_PAGE = 12;

export interface CatalogueQuery {
  q: string;
  category: string;
  page: number;
}

/** The API path of one page of a public catalogue (`q` and `category` left out when empty, the order fixed so SWR keys match). */
export function catalogueKey(path: string, query: CatalogueQuery, perPage = CATALOGUE_PER_PAGE): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  params.set('page', String(Math.max(1, query.page)));
  params.set('per_page', String(perPage));
  return `${path}?${params.toString()}`;
}

/** A page number from the URL: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * A public catalogue's search, category chip and page, kept in the URL (`?q=&category=&page=`) so a shared link and
 * Back give the same list: typed text replaces the current entry (sent to the API once typing pauses), a chip or a
 * page is a new one. A new search or chip starts again at page 1. `categories`: the chips the URL may name.
 */
export function useCatalogueParams(categories: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const raw = params.get('category') ?? '';
  const category = categories.includes(raw) ? raw : '';
  const page = pageParam(params.get('page'));
  const set = (patch: Record<string, string>, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  const typed = useDebounced(q.trim(), TYPING_PAUSE_MS);
  return {
    q,
    category,
    page,
    setQ: (value: string) => set({ q: value, page: '' }, true),
    setCategory: (value: string) => set({ category: value, page: '' }, false),
    setPage: (value: number) => set({ page: String(value) }, false),
    api: { q: typed, category, page } satisfies CatalogueQuery,
    filtered: Boolean(typed || category),
  };
}

/** A catalogue photo as the API gives it (`images` of a dish or product). */
export interface CatalogueImage {
  url: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

/** A page of a public catalogue: `{ data, meta: { page, per_page, total, last_page } }`. */
export interface CataloguePage<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; last_page: number; sample?: boolean };
}
