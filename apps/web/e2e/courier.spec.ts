import { expect, test, type Page } from '@playwright/test';
import { loginByApi, PNG_1PX, VENDOR_PASSWORD } from './helpers';
import { bearer, verifiedCustomer } from './order-helpers';
import { liveRider, pageIn } from './rider-helpers';

/**
 * Oja riders as couriers: the demo restaurant sets its shop's location from its browser's position; a
 * customer on a 360 px phone orders jollof with a delivery pin and pays; the kitchen accepts, marks it ready and
 * calls an Oja rider; a fresh rider (a third browser, online near the shop) gets the delivery offer, accepts, says
 * they are at the shop, picks the package up with a photo of it sealed, and delivers it with a photo at the door.
 * The shop's card and the customer's order page follow every step live; the customer confirms the seal, and both
 * seal photos are on the order. The rider goes offline and the shop's location is cleared at the end, so the demo
 * stays what other tests see.
 */

const FOOD_VENDOR = { email: 'food.vendor@oja.test', password: VENDOR_PASSWORD };
const naira = (n: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);

/** The shop (Yaba), the rider 450 m from it, the customer's door (the University of Lagos, about 2 km away). */
const SHOP = { latitude: 6.5095, longitude: 3.3711 };
const RIDER = { latitude: SHOP.latitude + 0.004, longitude: SHOP.longitude };
const DOOR = { latitude: 6.5158, longitude: 3.3896 };

/** Checkout on the phone with the delivery pin from the phone's position, paid on the sandbox checkout: the order id. */
async function checkoutWithPinAndPay(page: Page, total: number): Promise<string> {
  await page.getByLabel('Delivery address').fill('University of Lagos, Akoka, Yaba, Lagos');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('location-pin')).toContainText('6.5158');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await expect(page.locator('.amount')).toHaveText(naira(total));
  await page.getByRole('button', { name: `Pay ${naira(total)}` }).click();
  await page.waitForURL(/\/dashboard\/user\/orders\/food_order\/\d+$/);
  return page.url().split('/').pop()!;
}

