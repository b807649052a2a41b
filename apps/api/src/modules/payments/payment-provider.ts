/**
 * The payment provider port. Two adapters implement it (Paystack, and a sandbox that serves its own
 * checkout page); configuration chooses one (PAYMENT_PROVIDER). Amounts are integer kobo.
 */

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export type ChargeStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'not_found';
export type TransferStatus = 'success' | 'failed' | 'reversed' | 'pending' | 'not_found';
export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed';

export interface InitializeInput {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
}

export interface VerifiedCharge {
  status: ChargeStatus;
  reference: string;
  amountKobo: number;
  currency: string;
  paidAt: Date | null;
}

export interface Bank {
  name: string;
  code: string;
}

export interface PaymentProvider {
  readonly name: 'paystack' | 'sandbox';
  /** Secret the webhooks of this provider are signed with (HMAC-SHA512 of the raw body). */
  readonly webhookSecret: string;
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string; accessCode: string; reference: string }>;
  verify(reference: string): Promise<VerifiedCharge>;
  listBanks(): Promise<Bank[]>;
  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string; accountNumber: string }>;
  createRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<{ recipientCode: string }>;
  /** Starts a transfer; with a reference the provider already knows, reports that transfer instead of paying twice. */
  transfer(input: {
    amountKobo: number;
    recipientCode: string;
    reference: string;
    reason: string;
  }): Promise<{ status: TransferStatus; transferCode: string | null }>;
  verifyTransfer(reference: string): Promise<{ status: TransferStatus; transferCode: string | null; amountKobo: number | null }>;
  refund(input: { reference: string; amountKobo: number }): Promise<{ refundId: string; status: RefundStatus }>;
  fetchRefund(refundId: string): Promise<{ status: RefundStatus }>;
  /** A refund already made on the charge `reference` for `amountKobo`, if any (to retry a refund safely). */
  findRefund(reference: string, amountKobo: number): Promise<{ refundId: string; status: RefundStatus } | null>;
}

/**
 * A provider call that did not work. `retryable`: a time-out, a network error or a 5xx (try again
 * later); otherwise the provider refused the request (`message` is its words, safe to show).
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Paystack's refusal of an initialize with a reference it already has (the sandbox answers the same). */
export const DUPLICATE_REFERENCE = 'Duplicate Transaction Reference';

const REFERENCE = /^[a-z0-9_-]{16,50}$/;

/** Paystack's reference rule: 16–50 characters of a-z, 0-9, '-' and '_'. */
export function isValidReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE.test(value);
}
