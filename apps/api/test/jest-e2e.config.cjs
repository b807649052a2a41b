/** API e2e suites against a real PostgreSQL database created for the run and Redis with a per-run prefix. */
const base = require('../jest.config.cjs');
module.exports = {
  ...base,
  roots: ['<rootDir>/test'],
  testRegex: '.*\\.e2e-spec\\.ts$',
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  testTimeout: 30000,
  forceExit: true,
};
