import IORedis from 'ioredis';

/**
 * Tells every process (API replicas, workers) that something they may hold in memory changed, over Redis
 * pub/sub on `<prefix>:invalidate`. Best effort: a process that misses a message (Redis away) still drops its
 * copy when the copy's own short lifetime ends. Without Redis there is one process and nothing to tell.
 */
export class InvalidationBus {
  private readonly pub: IORedis | null;
  private readonly sub: IORedis | null;
  private readonly channel: string;
  private readonly handlers = new Map<string, Array<() => void>>();

  constructor(redisUrl: string | null, prefix: string) {
    this.channel = `${prefix}:invalidate`;
    if (!redisUrl) {
      this.pub = this.sub = null;
      return;
    }
    this.pub = new IORedis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
    this.sub = new IORedis(redisUrl, { maxRetriesPerRequest: null });
    for (const c of [this.pub, this.sub]) c.on('error', () => undefined);
    this.sub.on('message', (_channel: string, topic: string) => this.handlers.get(topic)?.forEach((fn) => fn()));
    this.sub.subscribe(this.channel).catch(() => undefined);
  }

  /** Runs `fn` whenever any process (this one too) publishes `topic`. */
  on(topic: string, fn: () => void) {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), fn]);
  }

  /** Tells every process that `topic` changed; never throws. */
  async publish(topic: string): Promise<void> {
    await this.pub?.publish(this.channel, topic).catch(() => undefined);
  }

  close() {
    this.pub?.disconnect();
    this.sub?.disconnect();
  }
}
