import { expect, test, type Page } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi, verificationLink } from '../e2e/helpers';

const day = (d: number) => new Date(Date.now() + 3_600_000 + d * 86_400_000).toISOString().slice(0, 10);
async function shot(page: Page, name: string) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/screens/${name}.png`, fullPage: !name.startsWith('m-') });
}

test('screens', async ({ browser, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  await request.get(await verificationLink(request, c.email), { maxRedirects: 0 });
  const login = async (email: string, password: string) => ((await (await request.post('/api/login', { data: { email, password } })).json()) as { token: string }).token;
  const ct = await login(c.email, c.password);
  const vt = await login('service.vendor@oja.test', 'Vendor#2026');
  const H = (t: string) => ({ Authorization: `Bearer ${t}` });
  const sv = (await (await request.get('/api/service-vendors?q=Sparkle')).json()).data[0];
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await request.post('/api/service-orders', { headers: H(ct), data: { service_vendor_id: sv.id, service_pricing_id: sv.pricings[i % 3].id, deadline: day(4 + i), requirements: `Screenshot order ${i}: two bedrooms, kitchen and balcony. Gate code 1234.` } });
    ids.push((await r.json()).data.id);
  }
  await request.post(`/api/vendor/service-orders/${ids[1]}/accept`, { headers: H(vt), data: { vendor_response: 'Happy to help — I will come on Tuesday at 9am.' } });
  await request.post(`/api/vendor/service-orders/${ids[2]}/accept`, { headers: H(vt), data: {} });
  await request.patch(`/api/service-orders/${ids[3]}/cancel`, { headers: H(ct) });

  for (const [w, h, tag] of [[1280, 900, 'desk'], [360, 740, 'm']] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const p = await ctx.newPage();
    await p.goto('/general-services');
    await expect(p.getByTestId('service-vendor-card').first()).toBeVisible();
    await shot(p, `${tag}-general-services`);
    await loginByApi(p, request, c.email, c.password);
    await p.goto('/general-services');
    await p.getByTestId('service-vendor-card').filter({ hasText: 'Sparkle' }).getByRole('button', { name: 'Book Service' }).click();
    const d = p.getByTestId('book-service-dialog');
    await d.getByText('Deep cleaning').first().click();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/tmp/screens/${tag}-booking.png` });
    await d.getByRole('button', { name: 'Send Service Request' }).click();
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/screens/${tag}-booking-errors.png` });
    await p.goto('/dashboard/user/my-service-orders');
    await expect(p.getByTestId('service-order-card').first()).toBeVisible();
    await shot(p, `${tag}-my-orders`);
    await p.goto('/dashboard/user/wallet');
    await shot(p, `${tag}-customer-wallet`);
    await p.goto('/payment-success?reference=abc&order_id=999999');
    await shot(p, `${tag}-payment-success-error`);
    await p.goto('/payment-success');
    await shot(p, `${tag}-payment-success-plain`);
    await ctx.close();

    const vctx = await browser.newContext({ viewport: { width: w, height: h } });
    const v = await vctx.newPage();
    await loginByApi(v, request, 'service.vendor@oja.test', 'Vendor#2026');
    await v.goto('/dashboard/service-vendor/orders');
    await expect(v.getByTestId('service-order-card').first()).toBeVisible();
    await shot(v, `${tag}-vendor-orders`);
    await v.goto('/dashboard/service-vendor/pricings');
    await expect(v.getByTestId('pricing-card').first()).toBeVisible();
    await shot(v, `${tag}-pricings`);
    await v.getByRole('button', { name: 'Add New Pricing' }).click();
    await v.waitForTimeout(400);
    await v.screenshot({ path: `/tmp/screens/${tag}-pricing-dialog.png` });
    await v.keyboard.press('Escape');
    await v.goto('/dashboard/service-vendor/wallet');
    await expect(v.getByTestId('wallet-payable')).toBeVisible();
    await shot(v, `${tag}-vendor-wallet`);
    await vctx.close();
  }
});
