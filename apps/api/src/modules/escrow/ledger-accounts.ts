import { registeredSubjects, subjectDescriptor } from '../../common/subjects.js';
import type { SubjectRef } from '../../queue/jobs.js';

/** How a subject appears in account codes and keys: its descriptor's ledger prefix and its id (the first kind's bare, as always). */
export const subjectKey = (s: SubjectRef) => `${subjectDescriptor(s.kind).ledgerPrefix}${s.id}`;
/** The subject a key names (inverse of subjectKey). */
export function subjectOfKey(key: string): SubjectRef | null {
  const m = /^([a-z]*)(\d+)$/.exec(key);
  if (!m) return null;
  const kind = registeredSubjects().find((d) => d.ledgerPrefix === m[1])?.kind;
  const id = Number(m[2]);
  return kind && Number.isSafeInteger(id) ? { kind, id } : null;
}

/** The ledger's `order_id` column: the subject's id where its descriptor keeps it there (the first kind, as before). */
export const ledgerOrderId = (s: SubjectRef | null | undefined): number | null => (s && subjectDescriptor(s.kind).ledgerOrderId ? s.id : null);

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
  escrow: (subject: SubjectRef) => `escrow_held:${subjectKey(subject)}`,
  payable: (vendorId: number) => `vendor_payable:${vendorId}`,
  available: (vendorId: number) => `vendor_available:${vendorId}`,
  inTransit: (vendorId: number) => `payouts_in_transit:${vendorId}`,
  /** The commission a rider owes Oja on cash rides (the rider collected the fare): Oja's money in the rider's hand. */
  cashOwed: (vendorId: number) => `rider_cash_owed:${vendorId}`,
} as const;

export type AccountKind =
  | 'platform_clearing'
  | 'platform_revenue'
  | 'customer_refunds'
  | 'escrow_held'
  | 'vendor_payable'
  | 'vendor_available'
  | 'payouts_in_transit'
  | 'rider_cash_owed';

const KINDS: readonly AccountKind[] = [
  'platform_clearing',
  'platform_revenue',
  'customer_refunds',
  'escrow_held',
  'vendor_payable',
  'vendor_available',
  'payouts_in_transit',
  'rider_cash_owed',
];

/** The kind and owner encoded in an account code; throws for a code that is not one of ours. */
export function describeAccount(code: string): { kind: AccountKind; vendorId: number | null; orderId: number | null; allowNegative: boolean } {
  const [prefix, id] = code.split(':');
  const kind = KINDS.find((k) => k === prefix);
  if (!kind) throw new Error(`Unknown ledger account ${code}`);
  const subject = kind === 'escrow_held' && id !== undefined ? subjectOfKey(id) : null;
  const n = id === undefined || subject ? null : Number(id);
  if ((n !== null && !Number.isSafeInteger(n)) || (kind === 'escrow_held' && !subject)) throw new Error(`Bad ledger account ${code}`);
  return {
    kind,
    vendorId: kind === 'vendor_payable' || kind === 'vendor_available' || kind === 'payouts_in_transit' || kind === 'rider_cash_owed' ? n : null,
    orderId: ledgerOrderId(subject),
    allowNegative: kind === 'platform_clearing',
  };
}

/** Idempotency keys: one per external fact. */
export const LEDGER_KEYS = {
  /** A charge captured by the provider (webhook or confirm-payment: the same fact). */
  charge: (reference: string) => `charge:${reference}`,
  /** The one settlement of a subject's escrow: released to the vendor, or split by a dispute refund. */
  settle: (subject: SubjectRef) => `escrow_settle:${subjectKey(subject)}`,
  available: (subject: SubjectRef) => `available:${subjectKey(subject)}`,
  payout: (reference: string) => `payout:${reference}`,
  payoutSettled: (reference: string) => `payout_settled:${reference}`,
  payoutReturned: (reference: string) => `payout_returned:${reference}`,
  refundSettled: (refundId: number) => `refund_settled:${refundId}`,
  /** A cash ride's commission, owed by its rider (once per ride). */
  cashCommission: (subject: SubjectRef) => `cash_commission:${subjectKey(subject)}`,
  /** A refund taken back from the vendor's share after the subject's escrow was released (once per subject). */
  clawBack: (subject: SubjectRef) => `clawback:${subjectKey(subject)}`,
  /** Cash commission a rider owed, settled out of the payout `reference` (once per payout). */
  cashSettled: (reference: string) => `cash_settled:${reference}`,
} as const;
