import { useEffect, useRef } from 'react';

/** One event of the live channel (docs/live.md): its `type`, the subject it concerns when it concerns one, and its data. */
export interface LiveEvent {
  type: string;
  subject?: { kind: string; id: number };
  [key: string]: unknown;
}

type Listener = (event: LiveEvent) => void;
const listeners = new Set<{ types: ReadonlySet<string> | null; fn: Listener }>();

/** Hands one event to every listener of its type (the live connection, or a tab that shares it, calls this). */
export function deliverLiveEvent(event: LiveEvent) {
  for (const l of [...listeners]) if (!l.types || l.types.has(event.type)) l.fn(event);
}

/**
 * Runs `handler` for each live event of `types` while the component is mounted (`'*'`: every event). The handler
 * may change between renders; the subscription stays.
 */
export function useLiveEvent(types: string | readonly string[], handler: Listener): void {
  const ref = useRef(handler);
  ref.current = handler;
  const key = typeof types === 'string' ? types : types.join(',');
  useEffect(() => {
    const list = key.split(',');
    const entry = { types: list.includes('*') ? null : new Set(list), fn: (e: LiveEvent) => ref.current(e) };
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  }, [key]);
}
