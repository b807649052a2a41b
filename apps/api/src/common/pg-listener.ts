import { Client } from 'pg';

export interface PgListenerOptions {
  databaseUrl: string;
  /** The channel to LISTEN on (a plain identifier). */
  channel: string;
  /** Names the connection in `pg_stat_activity`. */
  applicationName: string;
  onNotification: (payload: string) => void;
  /** On each new connection, after LISTEN and before it counts as up: read what may have been missed meanwhile. */
  prepare?: (client: Client) => Promise<void>;
  /** Once the connection is up (again). */
  onUp?: () => void;
  /** When an up connection is lost (or a connection attempt failed): whatever it announced cannot be trusted. */
  onDown?: () => void;
  log?: (message: string) => void;
  /** Wait before connecting again after a loss (ms). */
  retryMs?: number;
}

/** How long closing waits for the server to acknowledge the connection's end. */
const CLOSE_MS = 2_000;

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel (not from the pool: a LISTEN holds its
 * connection for the life of the process, and notifications arrive only on that connection). Used by the list
 * cache and the outbox relay. A lost connection (failover, `pg_terminate_backend`, a failed connect) is reported
 * through `onDown` and replaced after `retryMs`; `listening` says whether notifications can be relied on now.
 * Notifications are not replicated: connect to the primary.
 */
export class PgListener {
  private client: Client | null = null;
  private up = false;
  private connecting = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly opts: PgListenerOptions) {}

  get listening(): boolean {
    return this.up;
  }

  /** Connects and LISTENs; never rejects (a failure is reported through `onDown` and retried). */
  async start(): Promise<void> {
    if (this.connecting || this.closed) return;
    this.connecting = true;
    const client = new Client({
      connectionString: this.opts.databaseUrl,
      application_name: this.opts.applicationName,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      if (n.channel === this.opts.channel) this.opts.onNotification(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.opts.channel}`);
      await this.opts.prepare?.(client);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.up = true;
    } catch (err) {
      this.opts.log?.(`LISTEN ${this.opts.channel} failed (${(err as Error).message}); retrying`);
      this.connecting = false;
      this.lost(client);
      return;
    } finally {
      this.connecting = false;
    }
    this.opts.onUp?.();
  }

  private lost(client: Client) {
    if (this.closed) return;
    // Only the connection in use (or a failed attempt) counts: a late event from a replaced one is ignored.
    if (this.client !== client && (this.up || this.connecting)) return;
    const wasUp = this.up;
    this.up = false;
    this.client = null;
    void client.end().catch(() => undefined);
    if (wasUp) this.opts.log?.(`LISTEN ${this.opts.channel}: connection lost; reconnecting`);
    if (wasUp || !this.retry) this.opts.onDown?.();
    if (!this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.start();
      }, this.opts.retryMs ?? 1_000);
      this.retry.unref();
    }
  }

  /**
   * Ends the connection. Never waits long on it: a connection the server has already cut can leave `end()`
   * unanswered, and an app's shutdown waits here before it closes its queue workers (seen once in a full run: the
   * app's close hung for 60 s while its workers went on taking jobs). After CLOSE_MS the socket is destroyed.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.up = false;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    if (!client) return;
    const ended = await Promise.race([
      client.end().then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_MS).unref()),
    ]);
    if (!ended) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}
