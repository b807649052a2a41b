import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's full Chromium (package chromium). */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the build Playwright itself runs for
 * headless tests. It draws the same pages with about a third less CPU than the full browser, and has no push
 * messaging: a test of push asks for the full browser (`launchOptions(FULL_CHROMIUM)`).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser of a run: CHROMIUM_PATH, else the headless shell when installed and not --headed, else the full one. */
export function browserPath(): string {
  const headed = process.argv.includes('--headed') || process.argv.includes('--ui') || Boolean(process.env.PWDEBUG);
  return process.env.CHROMIUM_PATH ?? (!headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}

/** How every test's browser starts (Playwright adds --headless itself unless --headed is asked for). */
export function launchOptions(executablePath = browserPath()): LaunchOptions {
  return {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}
