import { formatNaira } from '@/lib/format';

/** Business constants of spec 000 §9 shown on the terms and refund pages. */
export const PLATFORM_FEES: [string, string][] = [
  ['Ride hailing (okada)', '5%'],
  ['Food delivery', '5%'],
  ['E-commerce', '5%'],
  ['Service apartments', '10%'],
  ['Auto maintenance', '5%'],
  ['General services', '5%'],
];

export const MINIMUM_PAYOUT = formatNaira(5000);

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
