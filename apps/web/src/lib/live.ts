import { useEffect, useRef } from 'react';
import { mutate } from 'swr';

/** One event of the live channel (docs/live.md): its `type`, the subject it concerns when it concerns one, and its data. */
export interface LiveEvent {
  type: string;
  subject?: { kind: string; id: number };
  [key: string]: unknown;
}

type Listener = (event: LiveEvent) => void;
const listeners = new Set<{ types: ReadonlySet<string> | null; fn: Listener }>();

/** What a change on the server does not touch: the caller's own profile and settings (not their exports or erasure). */
const UNCHANGED_BY_EVENTS = /^\/api\/(me|admin\/me|admin\/settings|me\/notification-preferences)(\?|$)/;
/** Events that refetch nothing by themselves: the stream's own, and messages (their thread and counts listen for them). */
const QUIET = new Set(['ready', 'close', 'message.created', 'message.read']);

/** SWR keys of API reads a change may have touched. */
const touched = (key: unknown) => typeof key === 'string' && key.startsWith('/api/') && !UNCHANGED_BY_EVENTS.test(key);

/**
 * Hands one event to every listener of its type (the live connection, or a tab that shares it, calls this). A
 * durable event (`id`: an order moved, a notice arrived, a KYC was submitted…) also refetches the API reads on
 * screen, so every open page shows the change without polling and without knowing which subject it was; `reset`
 * (too far behind to replay) refetches everything. Ephemeral events (a position) refetch nothing.
 */
export function deliverLiveEvent(event: LiveEvent, id?: string) {
  if (event.type === 'reset') void mutate(() => true);
  else if (id && !QUIET.has(event.type)) void mutate(touched);
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

/** One frame of the stream as the reader parses it. */
interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** Splits a text/event-stream body into frames (comments and `retry:` are dropped). */
async function readFrames(body: ReadableStream<Uint8Array>, onFrame: (f: Frame) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const frame: Frame = {};
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const field = line.slice(0, colon);
        const value = line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') frame.id = value;
        else if (field === 'event') frame.event = value;
        else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
      }
      if (frame.event && frame.data !== undefined) onFrame(frame);
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/** Whose stream a token opens (its audience and subject), to name the lock and channel the tabs share. */
function streamName(token: string): string {
  try {
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aud?: string; sub?: string };
    return `oja-live:${claims.aud ?? ''}:${claims.sub ?? ''}`;
  } catch {
    return 'oja-live';
  }
}

/**
 * Reads GET /api/live with the token in the Authorization header (a fetch-based reader: no ticket needed, and
 * Last-Event-ID sent on every reconnect) until `signal` aborts; reconnects with backoff after a drop, resuming where
 * it was (the server replays what was missed, or says `reset`). Stops for good on 401 (the session is over).
 */
async function readStream(token: string, state: { lastId: string | null }, onEvent: (e: LiveEvent, id?: string) => void, signal: AbortSignal) {
  let delay = 1000;
  while (!signal.aborted) {
    let replaced = false;
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
      if (state.lastId) headers['Last-Event-ID'] = state.lastId;
      const res = await fetch('/api/live', { headers, signal, cache: 'no-store' });
      if (res.status === 401 || res.status === 403) return;
      if (res.ok && res.body) {
        delay = 1000;
        await readFrames(res.body, (f) => {
          let data: LiveEvent;
          try {
            data = JSON.parse(f.data!) as LiveEvent;
          } catch {
            return;
          }
          if (f.id) state.lastId = f.id;
          if (f.event === 'close') replaced = data.reason === 'replaced';
          onEvent({ ...data, type: f.event! }, f.id);
        });
      }
    } catch {
      /* dropped: try again below */
    }
    if (signal.aborted) return;
    // Replaced by a newer connection of the same account (another device): do not take it back at once.
    await sleep(replaced ? 30_000 : delay + Math.random() * 500, signal);
    delay = Math.min(delay * 2, 30_000);
  }
}

/**
 * Keeps this browser's live connection for `token` while mounted: one connection per account across all tabs (a
 * browser allows six HTTP/1.1 connections per origin). The tab holding a Web Lock reads the stream and shares each
 * event over a BroadcastChannel; when it closes, another tab takes the lock and resumes from the last event id.
 * Every tab delivers events to its own listeners (useLiveEvent).
 */
export function useLiveConnection(token: string | null): void {
  useEffect(() => {
    if (!token || typeof window === 'undefined' || typeof fetch === 'undefined') return;
    const name = streamName(token);
    const abort = new AbortController();
    const state = { lastId: null as string | null };
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
    if (channel) {
      channel.onmessage = (m: MessageEvent<{ event: LiveEvent; id?: string }>) => {
        if (m.data.id) state.lastId = m.data.id;
        deliverLiveEvent(m.data.event, m.data.id);
      };
    }
    const lead = () =>
      readStream(
        token,
        state,
        (event, id) => {
          channel?.postMessage({ event, id });
          deliverLiveEvent(event, id);
        },
        abort.signal,
      );
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    if (locks && channel) {
      locks.request(name, { signal: abort.signal }, () => lead()).catch(() => undefined);
    } else {
      void lead();
    }
    return () => {
      abort.abort();
      channel?.close();
    };
  }, [token]);
}
