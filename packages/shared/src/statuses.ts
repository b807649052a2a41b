/** Service order statuses. */
export const SERVICE_ORDER_STATUSES = ['pending', 'accepted', 'in_progress', 'completed', 'cancelled'] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

/** Payment status of a service order. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where the money of a service order stands. Not in the spec's wire shape; ours:
 * `none` before capture, `held` in escrow, then `released` to the vendor, `disputed`, or `refunded`.
 */
export const ESCROW_STATUSES = ['none', 'held', 'released', 'disputed', 'refunded'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

/** Apartment booking statuses, in lifecycle order. */
export const BOOKING_STATUSES = ['pending', 'processing', 'paid', 'checked_in', 'checked_out', 'completed', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Bookings whose money counts as revenue: paid and every later state that keeps it. Pending and processing were
 * never captured; cancelled and refunded gave it back (Booking Management's Total Revenue).
 */
export const BOOKING_REVENUE_STATUSES: readonly BookingStatus[] = ['paid', 'checked_in', 'checked_out', 'completed'];

/** Vendor payout statuses. */
export const PAYOUT_STATUSES = ['requested', 'processing', 'paid', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** KYC verification / compliance statuses. */
export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Who sends an event to a status machine. */
export const ACTOR_ROLES = ['customer', 'vendor', 'admin', 'system'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** Display labels; `pending` bookings read 'Pending Review'; `processing` says what it asks of the guest. */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending Review',
  processing: 'Approved — pay to confirm',
  paid: 'Paid',
  checked_in: 'Checked In',
  checked_out: 'Checked Out',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const SERVICE_ORDER_STATUS_LABELS: Readonly<Record<ServiceOrderStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Order-list tabs of customer and vendor pages: Active = accepted + in_progress, Completed = completed + cancelled. */
export const SERVICE_ORDER_TABS = {
  all: SERVICE_ORDER_STATUSES,
  pending: ['pending'],
  active: ['accepted', 'in_progress'],
  completed: ['completed', 'cancelled'],
} as const satisfies Record<string, readonly ServiceOrderStatus[]>;
export type ServiceOrderTab = keyof typeof SERVICE_ORDER_TABS;

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export const isServiceOrderStatus = (v: unknown): v is ServiceOrderStatus => isOneOf(SERVICE_ORDER_STATUSES, v);
export const isPaymentStatus = (v: unknown): v is PaymentStatus => isOneOf(PAYMENT_STATUSES, v);
export const isEscrowStatus = (v: unknown): v is EscrowStatus => isOneOf(ESCROW_STATUSES, v);
export const isBookingStatus = (v: unknown): v is BookingStatus => isOneOf(BOOKING_STATUSES, v);
export const isPayoutStatus = (v: unknown): v is PayoutStatus => isOneOf(PAYOUT_STATUSES, v);
export const isKycStatus = (v: unknown): v is KycStatus => isOneOf(KYC_STATUSES, v);
export const isActorRole = (v: unknown): v is ActorRole => isOneOf(ACTOR_ROLES, v);

/** The status a booking is displayed with: unknown values display as pending. */
export function displayBookingStatus(status: unknown): BookingStatus {
  return isBookingStatus(status) ? status : 'pending';
}
