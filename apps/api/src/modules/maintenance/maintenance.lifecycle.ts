import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AUTO_RELEASE_HOURS,
  HOUR_MS,
  MAINTENANCE_ANSWER_HOURS,
  maintenanceTypeLabel,
  formatKobo,
  maintenanceCancelRefundKobo,
  maintenanceRequestTransition,
  type MaintenanceAction,
  type MaintenanceEvent,
} from '@oja/shared';
import type { EffectArgs, Lifecycle, LifecycleTimer } from '../../common/lifecycle-engine.js';
import { scheduleTimer } from '../../common/lifecycle-timers.js';
import { reminderDelay } from '../../common/timer-clock.js';
import { PaidLifecycle } from '../verticals/paid-lifecycle.js';
import type { CapturedPayment } from '../payments/payment.port.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';

/** What a caller hands to the effects: the captured payment. */
export interface MaintenanceEffectContext {
  payment?: CapturedPayment;
  /** A dispute's reason (DISPUTE) and the part an admin refunds (RESOLVE_REFUND). */
  reason?: string;
  refundKobo?: number;
}

type Fx = EffectArgs<MaintenanceRequest, MaintenanceEvent, MaintenanceEffectContext>;
export const CUSTOMER_LINK = '/dashboard/user/maintenance';
export const MECHANIC_LINK = '/dashboard/mechanic/requests';
export const subjectOf = (r: Pick<MaintenanceRequest, 'id'>) => ({ kind: 'maintenance_request' as const, id: r.id });

/**
 * The maintenance-request lifecycle for the engine: the shared machine and one handler per action. The
 * ₦5,000 fee is held in escrow from capture; declined or lapsed requests are refunded in full; a cancelled
 * accepted job refunds 50 % and releases the rest; a confirmed (or 72 h old) completed job releases the fee
 * to the mechanic minus 5 %. Refunds go through the provider by outbox job, never under this lock.
 */
