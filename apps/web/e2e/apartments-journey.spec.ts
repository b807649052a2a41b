import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { lagosDay, loginByApi, newCustomer, PNG_1PX, registerByApi, VENDOR_PASSWORD, verificationLink } from './helpers';
import { ADMIN, adminLoginByApi } from './onboarding-helpers';

/**
 * Service apartments (issue "Apartments end to end"): a host's listing found by dates on
 * /service-apartments, booked, approved by the admin, paid on the sandbox checkout in a new tab,
 * checked in and out, released by the admin — and the host's wallet holds the 90 % share.
 * Every run makes its own listing, so the suite can run again on the same database.
 */

const HOST = { email: 'apartment.host@oja.test', password: VENDOR_PASSWORD };
const PRICE = 25_000;
const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function adminApiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A customer with a confirmed e-mail, so booking and paying are allowed. */
async function verifiedCustomer(request: APIRequestContext) {
  const c = newCustomer();
  await registerByApi(request, c);
  const res = await request.get(await verificationLink(request, c.email), { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(400);
  return c;
}

async function pageAs(browser: Browser, request: APIRequestContext, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, request, email, password);
  return page;
}

async function adminPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await adminLoginByApi(page, request);
  return page;
}

let hostToken: string;
let listing: { id: number; title: string };

