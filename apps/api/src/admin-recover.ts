import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnv } from './config/env.js';
import { resolveInfra } from './bootstrap/infra.js';
import { dataSourceOptions } from './database/data-source.js';
import { LoginLockoutService } from './modules/auth/login-lockout.service.js';
import { recoverAdmin, recoveryPassword } from './modules/admin-auth/admin-recovery.js';

const USAGE = 'usage: pnpm admin:recover <admin e-mail> [--new-password]';
const say = (m: string) => process.stdout.write(`${m}\n`);

/**
 * `pnpm admin:recover <email> [--new-password]`: an administrator who cannot sign in (locked out, password lost)
 * is let back in by someone with the server's configuration (the same DATABASE_URL and REDIS_URL as the API).
 * Lifts every sign-in lock of the admin; with --new-password, sets a random password, prints it once and ends
 * every session of the admin.
 */
async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const email = args.find((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--new-password');
  if (!email || unknown.length) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const env = validateEnv(process.env);
  // The database and Redis the API uses, found the way the API finds them (docs/operations.md for the embedded ones).
  const infra = await resolveInfra(env, () => undefined);
  const ds = new DataSource(dataSourceOptions(infra.databaseUrl));
  await ds.initialize();
  const lockout = new LoginLockoutService(infra, env);
  try {
    const r = await recoverAdmin(ds, lockout, email, { newPassword: args.includes('--new-password') ? recoveryPassword() : undefined });
    if (!r.found) say(`No administrator has the e-mail ${email}.`);
    say(`Sign-in locks lifted for ${email}: ${r.locksLifted}.`);
    if (!r.locksShared) say('(No Redis: each API process keeps its own locks in memory; restart the API to lift those.)');
    if (r.newPassword) say(`New password (shown once; every session of this admin has ended — change it after signing in): ${r.newPassword}`);
    if (!r.found) process.exitCode = 1;
  } finally {
    lockout.onApplicationShutdown();
    await ds.destroy();
    await infra.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`admin:recover failed: ${(err as Error).message}\n`);
  process.exit(1);
});
