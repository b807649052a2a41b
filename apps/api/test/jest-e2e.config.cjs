/**
 * API e2e suites against real PostgreSQL and Redis: a database created for each Jest worker and migrated on first
 * use, and a Redis prefix per worker, so files run side by side (two workers by default: this machine's two cores).
 */
const base = require('../jest.config.cjs');
module.exports = {
  ...base,
  roots: ['<rootDir>/test'],
  testRegex: '.*\\.e2e-spec\\.ts$',
  setupFiles: [...base.setupFiles, '<rootDir>/test/worker-setup.cjs'],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  // A file's first app migrates its worker's database: with the browser lane beside it that took over 30 s twice.
  testTimeout: 60000,
  forceExit: true,
};
