import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityNotFoundError } from 'typeorm';
import { koboToNaira, lagosDateString, validateServiceOrder, type ServiceOrderEvent } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { LedgerService } from '../escrow/ledger.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { ServiceOrder } from './entities/service-order.entity.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { OrderViewer, presentServiceOrder, type ServiceOrderViews } from './service-order.presenter.js';
import { ServiceOrderLifecycle } from './service-order.lifecycle.js';
import { WriteBatch } from '../../common/write-batch.js';
import { CompiledSelect } from '../../common/compiled-select.js';
import { ORDER_NOTICES } from './service-order.notices.js';
import type { CreateServiceOrderDto, ServiceAddressDto, VendorStatusValue } from './dto/service-order.dto.js';
import type { PageRequest } from '../../common/pagination.js';
import { DisputesService } from '../disputes/disputes.service.js';
import type { presentDispute } from '../disputes/dispute.presenter.js';

/** Why the address of an order can no longer be changed (409). */
export const ADDRESS_LOCKED = 'The service address can be changed only before work starts. Please contact the vendor.';

export const ORDER_RELATIONS = { user: true, servicePricing: true, serviceVendor: { vendor: { user: true } } } as const;

/** A new order's read: the provider with its vendor and user, the chosen pricing, and the order's id to be. */
const orderReadQuery = new CompiledSelect<ServiceVendor, { id: number; pricingId: number }>(['id', 'pricingId'], (manager) =>
  manager
    .createQueryBuilder(ServiceVendor, 'sv')
    .innerJoinAndSelect('sv.vendor', 'v')
    .innerJoinAndSelect('v.user', 'vu')
    .leftJoinAndMapOne('sv.chosenPricing', ServicePricing, 'p', 'p.id = :pricingId AND p.service_vendor_id = sv.id AND p.deleted_at IS NULL')
    .addSelect(`nextval(pg_get_serial_sequence('service_orders', 'id'))`, 'next_order_id')
    .where('sv.id = :id'),
);

const VENDOR_EVENTS: Record<VendorStatusValue, 'ACCEPT' | 'START' | 'COMPLETE' | 'DECLINE'> = {
  accepted: 'ACCEPT',
  in_progress: 'START',
  completed: 'COMPLETE',
  cancelled: 'DECLINE',
};

/**
 * Service orders as customers and vendors see and move them: reading, placing an order, and each
 * customer or vendor action as one event through the lifecycle engine. Payments, timers and disputes
 * live in their own services (disputes in the disputes module).
 */
