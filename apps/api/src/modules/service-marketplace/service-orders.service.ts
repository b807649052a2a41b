import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import {
  formatKobo,
  lagosDateString,
  maxRefundKobo,
  nairaToKobo,
  serviceOrderTransition,
  validateServiceOrder,
  type ActorRole,
  type ServiceOrderAction,
  type ServiceOrderEvent,
} from '@oja/shared';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { isVendorLive } from '../users/user.presenter.js';
import { User } from '../users/entities/user.entity.js';
import { Vendor } from '../vendors/entities/vendor.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import { RefundsService } from '../payments/refunds.service.js';
import { Dispute } from '../disputes/entities/dispute.entity.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { orderState, OrderViewer, presentServiceOrder } from './service-order.presenter.js';
import { reminderDelay, SPEC_AUTO_CANCEL_MS, SPEC_AUTO_RELEASE_MS, SPEC_REMINDER_LEAD_MS, timerNow } from './service-order-clock.js';
import type { CreateServiceOrderDto, VendorStatusValue } from './dto/service-order.dto.js';

const RELATIONS = { user: true, servicePricing: true, serviceVendor: { vendor: { user: true } }, dispute: true } as const;

/** What a capture attempt came to. */
export type CaptureOutcome = 'captured' | 'already' | 'refunded' | 'pending' | 'failed' | 'abandoned' | 'mismatch' | 'unknown';

interface EffectContext {
  actor: ActorRole;
  payment?: Payment;
  refundKobo?: number;
  reason?: string;
}

const VENDOR_EVENTS: Record<VendorStatusValue, 'ACCEPT' | 'START' | 'COMPLETE' | 'DECLINE'> = {
  accepted: 'ACCEPT',
  in_progress: 'START',
  completed: 'COMPLETE',
  cancelled: 'DECLINE',
};

const fieldError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/**
 * Service-order use cases. Each one locks the order row, asks the shared machine whether the event is
 * allowed (403 for the wrong actor, 409 otherwise), saves the next state and performs the machine's
 * actions — ledger postings, jobs and notifications — in the same transaction.
 */