/** A photo into a dialog's file input, then its send button; the dialog closes when the API took it. */
async function sendPhoto(page: Page, inputTestId: string, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId(inputTestId).setInputFiles({ name: 'package.png', mimeType: 'image/png', buffer: PNG_1PX });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

test.describe('Oja riders deliver food orders', () => {
  test('the kitchen calls an Oja rider for a ready order; the rider accepts, picks up and delivers with seal photos; the customer follows live and confirms the seal', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const rider = await liveRider(request);
    const riderSide = await pageIn(browser, RIDER);
    const riderToken = await loginByApi(riderSide.page, request, rider.email, rider.password);
    const kitchenSide = await pageIn(browser, SHOP);
    const kitchenToken = await loginByApi(kitchenSide.page, request, FOOD_VENDOR.email, FOOD_VENDOR.password);
    const kitchen = kitchenSide.page;
    try {
      // The shop's location, where the rider collects: the kitchen's own position.
      await kitchen.goto('/dashboard/food-vendor/menu');
      const location = kitchen.getByTestId('shop-location');
      await location.getByRole('button', { name: 'Use my current location' }).click();
      await expect(location.getByTestId('shop-location-state')).toHaveAttribute('data-set', 'true');
      await expect(location.getByTestId('shop-location-state')).toContainText('Location set (6.50950, 3.37110)');

      // The rider goes online near the shop.
      await riderSide.page.goto('/dashboard/rider');
      await riderSide.page.getByRole('checkbox', { name: 'Online' }).check({ force: true });
      await expect(riderSide.page.getByText(/Sharing your position every 5 s \(last sent/)).toBeVisible({ timeout: 15_000 });

      // The customer orders jollof (₦2,500: free delivery) with a delivery pin, on a phone at their door.
      const customer = await verifiedCustomer(request);
      const customerSide = await pageIn(browser, DOOR, true);
      await loginByApi(customerSide.page, request, customer.email, customer.password);
      const phone = customerSide.page;
      await phone.goto('/food-delivery');
      await phone.getByLabel('Search restaurants or dishes').fill('jollof');
      await phone.getByRole('link', { name: "View Menu of Mama Ngozi's Kitchen" }).click();
      await phone.getByRole('button', { name: 'Add Jollof Rice & Chicken' }).click();
      await phone.getByTestId('restaurant-cart').getByRole('link', { name: 'Checkout' }).click();
      const id = await checkoutWithPinAndPay(phone, 2500);
      await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'new');

      // The kitchen accepts, marks it ready, and calls an Oja rider instead of delivering itself.
      await kitchen.goto('/dashboard/food-vendor/orders');
      const card = kitchen.locator(`[data-testid="vendor-order"][data-order-id="${id}"]`);
      await card.getByRole('button', { name: 'Accept Order', exact: true }).click();
      await expect(card).toHaveAttribute('data-status', 'preparing');
      await card.getByRole('button', { name: 'Mark Ready', exact: true }).click();
      await expect(card).toHaveAttribute('data-status', 'ready');
      await expect(phone.getByTestId('order-status')).toHaveText('Waiting for Pickup', { timeout: 10_000 });
      // Own delivery stays possible beside the Oja rider.
      await expect(card.getByRole('button', { name: 'Hand over sealed package', exact: true })).toBeVisible();
      await card.getByTestId('call-oja-rider').click();
      await expect(card.getByTestId('courier-status')).toHaveAttribute('data-status', 'searching');
      await expect(card.getByTestId('call-oja-rider')).toHaveCount(0);
      await expect(card.getByTestId('cancel-courier')).toBeVisible();
      await expect(phone.getByTestId('order-courier')).toBeVisible({ timeout: 10_000 });
      await expect(phone.getByTestId('order-courier-status')).toHaveAttribute('data-status', 'searching');

      // The delivery offer reaches the rider live: the shop, the items, the fee.
      const offer = riderSide.page.getByTestId('rider-offer');
      await expect(offer).toBeVisible({ timeout: 20_000 });
      await expect(offer).toHaveAttribute('data-purpose', 'delivery');
      await expect(offer).toContainText("Delivery for Mama Ngozi's Kitchen");
      await expect(offer).toContainText('Jollof Rice & Chicken');
      await expect(offer.getByTestId('rider-ride-pay')).toContainText('You earn ₦');
      await expect(offer.getByRole('link', { name: 'Open the shop in Maps' })).toBeVisible();
      await expect(offer.getByRole('link', { name: 'Open the drop-off in Maps' })).toBeVisible();
      await offer.getByRole('button', { name: 'Accept delivery' }).click();

      // The shop and the customer see the rider coming, with a way to call them.
      await expect(card.getByTestId('courier-status')).toHaveAttribute('data-status', 'found', { timeout: 10_000 });
      await expect(card.getByTestId('courier-rider').getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
      await expect(phone.getByTestId('order-courier-status')).toHaveAttribute('data-status', 'found', { timeout: 10_000 });
      await expect(phone.getByTestId('courier-rider')).toBeVisible();

      // The rider moves 10 m (the phone's next fix): the customer's page shows the new position, live.
      await riderSide.context.setGeolocation({ latitude: RIDER.latitude - 0.0001, longitude: RIDER.longitude });
      await expect(phone.getByTestId('courier-position')).toContainText('6.51340', { timeout: 15_000 });

      // At the shop, the rider picks the sealed package up with its photo: the order is on its way.
      const job = riderSide.page.getByTestId('rider-current-ride');
      await expect(job).toHaveAttribute('data-purpose', 'delivery');
      await job.getByRole('button', { name: /at the shop/ }).click();
      await expect(card.getByTestId('courier-status')).toHaveAttribute('data-status', 'pickup', { timeout: 10_000 });
      await job.getByRole('button', { name: 'Picked up', exact: true }).click();
      await sendPhoto(riderSide.page, 'delivery-pickup-photo', 'Send photo: picked up');
      await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'out_for_delivery', { timeout: 10_000 });
      await expect(phone.getByTestId('order-courier-status')).toHaveAttribute('data-status', 'ongoing');
      await expect(card).toHaveAttribute('data-status', 'out_for_delivery', { timeout: 10_000 });
      await expect(card.getByTestId('courier-status')).toHaveAttribute('data-status', 'ongoing');
      // Past the pickup the shop can no longer call the rider off.
      await expect(card.getByTestId('cancel-courier')).toHaveCount(0);

      // At the door, the rider delivers with the package's photo.
      await job.getByRole('button', { name: 'Delivered', exact: true }).click();
      await sendPhoto(riderSide.page, 'delivery-drop-photo', 'Send photo: delivered');
      await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'delivered', { timeout: 10_000 });
      await expect(phone.getByTestId('order-courier-status')).toHaveAttribute('data-status', 'completed');
      await expect(phone.getByTestId('seal-photos').getByTestId('seal-photo')).toHaveCount(2);

      // The customer checks the seal and confirms: the order completes with both seal photos on it.
      await phone.getByRole('button', { name: 'Seal intact — confirm delivery' }).click();
      await phone.getByRole('alertdialog').getByRole('button', { name: 'Yes, release payment' }).click();
      await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'completed');
      const order = (await (await request.get(`/api/orders/${id}`, { headers: bearer(customer.token) })).json()) as {
        data: { handover_photo: unknown; delivery_photo: unknown };
      };
      expect(order.data.handover_photo).toBeTruthy();
      expect(order.data.delivery_photo).toBeTruthy();
    } finally {
      await request.patch('/api/vendor/rider/status', { headers: bearer(riderToken), data: { online: false } });
      await request.patch('/api/vendor/storefront', { headers: bearer(kitchenToken), data: { pickup_lat: null, pickup_lng: null } });
    }
  });
});
