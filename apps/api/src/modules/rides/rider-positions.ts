import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import type { Infra } from '../../bootstrap/infra.js';
import { INFRA } from '../../config/config.module.js';
import { ENV, Env } from '../../config/env.js';
import { haversineKm, type LatLng } from '@oja/shared';

/** A rider counts as online while the toggle is on and a position came within this long (docs/rides.md). */
export const POSITION_FRESH_MS = 60_000;
/** How far from the pickup riders are looked for. */
export const DISPATCH_RADIUS_KM = 20;

export interface RiderPosition extends LatLng {
  at: number;
}

/**
 * Riders' last positions: Redis GEO on the product's Redis (`<prefix>:riders:geo`, freshness in the sorted set
 * `<prefix>:riders:seen`, the last fix in `<prefix>:riders:pos:<id>`), so every API process finds the nearest; in
 * process memory without Redis (the embedded mode, one process). Ephemeral: never in the database or the outbox.
 */
@Injectable()
export class RiderPositions implements OnApplicationShutdown {
  private readonly redis: IORedis | null;
  private readonly local = new Map<number, RiderPosition>();
  private readonly prefix: string;

  constructor(@Inject(INFRA) infra: Infra, @Inject(ENV) env: Env) {
    this.prefix = `${env.REDIS_PREFIX}:riders`;
    this.redis = infra.redisUrl
      ? new IORedis(infra.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000, connectionName: 'oja-rider-positions' })
      : null;
  }

  async onApplicationShutdown() {
    this.redis?.disconnect();
  }

  /** The rider's last position (fresh or not), or null. */
  async last(vendorId: number): Promise<RiderPosition | null> {
    if (!this.redis) return this.local.get(vendorId) ?? null;
    const raw = await this.redis.get(`${this.prefix}:pos:${vendorId}`);
    return raw ? (JSON.parse(raw) as RiderPosition) : null;
  }

  /** Stores a position (and when it came). */
  async set(vendorId: number, p: RiderPosition): Promise<void> {
    if (!this.redis) {
      this.local.set(vendorId, p);
      return;
    }
    await this.redis
      .multi()
      .geoadd(`${this.prefix}:geo`, p.lng, p.lat, String(vendorId))
      .zadd(`${this.prefix}:seen`, p.at, String(vendorId))
      .set(`${this.prefix}:pos:${vendorId}`, JSON.stringify(p), 'PX', 10 * POSITION_FRESH_MS)
      .exec();
  }

  /** Forgets a rider (offline). */
  async forget(vendorId: number): Promise<void> {
    if (!this.redis) {
      this.local.delete(vendorId);
      return;
    }
    await this.redis
      .multi()
      .zrem(`${this.prefix}:geo`, String(vendorId))
      .zrem(`${this.prefix}:seen`, String(vendorId))
      .del(`${this.prefix}:pos:${vendorId}`)
      .exec();
  }

  /** Whether the rider's last position is fresh (came within the last minute). */
  async isFresh(vendorId: number, now = Date.now()): Promise<boolean> {
    const p = await this.last(vendorId);
    return !!p && now - p.at <= POSITION_FRESH_MS;
  }

  /** Riders with a fresh position within `radiusKm` of `from`, nearest first, with their distance. */
  async nearest(from: LatLng, now = Date.now(), radiusKm = DISPATCH_RADIUS_KM, count = 50): Promise<Array<{ vendorId: number; km: number }>> {
    if (!this.redis) {
      return [...this.local.entries()]
        .filter(([, p]) => now - p.at <= POSITION_FRESH_MS)
        .map(([vendorId, p]) => ({ vendorId, km: haversineKm(from, p) }))
        .filter((r) => r.km <= radiusKm)
        .sort((a, b) => a.km - b.km || a.vendorId - b.vendorId)
        .slice(0, count);
    }
    const found = (await this.redis.call(
      'GEOSEARCH',
      `${this.prefix}:geo`,
      'FROMLONLAT',
      String(from.lng),
      String(from.lat),
      'BYRADIUS',
      String(radiusKm),
      'km',
      'ASC',
      'COUNT',
      String(count),
      'WITHDIST',
    )) as Array<[string, string]>;
    if (!found.length) return [];
    const seen = (await this.redis.call('ZMSCORE', `${this.prefix}:seen`, ...found.map(([id]) => id))) as Array<string | null>;
    return found
      .map(([id, km], i) => ({ vendorId: Number(id), km: Number(km), at: seen[i] === null ? 0 : Number(seen[i]) }))
      .filter((r) => now - r.at <= POSITION_FRESH_MS)
      .map(({ vendorId, km }) => ({ vendorId, km }));
  }
}
