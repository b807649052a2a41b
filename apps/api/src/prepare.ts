import 'reflect-metadata';
import { validateEnv } from './config/env.js';
import { resolveInfra } from './bootstrap/infra.js';
import { createApp, runMigrations } from './app.factory.js';

/**
 * `node dist/prepare.js`: applies the migrations and, where SEED_DEMO is on, seeds the demo data, then exits without
 * serving or running a job. A release step before the API starts, and how the browser tests make the database that
 * each of their servers gets a copy of.
 */
async function main() {
  const env = validateEnv({ ...process.env, RUN_WORKERS: 'false', SERVE_WEB: 'false' });
  const infra = await resolveInfra(env, (m) => process.stdout.write(`[oja-prepare] ${m}\n`));
  const ran = await runMigrations(infra.databaseUrl);
  process.stdout.write(`[oja-prepare] ${ran.length ? `migrations applied: ${ran.length}` : 'database schema is up to date'}\n`);
  // Building the app runs the demo seed (once per database), as the API's start does.
  const app = await createApp(env, infra, { runWorkers: false });
  await app.close();
  await infra.stop();
  process.stdout.write('[oja-prepare] done\n');
}

main().catch((err) => {
  process.stderr.write(`Oja prepare failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
