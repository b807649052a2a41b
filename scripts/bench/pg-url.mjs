// The PostgreSQL the bench runs on: BENCH_DATABASE_ADMIN_URL if set, else the local server on 127.0.0.1:5432 —
// through its Unix socket when it has one, as `npm start` connects (apps/api/src/bootstrap/infra.ts), so the
// bench measures the product as it runs on one machine. BENCH_PG_TCP=1 keeps loopback TCP (to compare).
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LOCAL_TCP = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin URL and how it reaches the server ('Unix socket in …' or 'TCP …'). */
export async function benchAdminUrl() {
  if (process.env.BENCH_DATABASE_ADMIN_URL) return { url: process.env.BENCH_DATABASE_ADMIN_URL, transport: 'BENCH_DATABASE_ADMIN_URL' };
  if (process.env.BENCH_PG_TCP !== '1') {
    const { DEFAULT_PROBES, localSocketUrl } = createRequire(resolve(root, 'apps/api/package.json'))('./dist/bootstrap/infra.js');
    const url = await localSocketUrl(LOCAL_TCP, DEFAULT_PROBES.localPgSockets);
    if (url) return { url, transport: `Unix socket in ${new URL(url).searchParams.get('host')}` };
  }
  return { url: LOCAL_TCP, transport: 'TCP 127.0.0.1:5432' };
}