@Injectable()
export class ServiceOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: ServiceOrderLifecycle,
    private readonly payments: PaymentsService,
    private readonly outbox: OutboxService,
    private readonly ledger: LedgerService,
    private readonly disputes: DisputesService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  // ── reading ────────────────────────────────────────────────────────────────────────────────

  /** Orders as `viewer` sees them (relations, latest payment reference, timers, dispute). */
  async present<V extends OrderViewer>(orders: ServiceOrder[], viewer: V): Promise<ServiceOrderViews[V][]> {
    const [refs, disputes] = await Promise.all([
      this.payments.latestReferences(
        'service_order',
        orders.map((o) => o.id),
      ),
      // Only a completed order can have been disputed (the machine's rule, and completed is final): no look-up for the rest.
      this.disputes.forSubjects(
        'service_order',
        orders.filter((o) => o.status === 'completed').map((o) => o.id),
      ),
    ]);
    const now = new Date();
    return orders.map((o) => this.view(o, viewer, refs.get(o.id) ?? null, now, disputes.get(o.id)));
  }

  /** An order `create` has just returned: nothing is paid yet, so there is no payment reference to read. */
  presentNew<V extends OrderViewer>(order: ServiceOrder, viewer: V): ServiceOrderViews[V] {
    return this.view(order, viewer, null, new Date());
  }

  private view<V extends OrderViewer>(
    o: ServiceOrder,
    viewer: V,
    paymentReference: string | null,
    now: Date,
    dispute?: ReturnType<typeof presentDispute>,
  ): ServiceOrderViews[V] {
    const autoReleaseAt = o.completedAt ? new Date(o.completedAt.getTime() + this.env.SERVICE_ORDER_AUTO_RELEASE_MS) : null;
    return presentServiceOrder(o, viewer, { paymentReference, autoReleaseAt, dispute }, now);
  }

  async presentOne<V extends OrderViewer>(id: number, viewer: V): Promise<ServiceOrderViews[V]> {
    // find, not findOne: with relations, findOne's LIMIT 1 costs a second query (the distinct ids first).
    const [order] = await this.dataSource.getRepository(ServiceOrder).find({ where: { id }, relations: ORDER_RELATIONS });
    if (!order) throw new EntityNotFoundError(ServiceOrder, { id });
    return (await this.present([order], viewer))[0]!;
  }

  /** One page of the customer's orders, newest first: [rows, total]. */
  listForCustomer(user: SignedInUser, p: PageRequest) {
    return this.dataSource
      .getRepository(ServiceOrder)
      .findAndCount({ where: { userId: user.id }, relations: ORDER_RELATIONS, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  /** One page of the vendor's orders, newest first: [rows, total]. */
  listForVendor(user: SignedInUser, p: PageRequest) {
    return this.dataSource
      .getRepository(ServiceOrder)
      .findAndCount({ where: { vendorId: user.vendor!.id }, relations: ORDER_RELATIONS, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  /**
   * The service vendor's overview figures: orders by status (the orders), and from the ledger the revenue released to
   * the vendor (their share after the platform fee — what Analytics' revenue adds up) and the balances (naira).
   */
  async vendorFigures(vendorId: number) {
    const [rows, balances, earnedKobo] = await Promise.all([
      this.dataSource.query(
        `SELECT o.status, count(*)::int AS n
           FROM service_orders o JOIN service_vendors sv ON sv.id = o.service_vendor_id
          WHERE sv.vendor_id = $1
          GROUP BY o.status`,
        [vendorId],
      ) as Promise<{ status: string; n: number }[]>,
      this.ledger.vendorBalances(vendorId),
      this.ledger.vendorEarnedKobo(vendorId),
    ]);
    const byStatus: Record<string, number> = { pending: 0, accepted: 0, in_progress: 0, completed: 0, cancelled: 0 };
    for (const r of rows) byStatus[r.status] = Number(r.n);
    return {
      orders_total: rows.reduce((a, r) => a + Number(r.n), 0),
      orders_by_status: byStatus,
      revenue_released: koboToNaira(earnedKobo),
      held: koboToNaira(balances.heldKobo),
      payable: koboToNaira(balances.payableKobo),
      available: koboToNaira(balances.availableKobo),
    };
  }

  async getForCustomer(user: SignedInUser, id: number) {
    const order = await this.dataSource.getRepository(ServiceOrder).findOne({ where: { id, userId: user.id }, relations: ORDER_RELATIONS });
    if (!order) throw DomainError.notFound('ORDER_NOT_FOUND', 'Service order not found');
    return order;
  }

  // ── customer ───────────────────────────────────────────────────────────────────────────────

  /**
   * Places an order: one query reads the provider, its vendor and user and the chosen pricing (and takes the
   * order's id), then the order, its two timers and the vendor's notice (and e-mail) are written as one
   * statement. Returns the order with the relations its view needs.
   */
  async create(user: SignedInUser, dto: CreateServiceOrderDto): Promise<ServiceOrder> {
    if (user.userType !== 'user') throw DomainError.forbidden('CUSTOMERS_ONLY', 'Only customers can book services.');
    // The spec's payload has no address or time: the order is then placed with the address to be agreed.
    const errors = validateServiceOrder(
      {
        service_pricing_id: dto.service_pricing_id,
        deadline: dto.deadline,
        requirements: dto.requirements,
        service_address: dto.service_address,
        preferred_time: dto.preferred_time,
      },
      new Date(),
      { addressOptional: true },
    );
    for (const field of ['deadline', 'requirements', 'service_address', 'preferred_time'] as const) {
      if (errors[field]) throw DomainError.field(field, errors[field]);
    }
    const deadline = lagosDateString(dto.deadline);
    const manager = this.dataSource.manager;
    const { entities, raw } = await orderReadQuery.getRawAndEntities<{ next_order_id: string }>(manager, {
      id: dto.service_vendor_id,
      pricingId: dto.service_pricing_id,
    });
    const sv = entities[0] as (ServiceVendor & { chosenPricing?: ServicePricing }) | undefined;
    // The stored `vendors.live` (KYC, phone, not deactivated): the same rule as the public directory.
    if (!sv || !sv.vendor?.user || !sv.vendor.live)
      throw DomainError.field('service_vendor_id', 'This service provider is not available', 'VENDOR_NOT_AVAILABLE');
    const pricing = sv.chosenPricing;
    if (!pricing) throw DomainError.field('service_pricing_id', 'The selected service is not offered by this provider', 'PRICING_NOT_OFFERED');
    delete sv.chosenPricing;

    const draft = manager.create(ServiceOrder, {
      id: Number(raw[0]!.next_order_id),
      userId: user.id,
      serviceVendorId: sv.id,
      vendorId: sv.vendorId,
      servicePricingId: pricing.id,
      totalAmountKobo: pricing.priceKobo,
      deadline,
      requirements: dto.requirements,
      serviceAddress: dto.service_address?.trim() || null,
      preferredTime: dto.preferred_time ?? 'anytime',
      status: 'pending',
      paymentStatus: 'pending',
      escrowStatus: 'none',
    });
    const batch = new WriteBatch(manager);
    await batch.insert(ServiceOrder, { ...draft });
    await this.lifecycle.scheduleAnswerTimers(batch, draft.id);
    const p = await this.lifecycle.parties(manager, draft, { customer: user, vendor: sv.vendor, pricing }, batch);
    await p.vendor(ORDER_NOTICES.newRequest(p.names, deadline));
    if (!draft.serviceAddress) await p.customer(ORDER_NOTICES.addressNeeded(p.names));
    const [row] = await batch.flush();
    return Object.assign(batch.hydrate(ServiceOrder, row!), { user, servicePricing: pricing, serviceVendor: sv });
  }

  /** One event on one of the customer's own orders (anyone else's is "not found"). */
  private byCustomer(user: SignedInUser, id: number, event: ServiceOrderEvent) {
    return this.engine.run(this.lifecycle, { id, where: { userId: user.id }, event, ctx: {} });
  }

  /**
   * Adds (or corrects) the service address and time window of one of the customer's orders, before work
   * starts; an order placed without an address can be started once it has one. The vendor of an accepted
   * order is told.
   */
  async setAddress(user: SignedInUser, id: number, dto: ServiceAddressDto): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.engine.lock(this.lifecycle, manager, id, { userId: user.id });
      if (order.status !== 'pending' && order.status !== 'accepted') throw DomainError.conflict('ORDER_ADDRESS_LOCKED', ADDRESS_LOCKED);
      const patch = { serviceAddress: dto.service_address, preferredTime: dto.preferred_time ?? order.preferredTime ?? 'anytime' };
      await manager.update(ServiceOrder, { id: order.id }, patch);
      if (order.status === 'accepted') {
        const p = await this.lifecycle.parties(manager, order, { customer: user });
        await p.vendor(ORDER_NOTICES.addressAdded(p.names));
      }
    });
  }

  cancel(user: SignedInUser, id: number) {
    return this.byCustomer(user, id, { type: 'CANCEL', actor: 'customer' });
  }

  confirmCompletion(user: SignedInUser, id: number) {
    return this.byCustomer(user, id, { type: 'CONFIRM_SATISFACTION', actor: 'customer' });
  }

  // ── vendor ─────────────────────────────────────────────────────────────────────────────────

  accept(user: SignedInUser, id: number, response: string | null | undefined) {
    return this.engine.run(this.lifecycle, {
      id,
      where: { vendorId: user.vendor!.id },
      event: { type: 'ACCEPT', actor: 'vendor', response: response ?? null },
      ctx: {},
    });
  }

  setStatus(user: SignedInUser, id: number, status: VendorStatusValue) {
    const type = VENDOR_EVENTS[status];
    const event: ServiceOrderEvent =
      type === 'COMPLETE'
        ? { type, actor: 'vendor', now: new Date() }
        : type === 'ACCEPT'
          ? { type, actor: 'vendor', response: null }
          : { type, actor: 'vendor' };
    return this.engine.run(this.lifecycle, { id, where: { vendorId: user.vendor!.id }, event, ctx: {} });
  }
}
