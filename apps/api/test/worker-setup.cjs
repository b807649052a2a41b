// Before each test file: the database and Redis prefix of the Jest worker running it (see global-setup.cjs).
const id = process.env.JEST_WORKER_ID ?? '1';
if (process.env.E2E_RUN_DB) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${process.env.E2E_RUN_DB}_w${id}`;
  process.env.DATABASE_URL = url.toString();
  process.env.REDIS_PREFIX = `${process.env.E2E_RUN_PREFIX}-w${id}`;
}
