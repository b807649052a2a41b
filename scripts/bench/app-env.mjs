// The environment the benchmarks start the built app with (production mode on its own port, database and Redis prefix).
import { createRequire } from 'node:module';

const dropRedisPrefix = createRequire(import.meta.url)('../drop-redis-prefix.cjs');
const redisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** The app's environment: on `port`, on `databaseUrl`, its Redis keys under `prefix`; `extra` last. */
export function benchAppEnv({ port, databaseUrl, prefix, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl(),
    REDIS_PREFIX: prefix,
    JWT_SECRET: BENCH_JWT_SECRET,
    ADMIN_EMAIL: 'admin@oja.test',
    ADMIN_PASSWORD: 'OjaAdmin#2026-bench',
    SANDBOX_WEBHOOK_SECRET: 'bench-sandbox-secret',
    // The benchmarks sign in many customers from one address.
    RATE_LIMIT_AUTH: '100000',
    ...extra,
  };
}

/** Resolves once `base` answers /api/health; fails when `child` exits first or after two minutes. */
export async function healthy(base, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited (code ${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not answer ${base}/api/health`);
}

/** Deletes the Redis keys an app started with benchAppEnv left under `prefix` (its queues, outbox marks, counters). */
export const dropBenchKeys = (prefix) => dropRedisPrefix(redisUrl(), prefix);
