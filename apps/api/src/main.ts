import 'reflect-metadata';
import cluster from 'node:cluster';
import { validateEnv, type Env } from './config/env.js';
import { resolveInfra, type Infra } from './bootstrap/infra.js';
import { apiProcessCount, poolPerProcess, superviseApiProcesses } from './bootstrap/api-processes.js';
import { createApp, runMigrations, webDist } from './app.factory.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD_CUSTOMER, DEMO_PASSWORD_VENDOR, DEMO_VENDORS } from './database/seed/demo-data.js';

const say = (msg: string) => process.stdout.write(`[oja] ${msg}\n`);

/** Answers HTTP in this process until SIGINT or SIGTERM. */
async function serve(env: Env, infra: Infra) {
  const app = await createApp(env, infra);
  const stop = async () => {
    await app.close().catch(() => undefined);
    await infra.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: env.PORT, host: env.HOST });
}

function ready(env: Env, processes: number) {
  const url = env.APP_URL;
  say(`workers: ${env.RUN_WORKERS ? `running in ${processes > 1 ? 'the first API process' : 'this process'}` : 'off (run `pnpm --filter @oja/api worker`)'}`);
  if (processes > 1) say(`API: ${processes} processes on port ${env.PORT} (API_PROCESSES)`);
  say(webDist() ? `Oja is running: open ${url}` : `API running at ${url} (the SPA is not built: run \`pnpm build\`)`);
  say(`API docs: ${url}/api/docs · health: ${url}/api/health`);
  if (env.NODE_ENV !== 'production') {
    say(`dev outbox (e-mails, OTP calls): ${url}/api/dev/outbox`);
    say('demo logins:');
    say(`  customer  ${DEMO_CUSTOMER.email} / ${DEMO_PASSWORD_CUSTOMER}`);
    for (const v of DEMO_VENDORS) say(`  ${v.category.padEnd(17)} ${v.email} / ${DEMO_PASSWORD_VENDOR}`);
    say(`  admin     ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}  (${url}/admin/login)`);
  }
}

async function main() {
  let env;
  try {
    env = validateEnv(process.env);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  // An API process the primary started: its backends are in its environment, the schema is migrated.
  if (cluster.isWorker) return serve(env, await resolveInfra(env, () => undefined));

  const infra = await resolveInfra(env, say);
  say(`queue driver: ${infra.queueDriver}`);
  const ran = await runMigrations(infra.databaseUrl);
  say(ran.length ? `migrations applied: ${ran.join(', ')}` : 'database schema is up to date');
  const processes = apiProcessCount(env.API_PROCESSES, env.NODE_ENV, infra.queueDriver);
  if (processes === 1) {
    await serve(env, infra);
    return ready(env, 1);
  }
  const group = await superviseApiProcesses({
    count: processes,
    env: {
      DATABASE_URL: infra.databaseUrl,
      ...(infra.redisUrl ? { REDIS_URL: infra.redisUrl } : {}),
      // The default pool shared out over the processes, unless DB_POOL_MAX says how many each has.
      ...(process.env.DB_POOL_MAX ? {} : { DB_POOL_MAX: String(poolPerProcess(env.DB_POOL_MAX, processes)) }),
    },
    say,
    gaveUp: (reason) => {
      process.stderr.write(`Oja stopped: ${reason.message}\n`);
      void infra.stop().finally(() => process.exit(1));
    },
  });
  const stop = async () => {
    await group.stop();
    await infra.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  ready(env, processes);
}

main().catch((err) => {
  process.stderr.write(`Oja failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