@Injectable()
export class ServiceOrdersService {
  private readonly logger = new Logger('ServiceOrders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly escrow: EscrowService,
    private readonly payments: PaymentsService,
    private readonly refunds: RefundsService,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  // ── reading ────────────────────────────────────────────────────────────────────────────────

  /** Orders as `viewer` sees them (relations, latest payment reference, timers). */
  async present(orders: ServiceOrder[], viewer: OrderViewer) {
    const ids = orders.map((o) => o.id);
    const payments = ids.length
      ? await this.dataSource.getRepository(Payment).find({ where: { orderId: In(ids), status: In(['pending', 'success']) }, order: { id: 'ASC' } })
      : [];
    const refOf = (orderId: number) => {
      const mine = payments.filter((p) => p.orderId === orderId);
      return (mine.find((p) => p.status === 'success') ?? mine[mine.length - 1])?.reference ?? null;
    };
    const now = new Date();
    return orders.map((o) =>
      presentServiceOrder(
        o,
        viewer,
        {
          paymentReference: refOf(o.id),
          autoReleaseAt: o.completedAt ? new Date(o.completedAt.getTime() + this.env.SERVICE_ORDER_AUTO_RELEASE_MS) : null,
        },
        now,
      ),
    );
  }

  async presentOne(id: number, viewer: OrderViewer) {
    const order = await this.dataSource.getRepository(ServiceOrder).findOneOrFail({ where: { id }, relations: RELATIONS });
    return (await this.present([order], viewer))[0]!;
  }

  listForCustomer(user: User) {
    return this.dataSource.getRepository(ServiceOrder).find({ where: { userId: user.id }, relations: RELATIONS, order: { id: 'DESC' } });
  }

  listForVendor(user: User) {
    return this.dataSource.getRepository(ServiceOrder).find({ where: { vendorId: user.vendor!.id }, relations: RELATIONS, order: { id: 'DESC' } });
  }

  async getForCustomer(user: User, id: number) {
    const order = await this.dataSource.getRepository(ServiceOrder).findOne({ where: { id, userId: user.id }, relations: RELATIONS });
    if (!order) throw new NotFoundException('Service order not found');
    return order;
  }

  // ── the machine ────────────────────────────────────────────────────────────────────────────

  /** Locks one order (of this customer or vendor, when given); anyone else's is "not found". */
  private async lock(manager: EntityManager, id: number, owner: { userId?: number; vendorId?: number } = {}): Promise<ServiceOrder> {
    const order = await manager.findOne(ServiceOrder, { where: { id, ...owner }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw new NotFoundException('Service order not found');
    return order;
  }

  /** Applies `event` through the shared machine and saves; a refusal is 403 (actor) or 409 with the machine's message. */
  private async apply(manager: EntityManager, order: ServiceOrder, event: ServiceOrderEvent): Promise<ServiceOrderAction[]> {
    const result = serviceOrderTransition(orderState(order), event);
    if (!result.ok) {
      if (result.reason === 'actor') throw new ForbiddenException(result.message);
      throw new ConflictException(result.message);
    }
    const now = new Date();
    order.status = result.next.status;
    order.paymentStatus = result.next.payment_status;
    order.escrowStatus = result.next.escrow;
    order.completedAt = result.next.completed_at;
    order.vendorResponse = result.next.vendor_response;
    switch (event.type) {
      case 'ACCEPT':
        order.acceptedAt = now;
        break;
      case 'DECLINE':
      case 'CANCEL':
      case 'AUTO_CANCEL':
        order.cancelledAt = now;
        order.cancelledBy = event.type === 'DECLINE' ? 'vendor' : event.type === 'CANCEL' ? 'customer' : 'system';
        break;
      case 'PAYMENT_CAPTURED':
        order.paidAt = now;
        break;
      case 'START':
        order.startedAt = now;
        break;
      case 'CONFIRM_SATISFACTION':
      case 'AUTO_RELEASE':
      case 'RESOLVE_RELEASE':
        order.releasedAt = now;
        break;
      case 'RESOLVE_REFUND':
      case 'REFUND':
        order.refundedAt = now;
        break;
    }
    if (event.type === 'COMPLETE') order.completedAt = now;
    await manager.save(order);
    return result.actions;
  }

  private async parties(manager: EntityManager, order: ServiceOrder) {
    const customer = await manager.findOneByOrFail(User, { id: order.userId });
    const vendor = await manager.findOneOrFail(Vendor, { where: { id: order.vendorId }, relations: { user: true } });
    const pricing = await manager.findOneBy(ServicePricing, { id: order.servicePricingId });
    return { customer, vendorUser: vendor.user!, business: vendor.businessName, title: pricing?.title ?? 'service' };
  }

  /** The side effects the machine asked for, in its order, in the same transaction. */
  private async effects(manager: EntityManager, order: ServiceOrder, actions: ServiceOrderAction[], ctx: EffectContext) {
    if (!actions.length) return;
    const p = await this.parties(manager, order);
    const amount = formatKobo(order.totalAmountKobo);
    const toCustomer = (title: string, body: string) =>
      this.notifications.notify(manager, { userId: p.customer.id, email: p.customer.email, title, body, link: '/dashboard/user/my-service-orders' });
    const toVendor = (title: string, body: string) =>
      this.notifications.notify(manager, { userId: p.vendorUser.id, email: p.vendorUser.email, title, body, link: '/dashboard/service-vendor/orders' });

    for (const action of actions) {
      switch (action) {
        case 'requestPayment':
          await toCustomer('Your service request was accepted', `${p.business} accepted order #${order.id} (${p.title}). Pay ${amount} to confirm it; the money is held in escrow until you confirm the work is done.`);
          break;
        case 'initiatePayment':
          break; // the checkout itself is started by pay(), which needs its answer
        case 'holdEscrow': {
          if (!ctx.payment) throw new Error('holdEscrow needs the payment');
          await this.escrow.fund(manager, { reference: ctx.payment.reference, orderId: order.id, vendorId: order.vendorId, amountKobo: order.totalAmountKobo });
          await manager.update(Payment, { id: ctx.payment.id }, { status: 'success', paidAt: ctx.payment.paidAt ?? new Date() });
          await toVendor('Payment received: you can start', `${amount} for order #${order.id} (${p.title}) is held in escrow. Start the work when you are ready.`);
          await toCustomer('Payment received', `Your payment of ${amount} for order #${order.id} is held in escrow until you confirm the work is done.`);
          break;
        }
        case 'notifyCancelled':
          if (order.cancelledBy === 'customer') await toVendor('Order cancelled', `The customer cancelled order #${order.id} (${p.title}).`);
          else if (order.cancelledBy === 'vendor') await toCustomer('Service request declined', `${p.business} declined order #${order.id} (${p.title}). You have not been charged.`);
          else {
            const body = `Order #${order.id} (${p.title}) was cancelled because the vendor did not answer in time. Nobody was charged.`;
            await toCustomer('Order cancelled', body);
            await toVendor('Order cancelled', body);
          }
          break;
        case 'notifyStarted':
          await toCustomer('Work has started', `${p.business} started work on order #${order.id} (${p.title}).`);
          break;
        case 'scheduleAutoRelease': {
          const delay = this.env.SERVICE_ORDER_AUTO_RELEASE_MS;
          await this.outbox.add(manager, 'service-orders.auto-release', { orderId: order.id }, { delayMs: delay });
          await this.outbox.add(manager, 'service-orders.reminder', { orderId: order.id, kind: 'confirm' }, { delayMs: reminderDelay(delay, SPEC_AUTO_RELEASE_MS) });
          await toCustomer(
            'Work completed: please confirm',
            `${p.business} marked order #${order.id} (${p.title}) as completed. Confirm to release the payment, or open a dispute within 48 hours. Otherwise the payment is released automatically after 72 hours.`,
          );
          break;
        }
        case 'releaseEscrow': {
          const { vendorKobo, feeKobo } = await this.escrow.release(manager, { orderId: order.id, vendorId: order.vendorId, amountKobo: order.totalAmountKobo });
          await toVendor(
            'Payment released',
            `${formatKobo(vendorKobo)} for order #${order.id} (${amount} minus the ${formatKobo(feeKobo)} platform fee) is in your payable balance. It becomes available for payout after 24 hours.`,
          );
          break;
        }
        case 'openDispute': {
          await manager.insert(Dispute, { orderId: order.id, userId: order.userId, vendorId: order.vendorId, reason: ctx.reason ?? '', status: 'open' });
          await toVendor('Order disputed', `The customer disputed order #${order.id} (${p.title}): "${ctx.reason}". The payment stays in escrow until an administrator resolves it.`);
          await toCustomer('Dispute opened', `Your dispute of order #${order.id} was received. The payment stays in escrow until an administrator resolves it (3-5 business days).`);
          if (this.env.ADMIN_EMAIL) {
            await this.outbox.add(manager, 'notifications.send-email', {
              to: this.env.ADMIN_EMAIL,
              subject: `Dispute opened on service order #${order.id}`,
              text: `${p.customer.name} disputed order #${order.id} with ${p.business} (${amount}): ${ctx.reason}`,
              link: new URL('/admin/dashboard', this.env.APP_URL).toString(),
            });
          }
          break;
        }
        case 'refundPayment': {
          const refundKobo = ctx.refundKobo;
          if (refundKobo === undefined) throw new ConflictException('A refund amount is needed to refund this order');
          const payment = await manager.findOneBy(Payment, { orderId: order.id, status: 'success' });
          if (!payment) throw new ConflictException('This order has no captured payment to refund');
          const { vendorKobo } = await this.escrow.splitRefund(manager, { orderId: order.id, vendorId: order.vendorId, amountKobo: order.totalAmountKobo, refundKobo });
          await this.refunds.create(manager, { paymentId: payment.id, orderId: order.id, userId: order.userId, amountKobo: refundKobo, reason: 'dispute' });
          await toCustomer('Dispute resolved: refund', `${formatKobo(refundKobo)} of your payment for order #${order.id} will be refunded to you.`);
          await toVendor('Dispute resolved', `Order #${order.id}: ${formatKobo(refundKobo)} was refunded to the customer; ${formatKobo(vendorKobo)} (after the platform fee) is in your payable balance.`);
          break;
        }
      }
    }
  }

  // ── customer ───────────────────────────────────────────────────────────────────────────────

  async create(user: User, dto: CreateServiceOrderDto): Promise<number> {
    if (user.userType !== 'user') throw new ForbiddenException('Only customers can book services.');
    const errors = validateServiceOrder({ service_pricing_id: dto.service_pricing_id, deadline: dto.deadline, requirements: dto.requirements }, new Date());
    if (errors.deadline) throw fieldError('deadline', errors.deadline);
    if (errors.requirements) throw fieldError('requirements', errors.requirements);
    const deadline = lagosDateString(dto.deadline);
    return this.dataSource.transaction(async (manager) => {
      const sv = await manager.findOne(ServiceVendor, { where: { id: dto.service_vendor_id }, relations: { vendor: { user: true } } });
      if (!sv || !sv.vendor?.user || !isVendorLive(sv.vendor, sv.vendor.user)) throw fieldError('service_vendor_id', 'This service provider is not available');
      const pricing = await manager.findOneBy(ServicePricing, { id: dto.service_pricing_id, deletedAt: IsNull() });
      if (!pricing || pricing.serviceVendorId !== sv.id) throw fieldError('service_pricing_id', 'The selected service is not offered by this provider');
      const order = await manager.save(
        manager.create(ServiceOrder, {
          userId: user.id,
          serviceVendorId: sv.id,
          vendorId: sv.vendorId,
          servicePricingId: pricing.id,
          totalAmountKobo: pricing.priceKobo,
          deadline,
          requirements: dto.requirements,
          status: 'pending',
          paymentStatus: 'pending',
          escrowStatus: 'none',
        }),
      );
      const delay = this.env.SERVICE_ORDER_AUTO_CANCEL_MS;
      await this.outbox.add(manager, 'service-orders.auto-cancel', { orderId: order.id }, { delayMs: delay });
      await this.outbox.add(manager, 'service-orders.reminder', { orderId: order.id, kind: 'answer' }, { delayMs: reminderDelay(delay, SPEC_AUTO_CANCEL_MS) });
      await this.notifications.notify(manager, {
        userId: sv.vendor.user.id,
        email: sv.vendor.user.email,
        title: 'New service request',
        body: `${user.name} requested "${pricing.title}" (${formatKobo(pricing.priceKobo)}) by ${deadline}. Accept or decline it within 48 hours.`,
        link: '/dashboard/service-vendor/orders',
      });
      return order.id;
    });
  }

  cancel(user: User, id: number) {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, id, { userId: user.id });
      await this.effects(manager, order, await this.apply(manager, order, { type: 'CANCEL', actor: 'customer' }), { actor: 'customer' });
    });
  }

