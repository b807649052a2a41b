import { QueueName } from './queue-names.js';

/**
 * What a payment, a refund or an escrow account is for: the kind of the lifecycle that owns the row, declared by
 * its module's subject descriptor (common/subjects.ts); the platform names none.
 */
export type SubjectKind = string;
export interface SubjectRef {
  kind: SubjectKind;
  id: number;
}

/**
 * The typed map of job names to payloads. Every job here must have exactly one `@JobHandler`,
 * or start-up fails (queue/job-registry.ts).
 */
export interface JobPayloads {
  /**
   * Send one e-mail (SMTP or the log transport). `sealedLink`: a link carrying a secret, sealed for `to`; the
   * worker opens it and adds it to `text` (never stored readable: docs/security.md "Secrets in e-mails").
   */
  'notifications.send-email': { to: string; subject: string; text: string; link?: string | null; sealedLink?: string | null };
  /**
   * Send one SMS for a notice that needs action (docs/notifications.md). `key`: the notice's delivery key, made
   * when the outbox row was written, so a retried job finds what it already sent. Never a secret or a reset link.
   */
  'notifications.send-sms': { key: string; userId: number; to: string; text: string };
  /** Send one in-app notice as a Web Push message to every device the user subscribed (`key` as for SMS). */
  'notifications.send-push': { key: string; userId: number; title: string; body: string; link: string | null; urgent?: boolean };
  /** A password reset was asked for this e-mail: if an account has it, e-mail a link (the request itself does the same work either way). */
  'auth.password-reset-requested': { email: string };
  /** Delete stored KYC files no document row refers to (failed or interrupted uploads); schedules its next run. */
  'compliance.sweep-orphan-files': { runAt: string };
  /** Delete stored attachment files no attachment row refers to (failed or interrupted uploads); schedules its next run. */
  'attachments.sweep-orphan-files': { runAt: string };
  /** Delete outbox rows dispatched more than OUTBOX_RETENTION_HOURS ago; schedules its next run. */
  'outbox.purge': { runAt: string };
  /** Place the voice call that reads a phone OTP (the code itself stays in the database, encrypted). */
  'otp.voice-call': { otpId: number };
  /** Process one stored payment-provider webhook (verify, then capture / settle). */
  'payments.process-webhook': { webhookEventId: string };
  /** A verified charge: the subject's lifecycle (found by the payment's kind) applies it (fund escrow) or it is refunded. */
  'payments.payment-captured': { paymentId: number };
  /** A transfer webhook arrived: the payout with this reference is re-checked with the provider. */
  'payouts.transfer-event': { reference: string };
  /** Send (or re-check) one refund with the payment provider until it is final. */
  'payments.refund': { refundId: number };
  /**
   * A lifecycle's timer fired (common/lifecycle-timers.ts): the machine's event by the system if it is due, else
   * scheduled again for the time left. `timer` names one of the lifecycle's declared timers.
   */
  'lifecycle.timer': { kind: SubjectKind; id: number; timer: string };
  /** A lifecycle's reminder (a declared timer that only notifies, once and only while still due); `arg` says whom or what. */
  'lifecycle.reminder': { kind: SubjectKind; id: number; timer: string; arg?: string };
  /** A domain event (common/events.ts), handed to its sinks after the transaction that wrote it committed. */
  'events.dispatch': { type: string; key?: string; payload: Record<string, unknown> };
  /** Released money of one subject becomes available to the vendor after ESCROW_PAYOUT_HOLD_MS (`orderId` is the subject's id). */
  'escrow.make-available': { orderId: number; kind?: SubjectKind };

  /** Start a payout for a vendor whose available balance reached the minimum. */
  'payouts.sweep': { vendorId: number };
  /** Hourly payout run: a sweep for every vendor with at least the minimum available and no payout in flight; schedules its next run. */
  'payouts.run': { runAt: string };
  /** Drive one payout's transfer (same reference every time) until it is final. */
  'payouts.process': { payoutId: number };
  /** A subject's 14-day review window closed: reveal whatever reviews were written and update the ratings. */
  'reviews.reveal': { kind: SubjectKind; id: number };
  /** A requested account deactivation is due (24 h after the request): deactivate unless it was cancelled. */
  'account.deactivate': { userId: number };
  /** Build one "Download my data" ZIP (docs/privacy.md). */
  'account.export': { exportId: number };
  /** A requested erasure is due: erase unless cancelled or blocked by something open (then tried again later). */
  'account.erase': { userId: number };
  /** Offer a searching ride to the next nearest online rider (docs/rides.md); `seq` is the offer it follows. */
  'rides.dispatch': { tripId: number; seq: number };
  /** Delete live events past the replay window (docs/live.md); schedules its next run. */
  'live.purge': { runAt: string };
  /** Expire data exports past their retention and delete export files no row refers to; schedules its next run. */
  'account.sweep-export-files': { runAt: string };
}

