/**
 * Ledger account codes. Sign convention: an entry's amount is added to its account's balance; a
 * transaction's entries sum to zero. Money entering the platform is taken from `platform_clearing`
 * (the provider side; the only account that may go negative) and money leaving goes back to it.
 */
export const LEDGER = {
  clearing: 'platform_clearing',
  revenue: 'platform_revenue',
  /** Refunds decided and not yet confirmed by the provider. */
  refunds: 'customer_refunds',
  escrow: (orderId: number) => `escrow_held:${orderId}`,
  payable: (vendorId: number) => `vendor_payable:${vendorId}`,
  available: (vendorId: number) => `vendor_available:${vendorId}`,
  inTransit: (vendorId: number) => `payouts_in_transit:${vendorId}`,
} as const;

export type AccountKind =
  | 'platform_clearing'
  | 'platform_revenue'
  | 'customer_refunds'
  | 'escrow_held'
  | 'vendor_payable'
  | 'vendor_available'
  | 'payouts_in_transit';

const KINDS: readonly AccountKind[] = [
  'platform_clearing',
  'platform_revenue',
  'customer_refunds',
  'escrow_held',
  'vendor_payable',
  'vendor_available',
  'payouts_in_transit',
];

/** The kind and owner encoded in an account code; throws for a code that is not one of ours. */
export function describeAccount(code: string): { kind: AccountKind; vendorId: number | null; orderId: number | null; allowNegative: boolean } {
  const [prefix, id] = code.split(':');
  const kind = KINDS.find((k) => k === prefix);
  if (!kind) throw new Error(`Unknown ledger account ${code}`);
  const n = id === undefined ? null : Number(id);
  if (n !== null && !Number.isSafeInteger(n)) throw new Error(`Bad ledger account ${code}`);
  return {
    kind,
    vendorId: kind === 'vendor_payable' || kind === 'vendor_available' || kind === 'payouts_in_transit' ? n : null,
    orderId: kind === 'escrow_held' ? n : null,
    allowNegative: kind === 'platform_clearing',
  };
}

/** Idempotency keys: one per external fact. */
export const LEDGER_KEYS = {
  /** A charge captured by the provider (webhook or confirm-payment: the same fact). */
  charge: (reference: string) => `charge:${reference}`,
  /** The one settlement of an order's escrow: released to the vendor, or split by a dispute refund. */
  settle: (orderId: number) => `escrow_settle:${orderId}`,
  available: (orderId: number) => `available:${orderId}`,
  payout: (reference: string) => `payout:${reference}`,
  payoutSettled: (reference: string) => `payout_settled:${reference}`,
  payoutReturned: (reference: string) => `payout_returned:${reference}`,
  refundSettled: (refundId: number) => `refund_settled:${refundId}`,
} as const;
