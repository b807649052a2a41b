import { useSearchParams } from 'react-router-dom';
import { nigerianState } from '@oja/shared';
import { useDebounced } from './use-debounced';

/** Text URL params (`q`, `area`) are sent to the API once typing pauses this long. */
export const TYPING_PAUSE_MS = 300;

/**
 * A list's search words and place, kept in the URL (`?q=&state=&area=`) so a shared link and Back give the same
 * list: a chosen state is a new history entry; typed text replaces the current one. Changing any drops `page`.
 * `api` holds what to send (the state as its id, typed text once the typing pauses).
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const state = nigerianState(params.get('state') ?? '')?.id ?? '';
  const area = params.get('area') ?? '';
  const set = (key: 'q' | 'state' | 'area', value: string, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace },
    );
  const typedQ = useDebounced(q.trim(), TYPING_PAUSE_MS);
  const typedArea = useDebounced(area.trim(), TYPING_PAUSE_MS);
  return {
    q,
    state,
    area,
    setQ: (value: string) => set('q', value, true),
    setState: (value: string) => set('state', value, false),
    setArea: (value: string) => set('area', value, true),
    api: { q: typedQ, state, area: typedArea },
  };
}

/** The query string of a list's search and place (empty values left out, as today's clients send them). */
export function placeQuery(search: { q?: string; state?: string; area?: string }): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ['q', 'state', 'area'] as const) {
    const value = search[key]?.trim();
    if (value) out.set(key, value);
  }
  return out;
}
