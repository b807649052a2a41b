import { formatNaira } from '@/lib/format';
import type { RiderRide, RiderStep } from '../api/rider';

/*
 * What the rider reads and presses on a ride or a delivery (docs/rides.md; a delivery is an Oja rider carrying a
 * shop's order: "I'm at the shop", "Picked up" with the sealed package's photo, "Delivered" with the photo at the door).
 */

type Purpose = Pick<RiderRide, 'purpose'>;

export const isDelivery = (r: Purpose): boolean => r.purpose === 'delivery';

/** What a step needs before it is sent: the customer's start code (a ride's start), a photo (a delivery's), or nothing. */
export type StepNeeds = 'code' | 'photo' | null;

export interface RiderStepButton {
  step: Extract<RiderStep, 'arrived' | 'start' | 'complete'>;
  label: string;
  needs: StepNeeds;
}

const RIDE_BUTTONS: RiderStepButton[] = [
  { step: 'arrived', label: 'Arrived at pickup', needs: null },
  { step: 'start', label: 'Start trip', needs: 'code' },
  { step: 'complete', label: 'Complete trip', needs: null },
];
const DELIVERY_BUTTONS: RiderStepButton[] = [
  { step: 'arrived', label: 'I’m at the shop', needs: null },
  { step: 'start', label: 'Picked up', needs: 'photo' },
  { step: 'complete', label: 'Delivered', needs: 'photo' },
];

/** The step buttons the ride or delivery offers now (its `actions`), in the order the work happens; cancel is apart. */
export function riderStepButtons(r: Pick<RiderRide, 'purpose' | 'actions'>): RiderStepButton[] {
  return (isDelivery(r) ? DELIVERY_BUTTONS : RIDE_BUTTONS).filter((b) => r.actions.includes(b.step));
}

/** What to do next, in words, or null when nothing is left to do. */
export function riderNextStep(r: Pick<RiderRide, 'purpose' | 'status' | 'payment_method' | 'fare'>): string | null {
  if (isDelivery(r)) {
    if (r.status === 'found') return 'Go to the shop and tap "I’m at the shop".';
    if (r.status === 'pickup') return 'Collect the sealed package, check the seal, then tap "Picked up" and take a photo of it sealed.';
    if (r.status === 'ongoing') return 'Take the package to the customer, then tap "Delivered" and take a photo of it at the door.';
    return null;
  }
  if (r.status === 'found') return 'Go to the pickup and tap "Arrived at pickup".';
  if (r.status === 'pickup') return 'Ask the customer for their start code, then start the trip.';
  if (r.status === 'ongoing')
    return `Take the customer to the destination${r.payment_method === 'cash' ? `, collect ${formatNaira(r.fare)} in cash` : ''}, then complete the trip.`;
  return null;
}

/** "Delivery for Mama Ngozi's Kitchen: 1 × Jollof Rice & Chicken" (null for a ride). */
export function deliveryTitle(r: Pick<RiderRide, 'purpose' | 'order'>): string | null {
  if (!isDelivery(r)) return null;
  const shop = r.order?.shop?.trim() || 'a shop';
  const items = r.order?.items?.trim();
  return items ? `Delivery for ${shop}: ${items}` : `Delivery for ${shop}`;
}

/** How the rider is paid: a delivery's fee from the order, a ride's cash at the end or its card payment. */
export function paymentWords(r: Pick<RiderRide, 'purpose' | 'payment_method' | 'payment_status' | 'fare'>): string {
  if (isDelivery(r) || r.payment_method === 'order') return `You earn ${formatNaira(r.fare)}, paid from the order: no cash to collect`;
  if (r.payment_method === 'cash') return 'Cash: collect it at the end';
  return r.payment_status === 'paid' ? 'Card: paid' : 'Card: not paid yet';
}

/** The two places and the names of their "Open in Maps" links. */
export function placeTitles(r: Purpose): { pickup: string; pickupMaps: string; destination: string; destinationMaps: string } {
  return isDelivery(r)
    ? { pickup: 'Pickup at the shop', pickupMaps: 'Open the shop in Maps', destination: 'Drop-off', destinationMaps: 'Open the drop-off in Maps' }
    : { pickup: 'Pickup', pickupMaps: 'Open the pickup in Maps', destination: 'Destination', destinationMaps: 'Open the destination in Maps' };
}

/** The rule the rider reads before giving a ride up (docs/rides.md). */
export const RIDER_CANCEL_RULE =
  'The customer is told at once and can request another rider. There is no fee; a card payment goes back to the customer in full. A ride cannot be given up once the trip has started.';
/** The rule before giving a delivery up. */
export const DELIVERY_CANCEL_RULE =
  'The shop is told at once and can call another rider or deliver it itself. There is no fee. A delivery cannot be given up once you have picked the package up.';

/** The cancel button and its confirmation. */
export function cancelTexts(r: Purpose) {
  return isDelivery(r)
    ? {
        button: 'Cancel delivery',
        title: 'Give this delivery up?',
        message: DELIVERY_CANCEL_RULE,
        confirm: 'Yes, give the delivery up',
        keep: 'Keep the delivery',
      }
    : { button: 'Cancel ride', title: 'Give this ride up?', message: RIDER_CANCEL_RULE, confirm: 'Yes, give the ride up', keep: 'Keep the ride' };
}

/** The photo dialogs of a delivery's pickup (`start`) and drop-off (`complete`). */
export const DELIVERY_PHOTOS = {
  start: {
    title: 'Picked up',
    description: 'Check that the package is sealed, then take a photo of it sealed. The customer sees it and checks the seal when it arrives.',
    confirmLabel: 'Send photo: picked up',
    inputTestId: 'delivery-pickup-photo',
  },
  complete: {
    title: 'Delivered',
    description: 'Take a photo of the package at the customer’s door.',
    confirmLabel: 'Send photo: delivered',
    inputTestId: 'delivery-drop-photo',
  },
} as const;

/** Who can see a delivery's photos. */
export const DELIVERY_PHOTO_NOTE = 'Only the customer, the shop, you and the Oja team can see it.';

const DONE: Record<RiderStep, [ride: string, delivery: string]> = {
  accept: ['Ride accepted. Head to the pickup.', 'Delivery accepted. Head to the shop.'],
  decline: ['Ride declined.', 'Delivery declined.'],
  arrived: ['The customer knows you are at the pickup.', 'The shop knows you are there.'],
  start: ['Ride started.', 'Picked up. Take the package to the customer.'],
  complete: ['Ride completed.', 'Delivered. Thank you!'],
  cancel: ['Ride cancelled. The customer has been told.', 'Delivery given up. The shop has been told.'],
};
const FAILED: Record<RiderStep, [ride: string, delivery: string]> = {
  accept: ['Failed to accept the ride', 'Failed to accept the delivery'],
  decline: ['Failed to decline the ride', 'Failed to decline the delivery'],
  arrived: ['Failed to mark your arrival', 'Failed to mark your arrival at the shop'],
  start: ['Failed to start the trip', 'Failed to mark the package picked up'],
  complete: ['Failed to complete the trip', 'Failed to mark the package delivered'],
  cancel: ['Failed to cancel the ride', 'Failed to give the delivery up'],
};

/** A step's success toast (when the API says nothing) and its failure title. */
export const stepDone = (r: Purpose, step: RiderStep) => DONE[step][isDelivery(r) ? 1 : 0];
export const stepFailed = (r: Purpose, step: RiderStep) => FAILED[step][isDelivery(r) ? 1 : 0];
