import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, lagosDay, loginByApi, VENDOR_PASSWORD } from './helpers';

/**
 * the Analytics charts were blank for every role on phone and laptop (recharts 3 draws nothing in a chart
 * with no size). They must draw the real weekly figures: an SVG whose bars have a size, at 360 px and at 1280 px.
 */
const SERVICE_VENDOR = { email: 'service.vendor@oja.test', password: VENDOR_PASSWORD };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function token(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/login', { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The demo customer books one of the service vendor's pricings: a real order this week for both of them. */
async function orderThisWeek(request: APIRequestContext) {
  const vendorToken = await token(request, SERVICE_VENDOR);
  const pricing = (
    (await (await request.get('/api/vendor/service-pricings', { headers: bearer(vendorToken) })).json()) as {
      data: { id: number; service_vendor_id: number }[];
    }
  ).data[0]!;
  const res = await request.post('/api/service-orders', {
    headers: bearer(await token(request, DEMO_CUSTOMER)),
    data: {
      service_vendor_id: pricing.service_vendor_id,
      service_pricing_id: pricing.id,
      deadline: lagosDay(4),
      requirements: 'Analytics chart check',
      service_address: '9 Broad Street, Lagos Island',
      preferred_time: 'anytime',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Every chart on the page is an SVG with a size, and the counts chart draws at least one bar with a size. */
async function expectChartsDrawn(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(page.url());
  for (const id of ['chart-counts', 'chart-revenue']) {
    const svg = page.getByTestId(id).locator('svg.recharts-surface').first();
    await expect(svg).toBeVisible();
    const box = (await svg.boundingBox())!;
    expect(box.width, `${id} width at ${width} px`).toBeGreaterThan(100);
    expect(box.height, `${id} height at ${width} px`).toBeGreaterThan(100);
    // Nothing drawn outside the viewport on a phone.
    expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
  }
  const bars = page.getByTestId('chart-counts').locator('.recharts-bar-rectangle path');
  await expect(bars.first()).toBeVisible();
  const bar = (await bars.first().boundingBox())!;
  expect(bar.width).toBeGreaterThan(0);
  expect(bar.height).toBeGreaterThan(0);
  expect(Number(await page.getByTestId('total-orders').textContent())).toBeGreaterThan(0);
}

test.describe('Analytics charts draw real data', () => {
  test.beforeAll(async ({ request }) => {
    await orderThisWeek(request);
  });

  test('for a customer, at 360 px and at 1280 px', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/dashboard/user/analytics');
    await expectChartsDrawn(page, 360);
    await expectChartsDrawn(page, 1280);
  });

  test('for a vendor, at 360 px and at 1280 px', async ({ page, request }) => {
    await loginByApi(page, request, SERVICE_VENDOR.email, SERVICE_VENDOR.password);
    await page.goto('/dashboard/service-vendor/analytics');
    await expectChartsDrawn(page, 360);
    await expectChartsDrawn(page, 1280);
  });
});
