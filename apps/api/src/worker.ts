import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { validateEnv } from './config/env.js';
import { resolveInfra } from './bootstrap/infra.js';
import { AppModule } from './app.module.js';
import { lowerPriority } from './bootstrap/process-priority.js';
import { runMigrations } from './app.factory.js';

/** Queue workers without HTTP: `node dist/worker.js` (scale out by running more of these). */
async function main() {
  const env = validateEnv(process.env);
  const say = (m: string) => process.stdout.write(`[oja-worker] ${m}\n`);
  lowerPriority(env.WORKER_NICE, say);
  const infra = await resolveInfra(env, say);
  if (infra.queueDriver !== 'bullmq') throw new Error('A separate worker needs Redis (REDIS_URL); without it the API process runs the jobs itself.');
  await runMigrations(infra.databaseUrl);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ env, infra, runWorkers: true }), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  process.stdout.write('[oja-worker] workers running\n');
}

main().catch((err) => {
  process.stderr.write(`Oja worker failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
