import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import IORedis from 'ioredis';

/**
 * Rate-limit counters in Redis, shared by every API replica. When Redis is unreachable the limiter
 * fails open (and says so in the log) rather than making sign-in hang or fail.
 */
export class FailOpenRedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private readonly inner: ThrottlerStorageRedisService;
  readonly redis: IORedis;

  constructor(url: string, prefix: string) {
    this.redis = new IORedis(url, { keyPrefix: `${prefix}:throttle:`, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
    this.redis.on('error', () => undefined);
    this.inner = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    try {
      return await this.inner.increment(key, ttl, limit, blockDuration, throttlerName);
    } catch (err) {
      this.logger.warn(`rate limiting skipped, Redis unavailable: ${(err as Error).message}`);
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
