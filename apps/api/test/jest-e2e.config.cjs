/**
 * API e2e suites against real PostgreSQL and Redis: a database created for each Jest worker and migrated on first
 * use, and a Redis prefix per worker, so files run side by side (two workers by default: this machine's two cores).
 */
const base = require('../jest.config.cjs');
// E2E_SHARDS=n (npm test sets it): the spec files load in n shard files (test/shards/run-specs.ts), up to 8.
const shards = Math.min(8, Number(process.env.E2E_SHARDS ?? 0));
module.exports = {
  ...base,
  roots: ['<rootDir>/test'],
  ...(shards > 0
    ? { testRegex: undefined, testMatch: Array.from({ length: shards }, (_, i) => `<rootDir>/test/shards/shard-${i + 1}.e2e-shard.ts`) }
    : { testRegex: '.*\\.e2e-spec\\.ts$' }),
  setupFiles: [...base.setupFiles, '<rootDir>/test/worker-setup.cjs'],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  // A file's first app migrates its worker's database: with the browser lane beside it that took over 30 s twice.
  testTimeout: 60000,
  forceExit: true,
};
