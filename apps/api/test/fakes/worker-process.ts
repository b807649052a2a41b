/**
 * A queue worker in its own process (what `node dist/worker.js` runs), started by tests that need to kill
 * a worker for real: `node -r ./test/fakes/swc-register.cjs test/fakes/worker-process.ts`. Configuration
 * comes from the environment; it prints "ready" when its workers run.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { validateEnv } from '../../src/config/env.js';
import { AppModule } from '../../src/app.module.js';
import type { Infra } from '../../src/bootstrap/infra.js';

async function main() {
  const env = validateEnv({ QUEUE_YIELD_MAX_MS: '3000', ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', SERVE_WEB: 'false', LOG_LEVEL: 'warn' });
  const infra: Infra = {
    databaseUrl: process.env.DATABASE_URL!,
    databaseSource: 'DATABASE_URL',
    redisUrl: process.env.REDIS_URL!,
    redisSource: 'REDIS_URL',
    queueDriver: 'bullmq',
    stop: async () => undefined,
  };
  await NestFactory.createApplicationContext(AppModule.forRoot({ env, infra, runWorkers: true }), { logger: ['error'] });
  process.stdout.write('ready\n');
}

main().catch((err) => {
  process.stderr.write(`worker failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
