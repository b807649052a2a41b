import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './e2e/support/browser';

/**
 * Browser tests: Debian's Chromium against the built SPA served by the real API (`node ../api/dist/main.js`).
 *
 * Tests run in E2E_WORKERS workers (default 3), each against its own API server, database (a copy of one seeded
 * template) and Redis prefix, started by e2e/support/api-servers.ts before the first test. This file is evaluated
 * again in every worker, where TEST_PARALLEL_INDEX picks that worker's server out of E2E_PORTS. A server of your own
 * (E2E_BASE_URL, e.g. `pnpm start`) is used by every worker instead, and nothing is started.
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);
// A second origin for e2e/cross-origin.spec.ts (a partner front end): its static server listens here, and every server
// under test allows it by CORS. Set once here, so the workers inherit the same port. Both partner ports lie below
// Linux's ephemeral range (32768-60999): a port in it can be taken by any outgoing connection of the run (seen:
// EADDRINUSE on 44780 for the partner client while the suites ran side by side).
process.env.E2E_PARTNER_PORT ??= String(21000 + (process.pid % 4000));
// A second partner origin for e2e/partner-client.spec.ts, so it never shares a port with cross-origin.spec.ts in another worker.
process.env.E2E_PARTNER_CLIENT_PORT ??= String(26000 + (process.pid % 4000));

function workerBaseUrl(): string {
  const ports = process.env.E2E_PORTS?.split(',');
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  // In the runner's own process (before the servers exist) no test runs: the value is a placeholder.
  const url = process.env.E2E_BASE_URL || (ports ? `http://localhost:${ports[index % ports.length]}` : 'http://localhost:3000');
  // For tests that call the API outside Playwright's request fixture (plain fetch in Node).
  process.env.E2E_WORKER_URL = url;
  return url;
}

export default defineConfig({
  testDir: 'e2e',
  workers,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // 90 s: three workers share two cores, and the heaviest tests (two signed-in pages and axe, seven page loads)
  // passed 60 s under that load while taking 20–40 s alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/support/api-servers.ts',
  use: {
    baseURL: workerBaseUrl(),
    // A trace records every action's screenshots and DOM: about a third of the browser's work. Only a retried test
    // keeps one (in CI a failure is retried once, traced); locally, pass --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app registers its service worker for every visitor. Off unless a spec asks for it (offline.spec.ts): a
    // worker would answer requests that page.route() then never sees, and precache the app in every test's browser.
    serviceWorkers: 'block',
    // Debian's Chromium: its headless shell when installed (e2e/support/browser.ts), the full browser otherwise.
    launchOptions: launchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec\.ts/ },
  ],
});
