import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveWire } from './live-bus.js';
import type { LiveStart, LiveStore } from './live-store.js';

/** A client that reads slower than its events come is closed past this many unsent bytes (it resumes, losing nothing). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One SSE frame: `id:` only for durable events (an ephemeral one leaves the client's Last-Event-ID as it was). */
export function sseFrame(type: string, data: Record<string, unknown>, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/**
 * One open stream. Durable events go out in number order with none skipped: an event whose number is ahead of
 * the last one sent first brings the gap from the database (the gap's events committed before it, so they are
 * there); one at or below it was sent already. Events are handled one after another on a promise chain.
 */
export class LiveConnection {
  readonly id = randomUUID();
  readonly openedAt = Date.now();
  private last = 0;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    readonly recipient: string,
    private readonly res: ServerResponse,
    private readonly store: LiveStore,
    private readonly onClose: (c: LiveConnection) => void,
  ) {
    res.on('close', () => this.close());
    res.on('error', () => this.close());
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Starts the stream where `start` says, then every `heartbeatMs` a comment; ends at `endsAt` (the token's expiry). */
  begin(start: Promise<LiveStart>, heartbeatMs: number, endsAt: number | null) {
    this.write(`retry: 3000\n: connected\n\n`);
    this.enqueue(async () => {
      const s = await start;
      if (s.kind === 'reset') {
        this.write(sseFrame('reset', { last_event_id: s.last }, s.last));
      } else {
        for (const e of s.events) this.write(sseFrame(e.type!, e.data ?? {}, e.seq));
        this.write(sseFrame('ready', { last_event_id: s.last }, s.last));
      }
      this.last = s.last;
    });
    const beat = setInterval(() => this.write(': ping\n\n'), heartbeatMs);
    beat.unref();
    this.timers.push(beat);
    if (endsAt !== null) {
      // setTimeout's limit is about 24.8 days; tokens live far less.
      const end = setTimeout(() => this.close('expired'), Math.min(Math.max(0, endsAt - Date.now()), 2 ** 31 - 1));
      end.unref();
      this.timers.push(end);
    }
  }

  /** An event from the bus for this connection's recipient. */
  deliver(m: LiveWire) {
    if (this.closed) return;
    if (m.seq === undefined) {
      this.write(sseFrame(m.type!, m.data ?? {}));
      return;
    }
    const seq = m.seq;
    this.enqueue(async () => {
      if (seq <= this.last) return;
      if (seq > this.last + 1) {
        for (const e of await this.store.between(this.recipient, this.last, seq - 1)) {
          if (e.seq! > this.last) this.write(sseFrame(e.type!, e.data ?? {}, e.seq));
        }
      }
      this.write(sseFrame(m.type!, m.data ?? {}, seq));
      this.last = seq;
    });
  }

  private enqueue(step: () => Promise<void>) {
    this.chain = this.chain.then(step).catch(() => {
      // The database did not answer: the client resumes from what it has and loses nothing.
      this.close('error');
    });
  }

  private write(frame: string) {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.close('slow');
      return;
    }
    this.res.write(frame);
  }

  /** Ends the stream (a client reconnects on its own; `reason` is sent first when the server closes it). */
  close(reason?: 'replaced' | 'expired' | 'error' | 'slow' | 'shutdown') {
    if (this.closed) return;
    if (reason && !this.res.destroyed) this.res.write(sseFrame('close', { reason }));
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    if (!this.res.destroyed) this.res.end();
    this.onClose(this);
  }
}
