import { expect, type APIRequestContext } from '@playwright/test';
import { newCustomer, registerByApi, VENDOR_PASSWORD, verificationLink } from './helpers';

/** Service orders made through the API for the journeys (reviews and disputes, messages): the demo vendor's. */

export const SERVICE_VENDOR = { email: 'service.vendor@oja.test', password: VENDOR_PASSWORD };
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const lagosDay = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as { data: Record<string, unknown> & { id: number } };
}

/** The demo vendor has a public profile (databases seeded lack it) and a pricing of this run. */
export async function vendorPricing(request: APIRequestContext, token: string) {
  const details = await ok(await request.get('/api/vendor/details', { headers: bearer(token) }));
  if (!details.data.details) {
    const setup = await request.post('/api/vendor/service/setup', {
      headers: bearer(token),
      data: {
        service_name: 'Home cleaning and fumigation',
        description: 'Deep cleaning and fumigation for homes and offices.',
        location: '14 Awolowo Road, Ikoyi, Lagos',
        phone: '+2348096789012',
        email: SERVICE_VENDOR.email,
      },
    });
    expect(setup.status(), await setup.text()).toBeLessThan(300);
  }
  const pricing = await ok(
    await request.post('/api/vendor/service-pricings', {
      headers: bearer(token),
      data: { title: `Sofa cleaning ${stamp()}`, description: 'Made by the reviews journey.', price: 12_000 },
    }),
    201,
  );
  return pricing.data as unknown as { id: number; service_vendor_id: number; title: string };
}

/** A customer with a confirmed e-mail (booking and paying need it) and their token. */
export async function verifiedCustomer(request: APIRequestContext) {
  const c = newCustomer();
  await registerByApi(request, c);
  const res = await request.get(await verificationLink(request, c.email), { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(400);
  return { ...c, token: await apiToken(request, c.email, c.password) };
}

/** An order booked, accepted, paid on the sandbox checkout, started and completed — all through the API. */
export async function completedOrder(
  request: APIRequestContext,
  customerToken: string,
  vendorToken: string,
  pricing: { id: number; service_vendor_id: number },
) {
  const order = await ok(
    await request.post('/api/service-orders', {
      headers: bearer(customerToken),
      data: {
        service_vendor_id: pricing.service_vendor_id,
        service_pricing_id: pricing.id,
        deadline: lagosDay(5),
        requirements: `Order ${stamp()}`,
        service_address: '9 Broad Street, Lagos Island',
        preferred_time: 'anytime',
      },
    }),
    201,
  );
  const id = order.data.id;
  await ok(await request.post(`/api/vendor/service-orders/${id}/accept`, { headers: bearer(vendorToken), data: {} }));
  const pay = (await ok(await request.post(`/api/service-orders/${id}/pay`, { headers: bearer(customerToken) }))).data as unknown as {
    payment_url: string;
    reference: string;
  };
  const paid = await request.post(`${new URL(pay.payment_url).pathname}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  await ok(await request.post(`/api/service-orders/${id}/confirm-payment`, { headers: bearer(customerToken), data: { payment_reference: pay.reference } }));
  await ok(await request.patch(`/api/vendor/service-orders/${id}`, { headers: bearer(vendorToken), data: { status: 'in_progress' } }));
  await ok(await request.patch(`/api/vendor/service-orders/${id}`, { headers: bearer(vendorToken), data: { status: 'completed' } }));
  return id;
}

/** An order booked and left pending (unpaid): its id. */
export async function bookedOrder(request: APIRequestContext, customerToken: string, pricing: { id: number; service_vendor_id: number }) {
  const order = await ok(
    await request.post('/api/service-orders', {
      headers: bearer(customerToken),
      data: {
        service_vendor_id: pricing.service_vendor_id,
        service_pricing_id: pricing.id,
        deadline: lagosDay(5),
        requirements: `Order ${stamp()}`,
        service_address: '9 Broad Street, Lagos Island',
        preferred_time: 'anytime',
      },
    }),
    201,
  );
  return order.data.id;
}
