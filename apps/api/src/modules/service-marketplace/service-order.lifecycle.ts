import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { RowWriter } from '../../common/write-batch.js';
import { serviceOrderTransition, type ServiceOrderAction, type ServiceOrderEvent } from '@oja/shared';
import type { EffectArgs, Lifecycle, LifecycleTimer } from '../../common/lifecycle-engine.js';
import { scheduleTimer } from '../../common/lifecycle-timers.js';
import { PaidLifecycle } from '../verticals/paid-lifecycle.js';
import type { CapturedPayment } from '../payments/payment.port.js';
import type { UserContact } from '../users/user.port.js';
import type { VendorParty } from '../vendors/vendor.port.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { reminderDelay, SPEC_AUTO_CANCEL_MS, SPEC_AUTO_RELEASE_MS, SPEC_REMINDER_LEAD_MS } from '../../common/timer-clock.js';
import { ORDER_NOTICES, type Notice, type OrderParties } from './service-order.notices.js';

/** What a caller hands to the effects besides the event. */
export interface OrderEffectContext {
  payment?: CapturedPayment;
  refundKobo?: number;
  reason?: string;
}

type Fx = EffectArgs<ServiceOrder, ServiceOrderEvent, OrderEffectContext>;
const CUSTOMER_LINK = '/dashboard/user/my-service-orders';
const VENDOR_LINK = '/dashboard/service-vendor/orders';

/**
 * The service-order lifecycle for the engine: the shared machine's transition and one handler per action
 * it declares. Handlers run in the transition's transaction and only post to the ledger, write outbox
 * jobs and notify.
 */
@Injectable()
export class ServiceOrderLifecycle extends PaidLifecycle implements Lifecycle<ServiceOrder, ServiceOrderEvent, ServiceOrderAction, OrderEffectContext> {
  readonly kind = 'service_order';
  readonly entity = ServiceOrder;
  readonly notFound = { code: 'ORDER_NOT_FOUND', message: 'Service order not found' } as const;
  readonly codes = {
    actor: 'ORDER_WRONG_ACTOR',
    refused: 'ORDER_TRANSITION_NOT_ALLOWED',
    byEvent: { PAY: 'ORDER_NOT_PAYABLE', PAYMENT_CAPTURED: 'ORDER_NOT_PAYABLE', DISPUTE: 'ORDER_NOT_DISPUTABLE', CANCEL: 'ORDER_NOT_CANCELLABLE' },
  } as const;

  /**
   * The order's timers (run by the generic timer jobs): 48 h auto-cancel of a pending order, 72 h auto-release of
   * a completed one, and the reminders before each — the vendor to answer, the customer to confirm.
   */
  readonly timers: Record<'autoCancel' | 'autoRelease' | 'reminder', LifecycleTimer<ServiceOrder>> = {
    autoCancel: {
      event: 'AUTO_CANCEL',
      clock: (o) => ({ anchor: o.createdAt, configuredMs: this.env.SERVICE_ORDER_AUTO_CANCEL_MS, specMs: SPEC_AUTO_CANCEL_MS }),
    },
    autoRelease: {
      event: 'AUTO_RELEASE',
      clock: (o) => ({ anchor: o.completedAt, configuredMs: this.env.SERVICE_ORDER_AUTO_RELEASE_MS, specMs: SPEC_AUTO_RELEASE_MS }),
    },
    reminder: { remind: (manager, order, kind) => this.remind(manager, order, kind === 'answer' ? 'answer' : 'confirm') },
  };

  /** The jobs these timers had before the generic ones (queued then, they still fire). */
  readonly legacyTimerJobs = {
    'service-orders.auto-cancel': { timer: 'autoCancel', id: (p: Record<string, unknown>) => Number(p.orderId) },
    'service-orders.auto-release': { timer: 'autoRelease', id: (p: Record<string, unknown>) => Number(p.orderId) },
    'service-orders.reminder': {
      timer: 'reminder',
      id: (p: Record<string, unknown>) => Number(p.orderId),
      arg: (p: Record<string, unknown>) => String(p.kind),
    },
  };

  /** A new order's 48 h auto-cancel and the vendor's reminder before it, written with the order. */
  async scheduleAnswerTimers(writer: RowWriter, orderId: number) {
    const delay = this.env.SERVICE_ORDER_AUTO_CANCEL_MS;
    await scheduleTimer(this.outbox, writer, this, orderId, 'autoCancel', delay);
    await scheduleTimer(this.outbox, writer, this, orderId, 'reminder', reminderDelay(delay, SPEC_AUTO_CANCEL_MS), 'answer');
  }

  /** Reminds the party who must act, once, and only while they still must. */
  private async remind(manager: EntityManager, order: ServiceOrder, kind: 'answer' | 'confirm') {
    const due =
      kind === 'answer'
        ? order.status === 'pending' && !order.answerReminderSentAt
        : order.status === 'completed' && order.escrowStatus === 'held' && !order.confirmReminderSentAt;
    if (!due) return;
    const p = await this.parties(manager, order);
    const hours = Math.round(SPEC_REMINDER_LEAD_MS / 3_600_000);
    if (kind === 'answer') {
      await manager.update(ServiceOrder, { id: order.id }, { answerReminderSentAt: new Date() });
      await p.vendor(ORDER_NOTICES.remindVendor(p.names, hours));
    } else {
      await manager.update(ServiceOrder, { id: order.id }, { confirmReminderSentAt: new Date() });
      await p.customer(ORDER_NOTICES.remindCustomer(p.names, hours));
    }
  }

