import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import type { Infra } from '../../bootstrap/infra.js';
import { INFRA } from '../../config/config.module.js';
import { ENV, type Env } from '../../config/env.js';
import { LiveBus, type LiveWire } from './live-bus.js';
import { LiveConnection } from './live-connection.js';
import { LiveStore } from './live-store.js';
import { LiveTickets } from './live-tickets.js';

/** A day: the connection list of a recipient nobody has opened a stream for since is forgotten by Redis. */
const CONNECTIONS_KEY_TTL_S = 86_400;

/** A durable publish waiting for its turn's batch. */
interface PendingPublish {
  recipients: string[];
  type: string;
  data: Record<string, unknown>;
  key: string;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * This process's side of the live channel: its open streams by recipient, the bus that brings every process's
 * events, the store that numbers and replays them, the tickets. Publishing is `publish()` (durable: numbered,
 * stored, replayable) or `publishEphemeral()` (a position: straight to the bus, never stored).
 */
@Injectable()
export class LiveHub implements OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  private readonly byRecipient = new Map<string, Set<LiveConnection>>();
  private readonly byId = new Map<string, LiveConnection>();
  /** Durable publishes of this turn of the event loop, stored and sent together (publishPending). */
  private pending: PendingPublish[] = [];
  readonly bus: LiveBus;
  readonly store: LiveStore;
  readonly tickets: LiveTickets;

  constructor(
    dataSource: DataSource,
    @Inject(INFRA) infra: Infra,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.bus = new LiveBus(infra.redisUrl, env.REDIS_PREFIX);
    this.store = new LiveStore(dataSource);
    this.tickets = new LiveTickets(() => this.bus.redis(), env.REDIS_PREFIX, env.LIVE_TICKET_TTL_SECONDS);
  }

  /** Open streams in this process. */
  get connectionCount(): number {
    return this.byId.size;
  }

  /**
   * Numbers, stores and sends one durable event to each recipient (once per `key`, however often it is handed over).
   * The events published in one turn of the event loop (the relay hands events over four at a time) are stored in
   * one round trip and sent in one pipeline; if that fails, each of them fails (and its job is retried).
   */
  publish(recipients: string[], type: string, data: Record<string, unknown>, key: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ recipients, type, data, key, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.publishPending());
    });
  }

  private async publishPending() {
    const batch = this.pending;
    this.pending = [];
    try {
      const [only] = batch;
      const stored = batch.length === 1 ? [await this.store.append(only!.recipients, only!.type, only!.data, only!.key)] : await this.store.appendMany(batch);
      await this.bus.publish(stored.flat());
      for (const p of batch) p.resolve();
    } catch (err) {
      for (const p of batch) p.reject(err);
    }
  }

  /** Sends an event that is never stored: a client that is not connected now never sees it. */
  async publishEphemeral(recipients: string[], type: string, data: Record<string, unknown>): Promise<void> {
    await this.bus.publish([...new Set(recipients)].map((r) => ({ r, type, data })));
  }

  /** Takes over an HTTP response as the recipient's stream, resuming after `lastEventId` when given. */
  async open(recipient: string, res: ServerResponse, lastEventId: number | null, endsAt: number | null): Promise<LiveConnection> {
    await this.bus.subscribe(this.onWire);
    const conn = new LiveConnection(recipient, res, this.store, (c) => this.forget(c));
    let set = this.byRecipient.get(recipient);
    if (!set) this.byRecipient.set(recipient, (set = new Set()));
    set.add(conn);
    this.byId.set(conn.id, conn);
    // Registered before the start is read: an event published meanwhile waits on the connection's chain.
    conn.begin(this.store.start(recipient, lastEventId), this.env.LIVE_HEARTBEAT_MS, endsAt);
    await this.bound(conn);
    return conn;
  }

  /**
   * Keeps the recipient within LIVE_MAX_CONNECTIONS across every process: a sorted set of its streams in Redis
   * by opening time; the oldest beyond the limit are told to close over the bus (whichever process holds them).
   * Without Redis (one process) the count is this process's.
   */
  private async bound(conn: LiveConnection) {
    const max = this.env.LIVE_MAX_CONNECTIONS;
    const redis = this.bus.redis();
    if (redis) {
      const key = `${this.env.REDIS_PREFIX}:live-conns:${conn.recipient}`;
      try {
        const res = await redis
          .multi()
          .zadd(key, String(conn.openedAt), conn.id)
          .zrange(key, 0, String(-(max + 1)))
          .expire(key, CONNECTIONS_KEY_TTL_S)
          .exec();
        const excess = (res?.[1]?.[1] as string[] | undefined) ?? [];
        if (excess.length) {
          await redis.zrem(key, ...excess);
          await this.bus.publish(excess.map((id) => ({ r: conn.recipient, close: id })));
        }
        return;
      } catch (err) {
        this.logger.warn(`live connection count: Redis unavailable (${(err as Error).message}); counting in this process`);
      }
    }
    const open = [...(this.byRecipient.get(conn.recipient) ?? [])].sort((a, b) => a.openedAt - b.openedAt);
    for (const old of open.slice(0, Math.max(0, open.length - max))) old.close('replaced');
  }

  /** (One handler for the process, however many streams it holds.) */
  private readonly onWire = (m: LiveWire) => {
    if (m.close) {
      this.byId.get(m.close)?.close('replaced');
      return;
    }
    const set = this.byRecipient.get(m.r);
    if (set) for (const c of set) c.deliver(m);
  };

  private forget(c: LiveConnection) {
    this.byId.delete(c.id);
    const set = this.byRecipient.get(c.recipient);
    set?.delete(c);
    if (set && !set.size) this.byRecipient.delete(c.recipient);
    void this.bus
      .redis()
      ?.zrem(`${this.env.REDIS_PREFIX}:live-conns:${c.recipient}`, c.id)
      .catch(() => undefined);
  }

  onApplicationShutdown() {
    for (const c of [...this.byId.values()]) c.close('shutdown');
    this.bus.close();
  }
}