test.beforeAll(async ({ request }) => {
  hostToken = await apiToken(request, HOST.email, HOST.password);
  const photo = await request.post('/api/listings/photos', {
    headers: bearer(hostToken),
    multipart: { photo: { name: 'room.png', mimeType: 'image/png', buffer: PNG_1PX } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const { url } = ((await photo.json()) as { data: { url: string } }).data;
  const title = `Journey shortlet ${stamp()}`;
  const res = await request.post('/api/listings', {
    headers: bearer(hostToken),
    data: {
      title,
      description: 'Created by the Playwright apartments journey.',
      location: 'Old GRA, Port Harcourt',
      price_per_night: PRICE,
      type: 'shortlet',
      images: [url],
      max_guests: 4,
      bedrooms: 2,
      bathrooms: 1,
      amenities: ['WiFi', 'Air Conditioning', 'Kitchen', 'Parking', 'Generator'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { message: string; data: { id: number } };
  expect(body.message).toBe('Apartment listing submitted.');
  listing = { id: body.data.id, title };
});

// Paused, not deleted: its bookings keep naming it and the list stops showing it.
test.afterAll(async ({ request }) => {
  if (listing) await request.patch(`/api/listings/${listing.id}/status`, { headers: bearer(hostToken), data: { status: 'paused' } });
});

const card = (page: Page) => page.locator(`[data-testid="apartment-card"][data-listing-id="${listing.id}"]`);

test.describe('apartments journey', () => {
  test.describe.configure({ mode: 'serial' });

  test('filter by dates, book, approve, pay in a new tab, check in and out, release: the host gets 90 %', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const checkIn = lagosDay(0);
    const checkOut = lagosDay(2);
    const total = PRICE * 2;
    const customer = await verifiedCustomer(request);
    const customerPage = await pageAs(browser, request, customer.email, customer.password);

    // The customer searches for tonight and two nights; the search lives in the URL and filters on the server.
    await customerPage.goto('/service-apartments');
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Service Apartments' })).toBeVisible();
    await expect(customerPage.getByTestId('properties-count')).toHaveText(/^\d+ propert(y|ies)$/);
    for (const chip of ['All Properties', 'Hotels', 'Hostels', 'Shortlets'])
      await expect(customerPage.getByRole('button', { name: chip, exact: true })).toBeVisible();
    const search = customerPage.getByTestId('apartment-search');
    await search.getByLabel('Check-in').fill(checkIn);
    await search.getByLabel('Check-out').fill(checkOut);
    await search.getByLabel('Guests').selectOption('2');
    const filtered = customerPage.waitForRequest(
      (r) => r.url().includes('/api/apartments?') && r.url().includes(`check_in=${checkIn}`) && r.url().includes('guests=2'),
    );
    await search.getByRole('button', { name: 'Search' }).click();
    await filtered;
    await expect(customerPage).toHaveURL(new RegExp(`check_in=${checkIn}&check_out=${checkOut}&guests=2`));
    await customerPage.getByRole('button', { name: 'Shortlets', exact: true }).click();
    await expect(customerPage).toHaveURL(/type=shortlet/);

    const ours = card(customerPage);
    await expect(ours).toBeVisible();
    await expect(ours.getByTestId('apartment-price')).toHaveText(naira(PRICE));
    await expect(ours.getByTestId('amenity-more')).toHaveText('+2');
    await expect(ours).toContainText('4 guests');

    // The booking dialog: dates and guests come from the search; 2 nights × price; service fee ₦0.
    await ours.getByRole('button', { name: 'Book Now' }).click();
    const dialog = customerPage.getByTestId('book-apartment-dialog');
    // What the guest reads before booking: the description, every amenity, the photos.
    await expect(dialog.getByTestId('listing-description')).toHaveText('Created by the Playwright apartments journey.');
    await expect(dialog.getByTestId('listing-amenities')).toContainText('Generator');
    await expect(dialog.getByTestId('listing-gallery').getByTestId('listing-photo')).toHaveCount(1);
    await expect(dialog.getByLabel('Check-in date')).toHaveValue(checkIn);
    await expect(dialog.getByLabel('Check-out date')).toHaveValue(checkOut);
    await expect(dialog.getByTestId('service-fee')).toHaveText(naira(0));
    await expect(dialog.getByTestId('booking-total')).toHaveText(naira(total));
    await dialog.getByLabel('Guests').selectOption('6');
    await dialog.getByRole('button', { name: 'Request Booking' }).click();
    await expect(dialog.getByText('This property allows at most 4 guests')).toBeVisible();
    await dialog.getByLabel('Guests').selectOption('2');
    await dialog.getByLabel('Notes (optional)').fill('Arriving around 6 pm.');
    await dialog.getByRole('button', { name: 'Request Booking' }).click();
    const success = dialog.getByTestId('booking-success');
    await expect(success).toContainText('Pending Review');
    await expect(success).toContainText('sent for admin review');
    const bookingId = /Booking #(\d+)/.exec((await success.textContent()) ?? '')?.[1];
    expect(bookingId).toBeTruthy();

    // The admin approves: Update Status → Approved — pay to confirm (processing).
    const admin = await adminPage(browser, request);
    await admin.goto('/admin/bookings');
    await admin.getByLabel('Search bookings').fill(bookingId!);
    const row = admin.locator(`[data-testid="admin-booking-row"][data-booking-id="${bookingId}"]`);
    await expect(row).toContainText(customer.email);
    await expect(row.getByTestId('booking-stay')).toHaveText('2 nights · 2 guests');
    await expect(row.getByRole('button', { name: 'Release Payment' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Update Status' }).click();
    const statusDialog = admin.getByTestId('update-status-dialog');
    await expect(statusDialog.getByTestId('status-option-pending')).toContainText('Current');
    await statusDialog.getByText('Approved — pay to confirm', { exact: true }).click();
    await statusDialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(statusDialog).toBeHidden();
    await expect(row.getByTestId('booking-status')).toHaveText('Approved — pay to confirm');

    // The customer pays on the sandbox checkout, which opens in a new tab, and lands on /payment-success.
    await customerPage.goto('/dashboard/user/bookings');
    const bookingCard = customerPage.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
    await expect(bookingCard.getByTestId('booking-status')).toHaveText('Approved — pay to confirm');
    await expect(bookingCard.getByTestId('booking-total')).toHaveText(naira(total));
    const [checkout] = await Promise.all([customerPage.context().waitForEvent('page'), bookingCard.getByRole('button', { name: /Pay Now/ }).click()]);
    await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await expect(checkout.locator('.amount')).toHaveText(naira(total));
    await checkout.getByRole('button', { name: `Pay ${naira(total)}` }).click();
    await checkout.waitForURL(/\/payment-success\?/);
    expect(new URL(checkout.url()).searchParams.get('booking_id')).toBe(bookingId);
    await expect(checkout.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(checkout.getByTestId('payment-confirmed')).toContainText(naira(total));
    await expect(checkout.getByTestId('payment-confirmed')).toContainText('check in when your booking starts');
    await expect(checkout.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/dashboard/user/bookings');
    await checkout.close();

    // Check-in day is today: Check In, then Check Out.
    await customerPage.reload();
    await expect(bookingCard.getByTestId('booking-status')).toHaveText('Paid');
    await bookingCard.getByRole('button', { name: 'Check In' }).click();
    await expect(customerPage.getByText('Successfully checked in!')).toBeVisible();
    await expect(bookingCard.getByTestId('booking-status')).toHaveText('Checked In');
    await bookingCard.getByRole('button', { name: 'Check Out' }).click();
    await expect(customerPage.getByText('Successfully checked out!')).toBeVisible();
    await expect(bookingCard.getByTestId('booking-status')).toHaveText('Checked Out');

    // The admin releases the payment: total, 10 % commission and the payout are confirmed first.
    await admin.reload();
    await admin.getByLabel('Search bookings').fill(bookingId!);
    await expect(row.getByTestId('booking-status')).toHaveText('Checked Out');
    await row.getByRole('button', { name: 'Release Payment' }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(confirm.getByTestId('release-figures')).toContainText(`Total: ${naira(total)}`);
    await expect(confirm.getByTestId('release-figures')).toContainText(`Platform commission (10%): ${naira(total * 0.1)}`);
    await expect(confirm.getByTestId('release-figures')).toContainText(`Vendor payout: ${naira(total * 0.9)}`);
    await confirm.getByRole('button', { name: 'Release Payment' }).click();
    await expect(admin.getByText('Payment released to vendor successfully!')).toBeVisible();
    await expect(row.getByTestId('booking-status')).toHaveText('Completed');

    // The host's wallet holds the 90 % share.
    const host = await pageAs(browser, request, HOST.email, HOST.password);
    await host.goto('/dashboard/apartment/wallet');
    await expect(
      host
        .locator('[data-testid="ledger-line"][data-bucket="payable"]')
        .filter({ hasText: `+${naira(total * 0.9)}` })
        .first(),
    ).toBeVisible();

    await customerPage.context().close();
    await admin.context().close();
    await host.context().close();
  });

  test('once approved, the booked dates are no longer offered on /service-apartments', async ({ request, page }) => {
    const customer = await verifiedCustomer(request);
    const token = await apiToken(request, customer.email, customer.password);
    const checkIn = lagosDay(30);
    const checkOut = lagosDay(33);
    const res = await request.post('/api/apartment/bookings', {
      headers: bearer(token),
      data: { listing_id: listing.id, check_in_date: checkIn, check_out_date: checkOut, guests: 1, nights: 3, total_price: PRICE * 3 },
    });
    expect(res.status(), await res.text()).toBe(201);
    const bookingId = ((await res.json()) as { data: { id: number } }).data.id;

    const forDates = (from: string, to: string) => `/service-apartments?type=shortlet&check_in=${from}&check_out=${to}`;
    // Pending requests do not hold the dates yet.
    await page.goto(forDates(checkIn, checkOut));
    await expect(card(page)).toBeVisible();

    const adminToken = await adminApiToken(request);
    const approve = await request.put(`/api/admin/bookings/${bookingId}/status`, {
      headers: bearer(adminToken),
      data: { status: 'processing', notes: 'Approved by the journey' },
    });
    expect(approve.status(), await approve.text()).toBeLessThan(300);

    await page.goto(forDates(checkIn, checkOut));
    await expect(page.getByTestId('properties-count')).toBeVisible();
    await expect(page.getByTestId('apartment-grid').or(page.getByTestId('apartments-empty'))).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    // An overlapping stay is refused too; other dates still show the listing.
    await page.goto(forDates(lagosDay(32), lagosDay(35)));
    await expect(page.getByTestId('apartment-grid').or(page.getByTestId('apartments-empty'))).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    await page.goto(forDates(lagosDay(40), lagosDay(42)));
    await expect(card(page)).toBeVisible();
  });

  test('Book Now while logged out goes to /login and comes back with the dialog open', async ({ page }) => {
    await page.goto(`/service-apartments?type=shortlet&check_in=${lagosDay(50)}&check_out=${lagosDay(51)}`);
    await card(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    const c = newCustomer();
    await registerByApi(page.request, c);
    await page.getByLabel('Email').fill(c.email);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/service-apartments\\?.*book=${listing.id}`));
    const dialog = page.getByTestId('book-apartment-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Check-in date')).toHaveValue(lagosDay(50));
    await expect(dialog.getByTestId('booking-total')).toHaveText(naira(PRICE));
  });

  test('the booking dialog keeps the stay bounds the API applies: the pickers stop there and a longer stay is refused naming the limit', async ({
    browser,
    request,
  }) => {
    const customer = await verifiedCustomer(request);
    const page = await pageAs(browser, request, customer.email, customer.password);
    await page.goto(`/service-apartments?type=shortlet&check_in=${lagosDay(200)}&check_out=${lagosDay(300)}`);
    await card(page).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByTestId('book-apartment-dialog');
    await expect(dialog.getByTestId('stay-limits')).toHaveText('Stays of up to 90 nights, starting within 365 days from today.');
    await expect(dialog.getByLabel('Check-in date')).toHaveAttribute('max', lagosDay(365));
    await expect(dialog.getByLabel('Check-out date')).toHaveAttribute('max', lagosDay(290));
    await dialog.getByRole('button', { name: 'Request Booking' }).click();
    await expect(dialog.getByText('A stay can be at most 90 nights')).toBeVisible();
    await page.context().close();
  });
});
