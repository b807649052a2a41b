/** `pnpm test:resilience`: crashes, outages and races against real PostgreSQL and Redis. Budget: 3 minutes. */
const e2e = require('./jest-e2e.config.cjs');
module.exports = {
  ...e2e,
  roots: ['<rootDir>/test'],
  testRegex: '.*\\.resilience-spec\\.ts$',
  testTimeout: 120000,
};
