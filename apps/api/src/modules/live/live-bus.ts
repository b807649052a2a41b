import { EventEmitter } from 'node:events';
import IORedis from 'ioredis';

/** One message on the live bus: an event for a recipient (with its number when durable), or a control. */
export interface LiveWire {
  /** The recipient: `user:<id>` or `admin:<id>`. */
  r: string;
  /** The event's number in the recipient's stream; absent for an ephemeral event (never stored, never replayed). */
  seq?: number;
  type?: string;
  data?: Record<string, unknown>;
  /** Control: close this connection (the recipient opened one too many). */
  close?: string;
}

/** The in-process bus of the embedded mode (no Redis: one process serves and runs the workers). */
const local = new EventEmitter().setMaxListeners(0);

/**
 * Carries live events from whichever process published them (a worker's event sink, a request's ephemeral
 * event) to every API process, where the recipient's connections are. Redis pub/sub on `<prefix>:live` when Redis
 * is there (a subscribed connection does nothing else, so it has its own), else an in-process emitter. Delivery
 * is best effort: a durable event a process missed reaches its client with the next one (the gap is read from
 * the database) or on resume.
 */
export class LiveBus {
  private readonly channel: string;
  private pub: IORedis | null = null;
  private sub: IORedis | null = null;
  private readonly handlers = new Set<(m: LiveWire) => void>();
  private readonly onLocal = (m: LiveWire) => this.handlers.forEach((h) => h(m));
  private subscribed = false;
  /** Settled once this process receives what other processes publish. */
  private listening: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly redisUrl: string | null,
    prefix: string,
  ) {
    this.channel = `${prefix}:live`;
  }

  /**
   * Starts receiving (an API process does, on its first connection). Resolves once the bus listens (Redis has
   * confirmed the subscription), so a stream that says "ready" after it misses no ephemeral event sent from
   * another process; a subscription Redis refuses resolves too (durable events come back from the database).
   */
  subscribe(handler: (m: LiveWire) => void): Promise<void> {
    this.handlers.add(handler);
    if (this.subscribed || this.closed) return this.listening;
    this.subscribed = true;
    if (!this.redisUrl) {
      local.on(this.channel, this.onLocal);
      return this.listening;
    }
    this.sub = new IORedis(this.redisUrl, { maxRetriesPerRequest: null, connectionName: 'oja-live-sub' });
    this.sub.on('error', () => undefined);
    this.sub.on('message', (_channel: string, raw: string) => {
      let m: LiveWire;
      try {
        m = JSON.parse(raw) as LiveWire;
      } catch {
        return;
      }
      this.onLocal(m);
    });
    // Waited for at most 2 s: with Redis away a stream still opens (and its durable events are replayed later).
    const confirmed = this.sub.subscribe(this.channel).then(
      () => undefined,
      () => undefined,
    );
    this.listening = Promise.race([confirmed, new Promise<void>((done) => setTimeout(done, 2_000).unref())]);
    return this.listening;
  }

  /** Sends to every process; never throws (a lost message is recovered from the database, see above). */
  async publish(messages: LiveWire[]): Promise<void> {
    if (!messages.length || this.closed) return;
    if (!this.redisUrl) {
      for (const m of messages) local.emit(this.channel, m);
      return;
    }
    this.pub ??= this.publisher();
    const pipeline = this.pub.pipeline();
    for (const m of messages) pipeline.publish(this.channel, JSON.stringify(m));
    await pipeline.exec().catch(() => undefined);
  }

  private publisher(): IORedis {
    const pub = new IORedis(this.redisUrl!, {
      enableOfflineQueue: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 2000,
      connectionName: 'oja-live-pub',
    });
    pub.on('error', () => undefined);
    return pub;
  }

  /** The Redis client for small shared state (tickets, connection counts); null without Redis. */
  redis(): IORedis | null {
    if (!this.redisUrl || this.closed) return null;
    return (this.pub ??= this.publisher());
  }

  close() {
    this.closed = true;
    local.off(this.channel, this.onLocal);
    this.handlers.clear();
    this.pub?.disconnect();
    this.sub?.disconnect();
    this.pub = this.sub = null;
    this.subscribed = false;
  }
}
