import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, loginByApi, settled, VENDOR_PASSWORD } from './helpers';
import { adminLoginByApi } from './onboarding-helpers';

/**
 * axe-core on the key pages of every audience, on a laptop and on a 360 px phone: any serious or
 * critical violation (WCAG 2.x A/AA rules, e.g. colour contrast, prohibited ARIA) fails the test.
 */
type Who = 'public' | 'customer' | 'vendor' | 'admin';

const PAGES: { who: Who; path: string; ready: (page: Page) => Promise<void> }[] = [
  { who: 'public', path: '/', ready: (p) => expect(p.getByTestId('hero-tagline')).toBeVisible() },
  { who: 'public', path: '/general-services', ready: (p) => expect(p.getByTestId('service-vendor-card').first()).toBeVisible() },
  { who: 'public', path: '/service-apartments', ready: (p) => expect(p.getByTestId('properties-count')).toBeVisible() },
  { who: 'public', path: '/login', ready: (p) => expect(p.getByRole('button', { name: 'Sign In' })).toBeVisible() },
  { who: 'public', path: '/signup', ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { who: 'public', path: '/about', ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { who: 'customer', path: '/dashboard/user', ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { who: 'customer', path: '/dashboard/user/my-service-orders', ready: (p) => expect(p.getByRole('heading', { name: 'My Service Orders' })).toBeVisible() },
  { who: 'customer', path: '/dashboard/user/bookings', ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { who: 'vendor', path: '/dashboard/service-vendor/orders', ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { who: 'vendor', path: '/dashboard/service-vendor/pricings', ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { who: 'admin', path: '/admin/dashboard', ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  { who: 'admin', path: '/admin/bookings', ready: (p) => expect(p.getByRole('heading', { name: 'Booking Management' })).toBeVisible() },
  { who: 'admin', path: '/admin/kyc/review', ready: (p) => expect(p.getByRole('heading', { name: 'KYC Review' })).toBeVisible() },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;

async function signIn(who: Who, page: Page, request: APIRequestContext) {
  if (who === 'customer') await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  if (who === 'vendor') await loginByApi(page, request, 'service.vendor@oja.test', VENDOR_PASSWORD);
  if (who === 'admin') await adminLoginByApi(page, request);
}

/** Serious and critical violations, one line each, so a failure names the rule, the element and the fix. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`));
}

test.describe('axe-core, on a 360 px phone and a laptop', () => {
  test.use({ viewport: { width: VIEWPORTS[1].width, height: VIEWPORTS[1].height } });

  // At most three pages per test: six pages, each checked twice, passed two minutes with three workers on two cores.
  const groups = (['public', 'customer', 'vendor', 'admin'] as const).flatMap((who) => {
    const pages = PAGES.filter((x) => x.who === who);
    const parts = Math.ceil(pages.length / 3);
    return Array.from({ length: parts }, (_, i) => ({ who, pages: pages.slice(i * 3, i * 3 + 3), name: parts > 1 ? ` (${i + 1} of ${parts})` : '' }));
  });
  for (const { who, pages, name } of groups) {
    test(`${who} pages${name} have no serious or critical violations`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await signIn(who, page, request);
      const problems: string[] = [];
      for (const p of pages) {
        // Each page is loaded once, on the phone, then checked again at the laptop's width (the layout follows the
        // window's width, as when a phone turns or a window is resized).
        await page.setViewportSize({ width: VIEWPORTS[1].width, height: VIEWPORTS[1].height });
        await page.goto(p.path);
        for (const viewport of [VIEWPORTS[1], VIEWPORTS[0]]) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await p.ready(page);
          // Let entrance animations and lazy images settle: axe reads the colours on screen.
          await settled(page);
          await page.waitForTimeout(400);
          problems.push(...(await seriousViolations(page)).map((line) => `${p.path} (${viewport.name}): ${line}`));
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