  /** Starts (or hands out again) the checkout of an accepted, unpaid order. A free order is paid at once. */
  pay(user: User, id: number): Promise<{ paymentUrl: string; reference: string }> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, id, { userId: user.id });
      await this.apply(manager, order, { type: 'PAY', actor: 'customer' });
      if (order.totalAmountKobo === 0) {
        const payment = await manager.save(
          manager.create(Payment, { reference: this.payments.newReference(order.id), orderId: order.id, userId: user.id, amountKobo: 0, provider: this.payments.providerName, status: 'pending', paidAt: new Date() }),
        );
        await this.effects(manager, order, await this.apply(manager, order, { type: 'PAYMENT_CAPTURED', actor: 'system' }), { actor: 'system', payment });
        const url = new URL(`/payment-success?${new URLSearchParams({ reference: payment.reference, order_id: String(order.id) })}`, this.env.APP_URL);
        return { paymentUrl: url.toString(), reference: payment.reference };
      }
      const pricing = await manager.findOneBy(ServicePricing, { id: order.servicePricingId });
      return this.payments.checkout(manager, {
        orderId: order.id,
        userId: user.id,
        email: user.email,
        amountKobo: order.totalAmountKobo,
        description: `Oja service order #${order.id}: ${pricing?.title ?? 'service'}`,
      });
    });
  }

  /** The customer's "I have paid": verifies with the provider and captures once; calling it again changes nothing. */
  async confirmPayment(user: User, id: number, reference: string) {
    await this.getForCustomer(user, id);
    const payment = await this.dataSource.getRepository(Payment).findOneBy({ reference, orderId: id, userId: user.id });
    if (!payment) throw new NotFoundException('Payment not found for this order');
    const outcome = await this.capture(reference);
    switch (outcome) {
      case 'captured':
      case 'already':
        return outcome;
      case 'refunded':
        throw new ConflictException('This order had already been paid, or can no longer be paid; this payment will be refunded to you in full.');
      case 'mismatch':
        throw new ConflictException('The amount paid does not match this order. Our team has been notified and will contact you.');
      case 'failed':
      case 'abandoned':
        throw new ConflictException('This payment was not successful. Please try again.');
      default:
        throw new ConflictException('This payment has not been completed yet.');
    }
  }

  /**
   * Captures a charge once, whoever reports it (webhook job or confirm-payment): verify with the provider
   * (status, amount, currency), then under the order's lock apply PAYMENT_CAPTURED and fund escrow. A
   * verified charge the order cannot take is owed back in full and refunded.
   */
  async capture(reference: string): Promise<CaptureOutcome> {
    const payments = this.dataSource.getRepository(Payment);
    const known = await payments.findOneBy({ reference });
    if (!known) return 'unknown';
    if (known.status === 'success' || known.status === 'refunded') return 'already';
    // A declined charge or one that did not match is final for its reference (abandoned ones may still be paid).
    if (known.status === 'failed') return known.failureReason?.startsWith('amount_mismatch') ? 'mismatch' : 'failed';
    const charge = await this.payments.verify(reference);
    if (charge.status === 'pending' || charge.status === 'not_found') return 'pending';
    if (charge.status === 'failed' || charge.status === 'abandoned') {
      await payments.update({ id: known.id, status: 'pending' }, { status: charge.status });
      return charge.status;
    }
    if (charge.amountKobo !== known.amountKobo || charge.currency !== known.currency) {
      this.logger.error(`payment ${reference}: provider reports ${charge.amountKobo} ${charge.currency}, expected ${known.amountKobo} ${known.currency}; not credited`);
      return this.dataSource.transaction(async (manager) => {
        const locked = await manager.findOne(Payment, { where: { id: known.id }, lock: { mode: 'pessimistic_write' } });
        if (locked?.status !== 'pending') return locked?.status === 'failed' ? 'mismatch' : 'already';
        await manager.update(Payment, { id: known.id }, { status: 'failed', failureReason: `amount_mismatch: paid ${charge.amountKobo} ${charge.currency}` });
        if (this.env.ADMIN_EMAIL) {
          await this.outbox.add(manager, 'notifications.send-email', {
            to: this.env.ADMIN_EMAIL,
            subject: `Payment ${reference} does not match its order`,
            text: `The provider reports ${charge.amountKobo} kobo ${charge.currency} for payment ${reference} of order #${known.orderId}; ${known.amountKobo} kobo ${known.currency} was expected. It was not credited.`,
          });
        }
        return 'mismatch' as const;
      });
    }
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, known.orderId);
      const payment = await manager.findOneOrFail(Payment, { where: { id: known.id }, lock: { mode: 'pessimistic_write' } });
      if (payment.status === 'success' || payment.status === 'refunded') return 'already' as const;
      payment.paidAt = charge.paidAt ?? new Date();
      const result = serviceOrderTransition(orderState(order), { type: 'PAYMENT_CAPTURED', actor: 'system' });
      if (!result.ok) {
        // The money was taken but the order cannot take it (paid through another checkout, or no longer payable).
        await this.escrow.owePayerBack(manager, { reference, orderId: order.id, amountKobo: payment.amountKobo });
        await manager.update(Payment, { id: payment.id }, { status: 'refunded', paidAt: payment.paidAt, failureReason: `order_not_payable: ${result.message}`.slice(0, 200) });
        await this.refunds.create(manager, { paymentId: payment.id, orderId: order.id, userId: payment.userId, amountKobo: payment.amountKobo, reason: 'unmatched_payment' });
        return 'refunded' as const;
      }
      await this.effects(manager, order, await this.apply(manager, order, { type: 'PAYMENT_CAPTURED', actor: 'system' }), { actor: 'system', payment });
      return 'captured' as const;
    });
  }

  confirmCompletion(user: User, id: number) {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, id, { userId: user.id });
      await this.effects(manager, order, await this.apply(manager, order, { type: 'CONFIRM_SATISFACTION', actor: 'customer' }), { actor: 'customer' });
    });
  }

  dispute(user: User, id: number, reason: string) {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, id, { userId: user.id });
      const actions = await this.apply(manager, order, { type: 'DISPUTE', actor: 'customer', now: new Date(), reason });
      await this.effects(manager, order, actions, { actor: 'customer', reason });
    });
  }

  // ── vendor ─────────────────────────────────────────────────────────────────────────────────

  accept(user: User, id: number, response: string | null | undefined) {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, id, { vendorId: user.vendor!.id });
      await this.effects(manager, order, await this.apply(manager, order, { type: 'ACCEPT', actor: 'vendor', response: response ?? null }), { actor: 'vendor' });
    });
  }

  setStatus(user: User, id: number, status: VendorStatusValue) {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, id, { vendorId: user.vendor!.id });
      const type = VENDOR_EVENTS[status];
      const event: ServiceOrderEvent = type === 'COMPLETE' ? { type, actor: 'vendor', now: new Date() } : type === 'ACCEPT' ? { type, actor: 'vendor', response: null } : { type, actor: 'vendor' };
      await this.effects(manager, order, await this.apply(manager, order, event), { actor: 'vendor' });
    });
  }

  // ── admin ──────────────────────────────────────────────────────────────────────────────────

  async resolveDispute(adminId: number, disputeId: number, resolution: 'release' | 'refund', refundAmount: number | string | undefined, note: string) {
    const found = await this.dataSource.getRepository(Dispute).findOneBy({ id: disputeId });
    if (!found) throw new NotFoundException('Dispute not found');
    await this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, found.orderId);
      const dispute = await manager.findOneOrFail(Dispute, { where: { id: disputeId }, lock: { mode: 'pessimistic_write' } });
      if (dispute.status !== 'open') throw new ConflictException('This dispute has already been resolved');
      let refundKobo: number | undefined;
      if (resolution === 'refund') {
        const cap = maxRefundKobo(order.totalAmountKobo);
        refundKobo = refundAmount === undefined ? cap : nairaToKobo(refundAmount);
        if (refundKobo <= 0 || refundKobo > cap) throw fieldError('refund_amount', `The refund must be more than ₦0 and at most ${formatKobo(cap)} (50% of the payment)`);
      }
      const event: ServiceOrderEvent = resolution === 'release' ? { type: 'RESOLVE_RELEASE', actor: 'admin' } : { type: 'RESOLVE_REFUND', actor: 'admin' };
      const actions = await this.apply(manager, order, event);
      await this.effects(manager, order, actions, { actor: 'admin', refundKobo });
      await manager.update(Dispute, { id: disputeId }, { status: 'resolved', resolution, refundAmountKobo: refundKobo ?? null, note, resolvedByAdminId: adminId, resolvedAt: new Date() });
      if (resolution === 'release') {
        const p = await this.parties(manager, order);
        await this.notifications.notify(manager, {
          userId: p.customer.id,
          email: p.customer.email,
          title: 'Dispute resolved',
          body: `Your dispute of order #${order.id} was reviewed and the payment was released to ${p.business}. Note from the administrator: ${note}`,
          link: '/dashboard/user/my-service-orders',
        });
      }
    });
    return found.orderId;
  }

  // ── timers (jobs) ──────────────────────────────────────────────────────────────────────────

  /** Idempotent: does nothing unless the order is still pending and the timer is due. */
  async autoCancel(orderId: number) {
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(ServiceOrder, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || order.status !== 'pending') return;
      const configured = this.env.SERVICE_ORDER_AUTO_CANCEL_MS;
      const now = timerNow(order.createdAt, configured, SPEC_AUTO_CANCEL_MS);
      const check = serviceOrderTransition(orderState(order), { type: 'AUTO_CANCEL', actor: 'system', now });
      if (!check.ok) {
        const left = order.createdAt.getTime() + configured - Date.now();
        if (check.reason === 'rule' && left > 0) await this.outbox.add(manager, 'service-orders.auto-cancel', { orderId }, { delayMs: left });
        return;
      }
      await this.effects(manager, order, await this.apply(manager, order, { type: 'AUTO_CANCEL', actor: 'system', now }), { actor: 'system' });
    });
  }

  /** Idempotent: releases only a completed order whose escrow is still held and whose timer is due. */
  async autoRelease(orderId: number) {
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(ServiceOrder, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || order.status !== 'completed' || order.escrowStatus !== 'held' || !order.completedAt) return;
      const configured = this.env.SERVICE_ORDER_AUTO_RELEASE_MS;
      const now = timerNow(order.completedAt, configured, SPEC_AUTO_RELEASE_MS);
      const check = serviceOrderTransition(orderState(order), { type: 'AUTO_RELEASE', actor: 'system', now });
      if (!check.ok) {
        const left = order.completedAt.getTime() + configured - Date.now();
        if (check.reason === 'rule' && left > 0) await this.outbox.add(manager, 'service-orders.auto-release', { orderId }, { delayMs: left });
        return;
      }
      await this.effects(manager, order, await this.apply(manager, order, { type: 'AUTO_RELEASE', actor: 'system', now }), { actor: 'system' });
    });
  }

  /** Reminds the party who must act, once, and only while they still must. */
  async remind(orderId: number, kind: 'answer' | 'confirm') {
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(ServiceOrder, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) return;
      const due = kind === 'answer' ? order.status === 'pending' && !order.answerReminderSentAt : order.status === 'completed' && order.escrowStatus === 'held' && !order.confirmReminderSentAt;
      if (!due) return;
      const p = await this.parties(manager, order);
      const leftHours = Math.round(SPEC_REMINDER_LEAD_MS / 3_600_000);
      if (kind === 'answer') {
        await manager.update(ServiceOrder, { id: orderId }, { answerReminderSentAt: new Date() });
        await this.notifications.notify(manager, {
          userId: p.vendorUser.id,
          email: p.vendorUser.email,
          title: 'Reminder: a service request is waiting for you',
          body: `Order #${order.id} (${p.title}) from ${p.customer.name} will be cancelled automatically in about ${leftHours} hours unless you accept or decline it.`,
          link: '/dashboard/service-vendor/orders',
        });
      } else {
        await manager.update(ServiceOrder, { id: orderId }, { confirmReminderSentAt: new Date() });
        await this.notifications.notify(manager, {
          userId: p.customer.id,
          email: p.customer.email,
          title: 'Reminder: confirm your completed order',
          body: `The payment for order #${order.id} (${p.title}) will be released to ${p.business} automatically in about ${leftHours} hours. Confirm now if you are satisfied.`,
          link: '/dashboard/user/my-service-orders',
        });
      }
    });
  }
}
