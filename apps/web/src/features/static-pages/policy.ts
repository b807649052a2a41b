import { FEE_RATES, formatKobo, MIN_PAYOUT_KOBO, REFUND_CAP_PERCENT, type Vertical } from '@oja/shared';

const percent = (vertical: Vertical) => `${Math.round(FEE_RATES[vertical] * 100)}%`;

/** Platform fees, from the shared fee table. */
export const PLATFORM_FEES: [string, string][] = [
  ['Ride hailing (okada)', percent('ride')],
  ['Food delivery', percent('food')],
  ['E-commerce', percent('shop')],
  ['Service apartments', percent('apartment')],
  ['Auto maintenance', percent('maintenance')],
  ['General services', percent('service')],
];

export const MINIMUM_PAYOUT = formatKobo(MIN_PAYOUT_KOBO);
export const REFUND_CAP = `${REFUND_CAP_PERCENT}%`;

export const REFUND_WINDOWS: [string, string][] = [
  ['Rides', '24 hours'],
  ['Food delivery', '2 hours'],
  ['E-commerce', '48 hours'],
  ['Apartment check-in issues', '2 hours'],
  ['Disputes', '48 hours'],
];

export const APARTMENT_CANCELLATION: [string, string][] = [
  ['7 or more days before check-in', '50% refund'],
  ['3-6 days before check-in', '25% refund'],
  ['Less than 3 days before check-in', 'No refund'],
  ['No-show', 'No refund'],
];
