import { QueueName } from './queue-names.js';

/**
 * The typed map of job names to payloads. Every job here must have exactly one `@JobHandler`,
 * or start-up fails (queue/job-registry.ts).
 */
export interface JobPayloads {
  /** Send one e-mail (SMTP or the log transport). */
  'notifications.send-email': { to: string; subject: string; text: string; link?: string | null };
  /** Place the voice call that reads a phone OTP (the code itself stays in the database, encrypted). */
  'otp.voice-call': { otpId: number };
  /** Process one stored payment-provider webhook (verify, then capture / settle). */
  'payments.process-webhook': { webhookEventId: string };
  /** Send (or re-check) one refund with the payment provider until it is final. */
  'payments.refund': { refundId: number };
  /** Cancel a service order still pending after SERVICE_ORDER_AUTO_CANCEL_MS. */
  'service-orders.auto-cancel': { orderId: number };
  /** Release the escrow of a completed, undisputed order after SERVICE_ORDER_AUTO_RELEASE_MS. */
  'service-orders.auto-release': { orderId: number };
  /** Remind the party who must act before a timer fires: the vendor to answer, the customer to confirm. */
  'service-orders.reminder': { orderId: number; kind: 'answer' | 'confirm' };
  /** Released money of one order becomes available to the vendor after ESCROW_PAYOUT_HOLD_MS. */
  'escrow.make-available': { orderId: number };
  /** Start a payout for a vendor whose available balance reached the minimum. */
  'payouts.sweep': { vendorId: number };
  /** Drive one payout's transfer (same reference every time) until it is final. */
  'payouts.process': { payoutId: number };
}

export type JobName = keyof JobPayloads;

/** Which queue each job runs on. */
export const JOB_QUEUES: { [K in JobName]: QueueName } = {
  'notifications.send-email': QueueName.Notifications,
  'otp.voice-call': QueueName.Otp,
  'payments.process-webhook': QueueName.Payments,
  'payments.refund': QueueName.Payments,
  'service-orders.auto-cancel': QueueName.Payments,
  'service-orders.auto-release': QueueName.Payments,
  'service-orders.reminder': QueueName.Notifications,
  'escrow.make-available': QueueName.Payouts,
  'payouts.sweep': QueueName.Payouts,
  'payouts.process': QueueName.Payouts,
};

export interface EnqueueOptions {
  /** Deduplicates: a second add with the same id is ignored while the first is known. */
  jobId?: string;
  delayMs?: number;
}