export type JobName = keyof JobPayloads;

/** Which queue each job runs on. */
export const JOB_QUEUES: { [K in JobName]: QueueName } = {
  // (An e-mail carrying a sealed link goes to Notifications: `queueOf`.)
  'notifications.send-email': QueueName.Notices,
  'notifications.send-sms': QueueName.Notices,
  'notifications.send-push': QueueName.Notices,
  'account.deactivate': QueueName.Notifications,
  'account.export': QueueName.Notifications,
  'account.erase': QueueName.Notifications,
  'account.sweep-export-files': QueueName.Notifications,
  'live.purge': QueueName.Notifications,
  'otp.voice-call': QueueName.Otp,
  'auth.password-reset-requested': QueueName.Notifications,
  'compliance.sweep-orphan-files': QueueName.Notifications,
  'attachments.sweep-orphan-files': QueueName.Notifications,
  'outbox.purge': QueueName.Notifications,
  'payments.process-webhook': QueueName.Payments,
  'payments.refund': QueueName.Payments,
  'payments.payment-captured': QueueName.Payments,
  'payouts.transfer-event': QueueName.Payouts,
  'lifecycle.timer': QueueName.Payments,
  'lifecycle.reminder': QueueName.Notifications,
  'events.dispatch': QueueName.Events,
  'escrow.make-available': QueueName.Payouts,
  'payouts.sweep': QueueName.Payouts,
  'payouts.run': QueueName.Payouts,
  'payouts.process': QueueName.Payouts,
  'reviews.reveal': QueueName.Notifications,
  'rides.dispatch': QueueName.Payments,
};

/**
 * The queue one job goes to: its name's, except an e-mail carrying a sealed link (a sign-in, verification or reset
 * link someone is waiting for), which goes to Notifications: that queue never yields to requests.
 */
export function queueOf(name: JobName, payload: unknown): QueueName {
  if (name === 'notifications.send-email' && (payload as { sealedLink?: unknown } | null)?.sealedLink) return QueueName.Notifications;
  return JOB_QUEUES[name];
}

/**
 * Jobs the outbox relay runs itself as soon as it claims their rows, instead of handing them to a queue: short,
 * idempotent hand-overs (an event to its sinks: a stored live event and a publish) for which a queue's round trips
 * cost more than the work (about half of Redis's time per order was the events queue's jobs). One that fails goes to
 * its queue, for the queue's retries and back-off; a relay that dies meanwhile leaves the rows to the next once
 * their lease ends.
 */
export const RUN_BY_RELAY: ReadonlySet<JobName> = new Set<JobName>(['events.dispatch']);

export interface EnqueueOptions {
  /** Deduplicates: a second add with the same id is ignored while the first is known. */
  jobId?: string;
  delayMs?: number;
}

/** Job names of the past, each run by the job that replaced it (rows and jobs queued before a rename still run). */
const ALIASES = new Map<string, { to: JobName; payload: (old: Record<string, unknown>) => unknown }>();

/**
 * `old` is now `to`: a queued `old` job runs `to`'s handler on `to`'s queue, its payload mapped by `payload`
 * (the same by default).
 */
export function aliasJob(old: string, to: JobName, payload: (old: Record<string, unknown>) => unknown = (p) => p) {
  if (old in JOB_QUEUES) throw new Error(`job "${old}" exists; it cannot also be an alias of "${to}"`);
  ALIASES.set(old, { to, payload });
}

/** The job a queued name and payload stand for today (themselves, or what they were renamed to). */
export function currentJob(name: string, payload: unknown): { name: JobName; payload: unknown } {
  const alias = ALIASES.get(name);
  return alias ? { name: alias.to, payload: alias.payload((payload ?? {}) as Record<string, unknown>) } : { name: name as JobName, payload };
}
