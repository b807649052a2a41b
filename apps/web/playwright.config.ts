import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const port = new URL(baseURL).port || '3000';
// A second origin for e2e/cross-origin.spec.ts (a partner front end): its static server listens here, and the
// server under test allows it by CORS. Set once here, so the test workers inherit the same port.
process.env.E2E_PARTNER_PORT ??= String(41000 + (process.pid % 2000));
const partnerOrigin = `http://localhost:${process.env.E2E_PARTNER_PORT}`;

/**
 * Browser tests against the built SPA served by the real API (`node ../api/dist/main.js`).
 * The root test script may set DATABASE_URL / REDIS_PREFIX for a fresh database; they pass through.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: 'node ../api/dist/main.js',
    cwd: '.',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // APP_URL: payment callbacks and the sandbox checkout must come back to the server under test.
    // A short payout hold so the journey sees released money become a payout (production: 24 h).
    env: {
      ...process.env,
      PORT: port,
      APP_URL: process.env.APP_URL ?? baseURL,
      ESCROW_PAYOUT_HOLD_MS: process.env.ESCROW_PAYOUT_HOLD_MS ?? '15000',
      CORS_ORIGINS: [process.env.CORS_ORIGINS ?? 'http://localhost:5173', partnerOrigin].join(','),
    } as Record<string, string>,
  },
});
