// Before each test file: the database of the Jest worker running it (see global-setup.cjs) and a Redis prefix of the
// file's own: queues, caches and rate-limit counters are never shared with the worker's earlier files (an app whose
// close hung once kept its queue workers alive, and they took the next file's jobs).
const id = process.env.JEST_WORKER_ID ?? '1';
if (process.env.E2E_RUN_DB) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${process.env.E2E_RUN_DB}_w${id}`;
  process.env.DATABASE_URL = url.toString();
  process.env.REDIS_PREFIX = `${process.env.E2E_RUN_PREFIX}-w${id}-f${Math.random().toString(36).slice(2, 8)}`;
}