@Injectable()
export class MaintenanceLifecycle
  extends PaidLifecycle
  implements Lifecycle<MaintenanceRequest, MaintenanceEvent, MaintenanceAction, MaintenanceEffectContext>
{
  readonly kind = 'maintenance_request';
  readonly entity = MaintenanceRequest;
  readonly notFound = { code: 'MAINTENANCE_REQUEST_NOT_FOUND', message: 'Maintenance request not found' } as const;
  readonly codes = {
    actor: 'MAINTENANCE_WRONG_ACTOR',
    refused: 'MAINTENANCE_TRANSITION_NOT_ALLOWED',
    byEvent: {
      PAY: 'MAINTENANCE_NOT_PAYABLE',
      PAYMENT_CAPTURED: 'MAINTENANCE_NOT_PAYABLE',
      CANCEL: 'MAINTENANCE_NOT_CANCELLABLE',
      CHOOSE_MECHANIC: 'MAINTENANCE_MECHANIC_LOCKED',
    },
  } as const;

  transition(request: MaintenanceRequest, event: MaintenanceEvent, at: Date) {
    return maintenanceRequestTransition(request, event, at);
  }

  /** Names and the two ways of telling people about one request. */
  async parties(manager: EntityManager, r: MaintenanceRequest) {
    const customer = await this.users.accountOf(manager, r.userId);
    const mechanic = r.mechanicId ? await this.vendors.findPartyOf(manager, r.mechanicId) : null;
    const job = `maintenance request #${r.id} (${maintenanceTypeLabel(r.serviceType, r.serviceTypeText)}, ${r.location})`;
    return {
      job,
      customerName: customer.name,
      workshop: mechanic?.businessName ?? 'the mechanic',
      customer: this.orderNotices(manager, customer, CUSTOMER_LINK),
      mechanic: this.orderNotices(manager, mechanic?.user, MECHANIC_LINK),
    };
  }

  readonly effects = {
    notifyMechanicChosen: null,
    initiatePayment: null,
    holdEscrow: async ({ manager, subject, ctx }: Fx) => {
      if (!ctx.payment) throw new Error('holdEscrow needs the payment');
      await this.captures.settleCaptured(manager, ctx.payment, subject.mechanicId!);
      await this.schedule(manager, subject.id, 'lapse', this.env.MAINTENANCE_ANSWER_TIMEOUT_MS, MAINTENANCE_ANSWER_HOURS);
      const p = await this.parties(manager, subject);
      await p.customer(
        'Payment received',
        `Your ${formatKobo(subject.feeKobo)} commitment fee for ${p.job} is held in escrow. ${p.workshop} has ${MAINTENANCE_ANSWER_HOURS} hours to accept; otherwise you are refunded in full.`,
      );
      await p.mechanic(
        'New service request',
        `${p.customerName} asked you for ${p.job}${subject.needsTowing ? ', towing needed' : ''}: "${subject.issue.slice(0, 200)}". Accept or decline within ${MAINTENANCE_ANSWER_HOURS} hours.`,
        'action',
      );
    },
    notifyAccepted: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Mechanic accepted', `${p.workshop} accepted your ${p.job}. They will contact you to start the job.`);
    },
    refundFull: async ({ manager, subject, event }: Fx) => {
      await this.settle(manager, subject, subject.feeKobo, event.type === 'DECLINE' ? 'maintenance_declined' : 'maintenance_lapsed');
      const p = await this.parties(manager, subject);
      const why = event.type === 'DECLINE' ? `${p.workshop} declined it` : `${p.workshop} did not answer within ${MAINTENANCE_ANSWER_HOURS} hours`;
      await p.customer(
        'Request refunded',
        `Your ${p.job} was not taken: ${why}. Your ${formatKobo(subject.feeKobo)} fee will be refunded in full. You can report the issue again and choose another mechanic.`,
      );
      if (event.type === 'LAPSE') await p.mechanic('Request lapsed', `${p.job} lapsed because it was not answered within ${MAINTENANCE_ANSWER_HOURS} hours.`);
    },
    notifyStarted: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Job started', `${p.workshop} started work on your ${p.job}.`);
    },
    notifyCompleted: async ({ manager, subject }: Fx) => {
      await this.schedule(manager, subject.id, 'autoRelease', this.env.MAINTENANCE_AUTO_RELEASE_MS, AUTO_RELEASE_HOURS);
      const p = await this.parties(manager, subject);
      await p.customer(
        'Job completed: please confirm',
        `${p.workshop} marked your ${p.job} as completed. Confirm it to release the fee; it is released automatically after ${AUTO_RELEASE_HOURS} hours.`,
      );
    },
    releaseEscrow: async ({ manager, subject, event }: Fx) => {
      const { vendorKobo, feeKobo } = await this.escrow.release(manager, {
        subject: subjectOf(subject),
        vendorId: subject.mechanicId!,
        amountKobo: subject.feeKobo,
      });
      const p = await this.parties(manager, subject);
      const how =
        event.type === 'CONFIRM'
          ? `${p.customerName} confirmed the job`
          : event.type === 'RESOLVE_RELEASE'
            ? 'an administrator resolved the reported problem in your favour'
            : `the job was completed ${AUTO_RELEASE_HOURS} hours ago`;
      await p.mechanic(
        'Payment released',
        `${formatKobo(vendorKobo)} for ${p.job} (${formatKobo(subject.feeKobo)} minus the ${formatKobo(feeKobo)} platform fee) is in your payable balance: ${how}. It becomes available for payout after 24 hours.`,
      );
    },
    notifyCancelled: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Request cancelled', `Your ${p.job} was cancelled. You have not been charged.`);
    },
    refundHalf: async ({ manager, subject }: Fx) => {
      const refundKobo = maintenanceCancelRefundKobo(subject.feeKobo);
      await this.settle(manager, subject, refundKobo, 'maintenance_cancelled');
      const p = await this.parties(manager, subject);
      await p.customer(
        'Request cancelled',
        `Your ${p.job} was cancelled after ${p.workshop} accepted it. ${formatKobo(refundKobo)} (50 % of the fee) will be refunded to you.`,
      );
      await p.mechanic('Request cancelled', `${p.customerName} cancelled ${p.job}. Half of the commitment fee is released to you minus the platform fee.`);
    },
    openDispute: async ({ manager, subject, ctx }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Problem reported', `We received your report about ${p.job}. The fee stays in escrow until an administrator has looked at it.`);
      await p.mechanic(
        'Problem reported by the customer',
        `${p.customerName} reported a problem with ${p.job}: "${(ctx.reason ?? '').slice(0, 200)}". Answer it from your requests; an administrator decides.`,
        'action',
      );
    },
    refundSplit: async ({ manager, subject, ctx }: Fx) => {
      if (ctx.refundKobo === undefined) throw new Error('refundSplit needs an amount');
      await this.escrow.splitRefund(manager, {
        subject: subjectOf(subject),
        vendorId: subject.mechanicId!,
        amountKobo: subject.feeKobo,
        refundKobo: ctx.refundKobo,
      });
      if (ctx.refundKobo > 0) await this.payments.refund(manager, subjectOf(subject), ctx.refundKobo, 'dispute');
      const p = await this.parties(manager, subject);
      await p.customer('Dispute resolved: refund issued', `${formatKobo(ctx.refundKobo)} of the fee for ${p.job} will be refunded to you.`);
      await p.mechanic(
        'Dispute resolved',
        `An administrator refunded ${formatKobo(ctx.refundKobo)} of the fee for ${p.job} to the customer; the rest is released to you minus the platform fee.`,
      );
    },
  } satisfies Lifecycle<MaintenanceRequest, MaintenanceEvent, MaintenanceAction, MaintenanceEffectContext>['effects'];

  /**
   * The request's timers (run by the generic timer jobs): a paid request unanswered for 2 h lapses (full refund); a
   * completed job is released after 72 h, the customer reminded before.
   */
  readonly timers: Record<'lapse' | 'autoRelease' | 'reminder', LifecycleTimer<MaintenanceRequest>> = {
    lapse: {
      event: 'LAPSE',
      clock: (r) => ({ anchor: r.paidAt, configuredMs: this.env.MAINTENANCE_ANSWER_TIMEOUT_MS, specMs: MAINTENANCE_ANSWER_HOURS * HOUR_MS }),
    },
    autoRelease: {
      event: 'AUTO_RELEASE',
      clock: (r) => ({ anchor: r.completedAt, configuredMs: this.env.MAINTENANCE_AUTO_RELEASE_MS, specMs: AUTO_RELEASE_HOURS * HOUR_MS }),
    },
    reminder: { remind: (manager, r) => this.remind(manager, r) },
  };

  /** The jobs these timers had before the generic ones (queued then, they still fire). */
  readonly legacyTimerJobs = {
    'maintenance.lapse': { timer: 'lapse', id: (p: Record<string, unknown>) => Number(p.requestId) },
    'maintenance.auto-release': { timer: 'autoRelease', id: (p: Record<string, unknown>) => Number(p.requestId) },
    'maintenance.reminder': { timer: 'reminder', id: (p: Record<string, unknown>) => Number(p.requestId) },
  };

  /** A timer and, before an auto-release, its reminder (the spec's lead before it fires, scaled like the timer). */
  async schedule(manager: EntityManager, requestId: number, timer: 'lapse' | 'autoRelease', delayMs: number, specHours: number) {
    await scheduleTimer(this.outbox, manager, this, requestId, timer, delayMs);
    if (timer === 'autoRelease') await scheduleTimer(this.outbox, manager, this, requestId, 'reminder', reminderDelay(delayMs, specHours * HOUR_MS));
  }

  /** Reminds the customer, once and only while the job still waits for confirmation. */
  private async remind(manager: EntityManager, r: MaintenanceRequest) {
    if (r.status !== 'completed' || r.confirmReminderSentAt) return;
    await manager.update(MaintenanceRequest, { id: r.id }, { confirmReminderSentAt: new Date() });
    const p = await this.parties(manager, r);
    await p.customer('Reminder: confirm the job', `Please confirm your ${p.job}. The fee is released to ${p.workshop} automatically in about 12 hours.`);
  }

  /** Escrow split: `refundKobo` back to the customer (through the provider), the rest to the mechanic minus 5 %. */
  private async settle(manager: EntityManager, r: MaintenanceRequest, refundKobo: number, kind: string) {
    await this.escrow.splitRefund(manager, { subject: subjectOf(r), vendorId: r.mechanicId!, amountKobo: r.feeKobo, refundKobo, capKobo: r.feeKobo, kind });
    if (refundKobo > 0) await this.payments.refund(manager, subjectOf(r), refundKobo, 'cancellation');
  }
}
