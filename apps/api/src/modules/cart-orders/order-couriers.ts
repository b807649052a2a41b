import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource, In, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { readCheckedUploads } from '../../common/uploads.js';
import { AttachmentsService, PHOTO_RULES, type StoredFiles } from '../attachments/attachments.service.js';
import { shopVendors } from '../vendors/shop-vendors.js';
import { FoodOrderLifecycle, heldKobo, KIND_OF_PROFILE, ShopOrderLifecycle, type CartOrderKind } from './cart-order.lifecycle.js';
import { CartOrderLine } from './entities/cart-order-line.entity.js';
import { CartOrder } from './entities/cart-order.entity.js';
import { Storefront } from './entities/storefront.entity.js';

type Pin = { lat: number; lng: number; label: string };

/** An order as its courier's trip needs it: who, where from, where to, and what its escrow can pay. */
export interface CourierOrder {
  id: number;
  kind: CartOrderKind;
  userId: number;
  vendorId: number;
  vendorUserId: number | null;
  shop: string;
  /** "2 × Jollof rice, 1 × Chapman". */
  items: string;
  /** What the order's escrow holds now (what an Oja rider's fee may come out of). */
  heldKobo: number;
  pickup: Pin | null;
  dropoff: Pin | null;
}

/** "2 × Jollof rice, 1 × Chapman". */
const itemsOf = (o: CartOrder) => (o.lines ?? []).map((l) => `${l.quantity} × ${l.name}`).join(', ');
const NOT_FOUND = () => DomainError.notFound('ORDER_NOT_FOUND', 'Order not found');

/**
 * The cart-orders module's port for couriers (the rides module's Oja riders, ; docs/food-and-shop.md
 * "Couriers"): the order a vendor wants carried, the courier joining and leaving it, and the courier's handover
 * and delivery, each with its seal photo, as the order's own SHIP and DELIVER by the `courier` actor. Every method
 * that changes a row runs in the caller's transaction, after the caller locked its trip.
 */
@Injectable()
export class OrderCouriers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly food: FoodOrderLifecycle,
    private readonly shop: ShopOrderLifecycle,
    private readonly attachments: AttachmentsService,
  ) {}

  private lifecycleOf(o: Pick<CartOrder, 'profile'>) {
    return o.profile === 'food' ? this.food : this.shop;
  }

  /**
   * The vendor's order, locked, if it is waiting for a carrier now: a food order `ready` ("Waiting for Pickup") or a
   * product order `processing` that the seller acknowledged. Anyone else's order is "not found".
   */
  async lockReady(manager: EntityManager, orderId: number, vendorId: number): Promise<CourierOrder> {
    const o = await manager.findOne(CartOrder, { where: { id: orderId, vendorId }, lock: { mode: 'pessimistic_write' } });
    if (!o) throw NOT_FOUND();
    o.lines = await manager.find(CartOrderLine, { where: { orderId }, order: { id: 'ASC' } });
    const ready = o.profile === 'food' ? o.status === 'ready' : o.status === 'processing' && o.acceptedAt !== null;
    if (!ready) {
      const when = o.profile === 'food' ? 'once the order is marked ready ("Waiting for Pickup")' : 'once you have acknowledged the order and it is packed';
      throw DomainError.conflict('COURIER_ORDER_NOT_READY', `Call an Oja rider ${when}.`);
    }
    return this.describe(manager, o);
  }

  /** Whether the order is the customer's (`userId`) or the vendor's (`vendorId`): the courier's view is theirs only. */
  async isParty(orderId: number, who: { userId: number } | { vendorId: number }): Promise<boolean> {
    return this.dataSource.getRepository(CartOrder).exists({ where: { id: orderId, ...who } });
  }

  /** The courier joins the order (its conversation, its "subject changed" events) or leaves it (null). */
  async assign(manager: EntityManager, orderId: number, courierUserId: number | null): Promise<void> {
    await manager.update(CartOrder, { id: orderId }, { courierUserId });
  }

  /**
   * Reads the courier's seal photo from the request (multipart `photo`) and stores it: before any transaction, as
   * every upload here; `discard` takes it away again if the step is refused.
   */
  async storePhoto(req: FastifyRequest | undefined, step: 'handover' | 'delivery'): Promise<StoredFiles> {
    const msg = step === 'handover' ? 'A photo of the sealed package is required' : 'A photo of the delivered package is required';
    const required = new DomainError('invalid', 'PHOTO_REQUIRED', msg, { photo: [msg] });
    if (!req?.isMultipart()) throw required;
    const { files } = await readCheckedUploads(req, PHOTO_RULES, { max: 1 });
    if (!files.length) throw required;
    return this.attachments.storeFiles(files, req.ip, 'photo');
  }

  discard(stored: StoredFiles): Promise<void> {
    return this.attachments.discardStored(stored);
  }

  /**
   * The courier's step on the order, in the caller's transaction: `handover` is the order's SHIP (out for delivery /
   * shipped) and `delivery` its DELIVER, each by the `courier` actor with its seal photo. At delivery the courier's
   * fee, paid out of the order's escrow by the caller, is recorded, so the vendor's release is the rest.
   */
  async carry(
    manager: EntityManager,
    orderId: number,
    step: 'handover' | 'delivery',
    photo: { stored: StoredFiles; uploaderUserId: number },
    courierFeeKobo = 0,
  ): Promise<void> {
    const o = await manager.findOne(CartOrder, { where: { id: orderId } });
    if (!o) throw NOT_FOUND();
    const event = { type: step === 'handover' ? 'SHIP' : 'DELIVER', actor: 'courier', photo: photo.stored.files[0]!.key } as const;
    await this.engine.run(this.lifecycleOf(o), { id: orderId, manager, event: event as never, ctx: { photo } });
    if (courierFeeKobo > 0) await manager.update(CartOrder, { id: orderId }, { courierFeeKobo });
  }

  /** What a courier is told of orders by id: the shop and the items (for the rider's offer and job). */
  async summaries(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, { shop: string; items: string }>> {
    const out = new Map<number, { shop: string; items: string }>();
    if (!ids.length) return out;
    const orders = await manager.find(CartOrder, { where: { id: In(ids) }, relations: { lines: true } });
    // The shops in one query, not one per order.
    const shops = new Map((await shopVendors(manager, { ids: [...new Set(orders.map((o) => o.vendorId))] })).map((v) => [v.id, v.name]));
    for (const o of orders) out.set(o.id, { shop: shops.get(o.vendorId) ?? 'the shop', items: itemsOf(o) });
    return out;
  }

  private async describe(manager: EntityManager, o: CartOrder): Promise<CourierOrder> {
    const [[shop], front] = await Promise.all([shopVendors(manager, { ids: [o.vendorId] }), manager.findOne(Storefront, { where: { vendorId: o.vendorId } })]);
    const name = shop?.name ?? 'the shop';
    const where = shop?.address ? `${name}, ${shop.address}` : name;
    return {
      id: o.id,
      kind: KIND_OF_PROFILE[o.profile],
      userId: o.userId,
      vendorId: o.vendorId,
      vendorUserId: shop?.userId ?? null,
      shop: name,
      items: itemsOf(o),
      heldKobo: heldKobo(o),
      pickup: front?.pickupLat != null && front.pickupLng != null ? { lat: front.pickupLat, lng: front.pickupLng, label: where } : null,
      dropoff: o.lat != null && o.lng != null ? { lat: o.lat, lng: o.lng, label: o.deliveryAddress } : null,
    };
  }
}
