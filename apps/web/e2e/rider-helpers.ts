import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, createVendorByApi, newVendorAccount, submitForReviewByApi } from './onboarding-helpers';
import { bearer } from './order-helpers';

/** Riders and browsers with a position, for the rides and couriers journeys. */

/** A fresh rider, made and approved through the API (KYC submitted, then approved by the admin): their account. */
export async function liveRider(request: APIRequestContext) {
  const v = newVendorAccount('rider');
  const session = await createVendorByApi(request, 'rider', v);
  await submitForReviewByApi(request, v, session);
  const admin = (await (await request.post('/api/admin/login', { data: ADMIN })).json()) as { token: string };
  const pending = (await (await request.get('/api/admin/kyc/verifications?status=pending&per_page=100', { headers: bearer(admin.token) })).json()) as {
    data: Array<{ id: number; user: { email: string } | null }>;
  };
  const mine = pending.data.find((k) => k.user?.email === v.email);
  expect(mine, 'the rider’s KYC submission').toBeTruthy();
  const approve = await request.post(`/api/admin/kyc/verifications/${mine!.id}/approve`, { headers: bearer(admin.token) });
  expect(approve.status(), await approve.text()).toBeLessThan(300);
  return v;
}

/** A browser context whose geolocation is `position` (allowed), optionally a 360 px phone. */
export async function pageIn(
  browser: Browser,
  position: { latitude: number; longitude: number },
  phone = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    geolocation: position,
    permissions: ['geolocation'],
    ...(phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  return { context, page: await context.newPage() };
}