  transition(order: ServiceOrder, event: ServiceOrderEvent, at: Date) {
    return serviceOrderTransition(order, event, at);
  }

  /**
   * Who an order concerns and how to tell them: the names a notice needs, and a notice function per party. The
   * customer, vendor (with its user) and pricing in `known` (already loaded by the caller) are not read again;
   * `writer` is where the notices go (the manager, or a `WriteBatch` on it).
   */
  async parties(
    manager: EntityManager,
    order: ServiceOrder,
    known: { customer?: UserContact; vendor?: VendorParty; pricing?: ServicePricing } = {},
    writer: RowWriter = manager,
  ) {
    const customer = known.customer ?? (await this.users.accountOf(manager, order.userId));
    const vendor = known.vendor?.user ? known.vendor : await this.vendors.partyOf(manager, order.vendorId);
    const pricing = known.pricing ?? (await manager.findOneBy(ServicePricing, { id: order.servicePricingId }));
    const names: OrderParties = {
      orderId: order.id,
      title: pricing?.title ?? 'service',
      business: vendor.businessName,
      customerName: customer.name,
      amountKobo: order.totalAmountKobo,
    };
    const tell = (user: UserContact, link: string) => (n: Notice) =>
      this.notifications.notify(
        manager,
        {
          userId: user.id,
          email: user.email,
          title: n.title,
          body: n.body,
          link,
          preferences: user.notificationPreferences,
          phone: user.phone,
          action: n.action,
        },
        writer,
      );
    return { names, customer: tell(customer, CUSTOMER_LINK), vendor: tell(vendor.user!, VENDOR_LINK) };
  }

  readonly effects = {
    requestPayment: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer(ORDER_NOTICES.accepted(p.names));
    },
    // The checkout itself is started by the payments use case, after this transaction.
    initiatePayment: null,
    holdEscrow: async ({ manager, subject, ctx }: Fx) => {
      if (!ctx.payment) throw new Error('holdEscrow needs the payment');
      await this.captures.settleCaptured(manager, ctx.payment, subject.vendorId);
      const p = await this.parties(manager, subject);
      await p.vendor(ORDER_NOTICES.paidToVendor(p.names));
      await p.customer(ORDER_NOTICES.paidToCustomer(p.names));
    },
    notifyCancelled: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      if (subject.cancelledBy === 'customer') await p.vendor(ORDER_NOTICES.cancelledByCustomer(p.names));
      else if (subject.cancelledBy === 'vendor') await p.customer(ORDER_NOTICES.declined(p.names));
      else {
        await p.customer(ORDER_NOTICES.expired(p.names));
        await p.vendor(ORDER_NOTICES.expired(p.names));
      }
    },
    notifyStarted: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer(ORDER_NOTICES.started(p.names));
    },
    scheduleAutoRelease: async ({ manager, subject }: Fx) => {
      const delay = this.env.SERVICE_ORDER_AUTO_RELEASE_MS;
      await scheduleTimer(this.outbox, manager, this, subject.id, 'autoRelease', delay);
      await scheduleTimer(this.outbox, manager, this, subject.id, 'reminder', reminderDelay(delay, SPEC_AUTO_RELEASE_MS), 'confirm');
      const p = await this.parties(manager, subject);
      await p.customer(ORDER_NOTICES.completed(p.names));
    },
    releaseEscrow: async ({ manager, subject }: Fx) => {
      const { vendorKobo, feeKobo } = await this.escrow.release(manager, {
        subject: { kind: 'service_order', id: subject.id },
        vendorId: subject.vendorId,
        amountKobo: subject.totalAmountKobo,
      });
      const p = await this.parties(manager, subject);
      await p.vendor(ORDER_NOTICES.released(p.names, vendorKobo, feeKobo));
    },
    // The dispute's row and the admins' notices are the disputes module's, in this transaction (service-order.disputes.ts).
    openDispute: async ({ manager, subject, ctx }: Fx) => {
      const reason = ctx.reason ?? '';
      const p = await this.parties(manager, subject);
      await p.vendor(ORDER_NOTICES.disputedToVendor(p.names, reason));
      await p.customer(ORDER_NOTICES.disputedToCustomer(p.names));
    },
    refundPayment: async ({ manager, subject, ctx }: Fx) => {
      const refundKobo = ctx.refundKobo;
      if (refundKobo === undefined) throw new Error('refundPayment needs an amount');
      const ref = { kind: 'service_order' as const, id: subject.id };
      const { vendorKobo } = await this.escrow.splitRefund(manager, {
        subject: ref,
        vendorId: subject.vendorId,
        amountKobo: subject.totalAmountKobo,
        refundKobo,
      });
      await this.payments.refund(manager, ref, refundKobo, 'dispute');
      const p = await this.parties(manager, subject);
      await p.customer(ORDER_NOTICES.refundToCustomer(p.names, refundKobo));
      await p.vendor(ORDER_NOTICES.refundToVendor(p.names, refundKobo, vendorKobo));
    },
  } satisfies Lifecycle<ServiceOrder, ServiceOrderEvent, ServiceOrderAction, OrderEffectContext>['effects'];
}
