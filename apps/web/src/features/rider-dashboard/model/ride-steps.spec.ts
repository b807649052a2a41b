import { describe, expect, it } from 'vitest';
import { cancelTexts, deliveryTitle, paymentWords, placeTitles, riderNextStep, riderStepButtons, stepDone, stepFailed } from './ride-steps';

const ride = { purpose: 'ride' as const, payment_method: 'cash' as const, payment_status: 'cash' as const, fare: 1568 };
const delivery = { purpose: 'delivery' as const, payment_method: 'order' as const, payment_status: 'order' as const, fare: 850 };
const order = { id: 41, kind: 'food_order' as const, shop: "Mama Ngozi's Kitchen", items: '1 × Jollof Rice & Chicken' };

describe('the rider’s step buttons', () => {
  it('a ride: Arrived at pickup, Start trip (with the customer’s code), Complete trip', () => {
    expect(riderStepButtons({ ...ride, actions: ['arrived', 'cancel'] })).toEqual([{ step: 'arrived', label: 'Arrived at pickup', needs: null }]);
    expect(riderStepButtons({ ...ride, actions: ['start', 'cancel'] })).toEqual([{ step: 'start', label: 'Start trip', needs: 'code' }]);
    expect(riderStepButtons({ ...ride, actions: ['complete'] })).toEqual([{ step: 'complete', label: 'Complete trip', needs: null }]);
  });

  it('a delivery: I’m at the shop, Picked up and Delivered, each of the last two with a photo and no code', () => {
    expect(riderStepButtons({ ...delivery, actions: ['arrived', 'cancel'] }).map((b) => [b.label, b.needs])).toEqual([['I’m at the shop', null]]);
    expect(riderStepButtons({ ...delivery, actions: ['start', 'cancel'] })).toEqual([{ step: 'start', label: 'Picked up', needs: 'photo' }]);
    expect(riderStepButtons({ ...delivery, actions: ['complete'] })).toEqual([{ step: 'complete', label: 'Delivered', needs: 'photo' }]);
  });

  it('shows only what the ride offers now, in the order the work happens; cancel and unknown actions are not step buttons', () => {
    expect(riderStepButtons({ ...delivery, actions: ['complete', 'arrived', 'cancel', 'accept'] }).map((b) => b.step)).toEqual(['arrived', 'complete']);
    expect(riderStepButtons({ ...ride, actions: [] })).toEqual([]);
  });

  it('a ride from an API that does not name its purpose yet stays a ride', () => {
    expect(riderStepButtons({ purpose: undefined as unknown as 'ride', actions: ['start'] })[0]!.needs).toBe('code');
  });
});

describe('what the rider reads', () => {
  it('the next step of a delivery, then of a ride', () => {
    expect(riderNextStep({ ...delivery, status: 'found' })).toBe('Go to the shop and tap "I’m at the shop".');
    expect(riderNextStep({ ...delivery, status: 'pickup' })).toMatch(/tap "Picked up" and take a photo of it sealed/);
    expect(riderNextStep({ ...delivery, status: 'ongoing' })).toMatch(/tap "Delivered" and take a photo of it at the door/);
    expect(riderNextStep({ ...delivery, status: 'completed' })).toBeNull();
    expect(riderNextStep({ ...ride, status: 'ongoing' })).toBe('Take the customer to the destination, collect ₦1,568.00 in cash, then complete the trip.');
  });

  it('what a delivery carries, and nothing for a ride', () => {
    expect(deliveryTitle({ purpose: 'delivery', order })).toBe("Delivery for Mama Ngozi's Kitchen: 1 × Jollof Rice & Chicken");
    expect(deliveryTitle({ purpose: 'delivery', order: { ...order, items: '' } })).toBe("Delivery for Mama Ngozi's Kitchen");
    expect(deliveryTitle({ purpose: 'ride', order: null })).toBeNull();
  });

  it('how the rider is paid: a delivery’s fee from the order, a ride’s cash or card', () => {
    expect(paymentWords(delivery)).toBe('You earn ₦850.00, paid from the order: no cash to collect');
    expect(paymentWords(ride)).toBe('Cash: collect it at the end');
    expect(paymentWords({ ...ride, payment_method: 'card', payment_status: 'paid' })).toBe('Card: paid');
  });

  it('names both legs for the maps links', () => {
    expect(placeTitles(delivery)).toEqual({
      pickup: 'Pickup at the shop',
      pickupMaps: 'Open the shop in Maps',
      destination: 'Drop-off',
      destinationMaps: 'Open the drop-off in Maps',
    });
    expect(placeTitles(ride).destinationMaps).toBe('Open the destination in Maps');
  });

  it('the cancel rule and the toasts follow the purpose', () => {
    expect(cancelTexts(delivery)).toMatchObject({ button: 'Cancel delivery', title: 'Give this delivery up?' });
    expect(cancelTexts(ride)).toMatchObject({ button: 'Cancel ride', title: 'Give this ride up?' });
    expect(stepDone(delivery, 'start')).toBe('Picked up. Take the package to the customer.');
    expect(stepDone(ride, 'start')).toBe('Ride started.');
    expect(stepFailed(delivery, 'complete')).toBe('Failed to mark the package delivered');
  });
});
