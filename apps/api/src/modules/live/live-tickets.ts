import { randomBytes } from 'node:crypto';
import type IORedis from 'ioredis';

/** Who a ticket lets in: the stream's recipient and when the token that asked for it expires (ms). */
export interface LiveGrant {
  recipient: string;
  expiresAt: number | null;
}

/**
 * Single-use tickets for the browser's EventSource, which cannot send an Authorization header: a signed-in client
 * asks for one (POST /api/live/ticket) and opens `GET /api/live?ticket=…` within LIVE_TICKET_TTL_SECONDS. The
 * token never appears in a URL (URLs end up in logs); a ticket is random, short-lived and taken once (GETDEL), in
 * Redis so any API process can take it; in process memory without Redis (one process).
 */
export class LiveTickets {
  private readonly memory = new Map<string, { grant: LiveGrant; until: number }>();

  constructor(
    private readonly redis: () => IORedis | null,
    private readonly prefix: string,
    readonly ttlSeconds: number,
  ) {}

  async issue(grant: LiveGrant): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    const redis = this.redis();
    if (redis) {
      await redis.set(`${this.prefix}:live-ticket:${ticket}`, JSON.stringify(grant), 'EX', this.ttlSeconds);
    } else {
      const now = Date.now();
      for (const [k, v] of this.memory) if (v.until < now) this.memory.delete(k);
      this.memory.set(ticket, { grant, until: now + this.ttlSeconds * 1000 });
    }
    return ticket;
  }

  /** The ticket's grant, once; null when it is unknown, used or expired. */
  async take(ticket: string): Promise<LiveGrant | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
    const redis = this.redis();
    if (redis) {
      const raw = await redis.getdel(`${this.prefix}:live-ticket:${ticket}`);
      return raw ? (JSON.parse(raw) as LiveGrant) : null;
    }
    const found = this.memory.get(ticket);
    this.memory.delete(ticket);
    return found && found.until >= Date.now() ? found.grant : null;
  }
}
