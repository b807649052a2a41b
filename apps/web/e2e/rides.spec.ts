import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';
import { bearer, verifiedCustomer } from './order-helpers';
import { liveRider, pageIn } from './rider-helpers';

/**
 * Real okada rides: a customer requests a ride from the browser's position; a rider (a second browser,
 * with its own position) gets the offer, accepts, and moves; the customer's page shows the rider moving, the start
 * code at pickup, and the ride completing; both rate. The rider is made for this test (approved through the API) and
 * goes offline at the end, so the demonstration stays what other tests see.
 */

const YABA = { latitude: 6.5095, longitude: 3.3711 };

test.describe('okada rides, for real', () => {
  test('a customer requests a ride, the rider (second browser) accepts, the customer sees the rider move, the ride completes, both rate, the customer reports a problem', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const rider = await liveRider(request);
    const riderSide = await pageIn(browser, { latitude: YABA.latitude + 0.004, longitude: YABA.longitude });
    const riderToken = await loginByApi(riderSide.page, request, rider.email, rider.password);
    try {
      await riderSide.page.goto('/dashboard/rider');
      await riderSide.page.getByRole('checkbox', { name: 'Online' }).check({ force: true });
      await expect(riderSide.page.getByText(/Sharing your position every 5 s \(last sent/)).toBeVisible({ timeout: 15_000 });

      const customer = await verifiedCustomer(request);
      const customerSide = await pageIn(browser, YABA, true);
      await loginByApi(customerSide.page, request, customer.email, customer.password);
      const phone = customerSide.page;
      await phone.goto('/ride-hailing');
      await phone.getByRole('button', { name: 'Use current location' }).click();
      await expect(phone.getByTestId('real-pickup')).toContainText('6.5');
      await phone.getByRole('radio', { name: 'Destination' }).check({ force: true });
      await phone.getByRole('button', { name: /Lekki Phase 1 Gate/ }).click();
      await expect(phone.getByTestId('estimate-fare')).toBeVisible();
      await phone.getByRole('button', { name: 'Request Ride' }).click();
      await expect(phone.getByTestId('ride-status')).toHaveAttribute('data-status', 'searching');

      // The rider's offer arrives live; the rider accepts.
      const offer = riderSide.page.getByTestId('rider-offer');
      await expect(offer).toBeVisible({ timeout: 15_000 });
      await offer.getByRole('button', { name: 'Accept ride' }).click();
      await expect(phone.getByTestId('ride-status')).toHaveAttribute('data-status', 'found', { timeout: 10_000 });
      await expect(phone.getByTestId('ride-rider')).toBeVisible();

      // The rider moves 10 m towards the pickup (the phone's next fix): the customer sees the new position.
      await riderSide.context.setGeolocation({ latitude: YABA.latitude + 0.0039, longitude: YABA.longitude });
      await expect(phone.getByTestId('rider-position')).toContainText('6.5134', { timeout: 15_000 });

      const current = riderSide.page.getByTestId('rider-current-ride');
      await current.getByRole('button', { name: 'Arrived at pickup' }).click();
      await expect(phone.getByTestId('ride-status')).toHaveAttribute('data-status', 'pickup', { timeout: 10_000 });
      const code = (await phone.getByTestId('start-code').innerText()).replace(/\D/g, '');
      expect(code).toMatch(/^\d{4}$/);
      await current.getByRole('button', { name: 'Start trip' }).click();
      const dialog = riderSide.page.getByRole('dialog');
      await dialog.getByLabel('Start code').fill(code);
      await dialog.getByRole('button', { name: 'Start the trip' }).click();
      await expect(phone.getByTestId('ride-status')).toHaveAttribute('data-status', 'ongoing', { timeout: 10_000 });
      await current.getByRole('button', { name: 'Complete trip' }).click();
      await expect(phone.getByTestId('ride-status')).toHaveAttribute('data-status', 'completed', { timeout: 10_000 });

      // Both rate: the customer on the page, the rider through the same reviews API.
      await phone.getByTestId('leave-review').click();
      const review = phone.getByRole('dialog', { name: 'Leave a review' });
      await review.getByLabel('Comment').fill('Careful rider, on time.');
      await review
        .getByRole('radiogroup', { name: /Rating/ })
        .getByText('5 stars', { exact: true })
        .click();
      await review.getByRole('button', { name: 'Submit review' }).click();
      await expect(phone.getByText('Thank you for your review.').first()).toBeVisible();
      await expect(phone.getByTestId('leave-review')).toHaveCount(0);
      const pending = (await (await request.get('/api/reviews/pending', { headers: bearer(riderToken) })).json()) as {
        data: Array<{ subject_kind: string; subject_id: number }>;
      };
      const ride = pending.data.find((p) => p.subject_kind === 'ride')!;
      const rated = await request.post('/api/reviews', {
        headers: bearer(riderToken),
        data: { subject_kind: 'ride', subject_id: ride.subject_id, rating: 5, comment: 'Polite passenger.' },
      });
      expect(rated.status(), await rated.text()).toBe(201);
      // A problem within 24 hours is reported on the same page: a dispute the admins resolve.
      await phone.getByTestId('report-ride-problem').click();
      const problem = phone.getByRole('dialog', { name: 'Report a problem' });
      await problem.getByLabel('What went wrong').fill('The rider did not have a spare helmet.');
      await problem.getByRole('button', { name: 'Send report' }).click();
      await expect(phone.getByTestId('ride-disputed')).toContainText('Problem reported: an administrator is looking at it.');
      await expect(phone.getByTestId('ride-disputed')).toContainText('spare helmet');
    } finally {
      await request.patch('/api/vendor/rider/status', { headers: bearer(riderToken), data: { online: false } });
    }
  });
});
