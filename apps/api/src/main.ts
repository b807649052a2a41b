import 'reflect-metadata';
import { validateEnv } from './config/env.js';
import { resolveInfra } from './bootstrap/infra.js';
import { createApp, runMigrations, webDist } from './app.factory.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD_CUSTOMER, DEMO_PASSWORD_VENDOR, DEMO_VENDORS } from './database/seed/demo-data.js';

const say = (msg: string) => process.stdout.write(`[oja] ${msg}\n`);

async function main() {
  let env;
  try {
    env = validateEnv(process.env);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const infra = await resolveInfra(env, say);
  const ran = await runMigrations(infra.databaseUrl);
  say(ran.length ? `migrations applied: ${ran.join(', ')}` : 'database schema is up to date');
  const app = await createApp(env, infra);
  const stop = async () => {
    await app.close().catch(() => undefined);
    await infra.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: env.PORT, host: env.HOST });
  const url = env.APP_URL;
  say(`workers: ${env.RUN_WORKERS ? 'running in this process' : 'off (run `pnpm --filter @oja/api worker`)'}; queue driver: ${infra.queueDriver}`);
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

main().catch((err) => {
  process.stderr.write(`Oja failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
