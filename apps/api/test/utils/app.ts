import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { validateEnv } from '../../src/config/env.js';
import type { Infra } from '../../src/bootstrap/infra.js';
import { createApp, runMigrations } from '../../src/app.factory.js';
import type { AppOptions } from '../../src/app.module.js';
import { OutboxRelayService } from '../../src/outbox/outbox-relay.service.js';

/** Each database migrated once (a shard's specs each have their own: test/shards/run-specs.ts). */
const migrated = new Map<string, Promise<unknown>>();

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  ds: DataSource;
  /** Hands due outbox rows to the queues now. */
  flushOutbox(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real app on the run's database (migrated once) and Redis with the run's prefix.
 * `overrides` change env variables for this instance (e.g. a low rate limit); `extra` adds modules and entities
 * (a vertical that exists only in the test tree).
 */
export async function createTestApp(overrides: Record<string, string> = {}, extra?: AppOptions['extra']): Promise<TestApp> {
  const env = validateEnv({
    NODE_ENV: 'test',
    // argon2id at its smallest cost: the suite's thousands of accounts (src/common/passwords.ts); production refuses it.
    PASSWORD_HASHING: overrides.NODE_ENV === 'production' ? 'owasp' : 'test',
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    RATE_LIMIT_AUTH: '10000',
    RATE_LIMIT_CONTACT: '10000',
    DATA_DIR: `.data/e2e-${process.env.REDIS_PREFIX}`,
    // Notices pause at most 3 s while requests queue for the pool (production: 60 s): a test that waits for a notice
    // after a burst of requests waits within its own time limits (test/notices-yield.e2e-spec.ts sets its own).
    QUEUE_YIELD_MAX_MS: '3000',
    ...process.env,
    LOG_LEVEL: 'warn',
    ...overrides,
  });
  const queueDriver = (overrides.QUEUE_DRIVER ?? process.env.E2E_QUEUE_DRIVER ?? 'bullmq') as Infra['queueDriver'];
  const infra: Infra = {
    databaseUrl: process.env.DATABASE_URL!,
    databaseSource: 'DATABASE_URL',
    redisUrl: queueDriver === 'bullmq' ? (overrides.REDIS_URL ?? process.env.REDIS_URL!) : null,
    redisSource: queueDriver === 'bullmq' ? 'REDIS_URL' : 'none',
    queueDriver,
    stop: async () => undefined,
  };
  if (!migrated.has(infra.databaseUrl)) migrated.set(infra.databaseUrl, runMigrations(infra.databaseUrl));
  await migrated.get(infra.databaseUrl);
  const app = await createApp(env, infra, { extra });
  const server = app.getHttpAdapter().getInstance().server;
  return {
    app,
    http: request(server),
    ds: app.get(DataSource),
    flushOutbox: () => app.get(OutboxRelayService).flush(),
    close: () => app.close(),
  };
}

/** Polls until `fn` returns a truthy value (jobs run asynchronously), or fails after `ms`. */
export async function eventually<T>(fn: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const v = await fn();
      if (v) return v as T;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met in ${ms} ms${last ? `: ${(last as Error).message}` : ''}`);
}
