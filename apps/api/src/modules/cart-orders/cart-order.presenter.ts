import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import {
  CART_ORDER_STATUS_LABELS,
  CART_ORDER_WINDOWS,
  allowedCartOrderEvents,
  cartOrderPaymentStatus,
  koboToNaira,
  type CartOrderActor,
  type CartOrderEventType,
} from '@oja/shared';
import { AttachmentsService } from '../attachments/attachments.service.js';
import { DisputesService } from '../disputes/disputes.service.js';
import { UsersService } from '../users/users.service.js';
import { shopVendors } from '../vendors/shop-vendors.js';
import { KIND_OF_PROFILE, totalKobo } from './cart-order.lifecycle.js';
import { CartOrderLine } from './entities/cart-order-line.entity.js';
import { CartOrder } from './entities/cart-order.entity.js';

/** Who reads an order: its customer, its vendor, or an admin. */
export type OrderViewer = { role: 'customer'; userId: number } | { role: 'vendor'; vendorId: number } | { role: 'admin' };
/** The reader's buttons by machine event (docs/food-and-shop.md "actions"). */
const CUSTOMER_ACTIONS: Partial<Record<CartOrderEventType, string>> = {
  PAY: 'pay',
  CANCEL: 'cancel',
  CONFIRM: 'confirm_delivery',
  REPORT_PROBLEM: 'report_problem',
};
const VENDOR_ACTIONS: Partial<Record<CartOrderEventType, string>> = {
  ACCEPT: 'accept',
  DECLINE: 'decline',
  MARK_READY: 'ready',
  SHIP: 'ship',
  DELIVER: 'deliver',
};

/** Food and shop orders on the wire (docs/food-and-shop.md "An order"): lines, parties, seal photos, dispute, timeline, buttons. */
@Injectable()
export class CartOrderPresenter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly attachments: AttachmentsService,
    private readonly disputes: DisputesService,
    private readonly users: UsersService,
  ) {}

  async present(rows: CartOrder[], viewer: OrderViewer) {
    if (!rows.length) return [];
    const manager = this.dataSource.manager;
    const ids = rows.map((r) => r.id);
    const lines = await manager.find(CartOrderLine, { where: { orderId: In(ids) }, order: { id: 'ASC' } });
    const vendors = new Map((await shopVendors(manager, { ids: [...new Set(rows.map((r) => r.vendorId))] })).map((v) => [v.id, v]));
    const customers = new Map((await this.users.summariesOf([...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u]));
    const photos = new Map<string, { id: number; url: string; url_expires_at: Date }>();
    const disputes = new Map<string, unknown>();
    for (const kind of ['food_order', 'shop_order'] as const) {
      const mineIds = rows.filter((r) => KIND_OF_PROFILE[r.profile] === kind).map((r) => r.id);
      if (!mineIds.length) continue;
      for (const [id, views] of await this.attachments.forSubjects(
        kind,
        mineIds.filter((i) => rows.find((r) => r.id === i)!.shippedAt),
      )) {
        for (const v of views)
          if (v.purpose === 'seal_handover' || v.purpose === 'seal_delivery')
            photos.set(`${id}:${v.purpose}`, { id: v.id, url: v.url, url_expires_at: v.url_expires_at });
      }
      for (const [id, d] of await this.disputes.forSubjects(
        kind,
        mineIds.filter((i) => rows.find((r) => r.id === i)!.disputedAt),
      ))
        disputes.set(`${kind}:${id}`, d);
    }
    const now = Date.now();
    return rows.map((o) => {
      const kind = KIND_OF_PROFILE[o.profile];
      const v = vendors.get(o.vendorId);
      const actor: CartOrderActor = viewer.role === 'admin' ? 'admin' : viewer.role;
      const allowed = viewer.role === 'admin' ? [] : allowedCartOrderEvents(o, actor, now);
      const names = viewer.role === 'customer' ? CUSTOMER_ACTIONS : VENDOR_ACTIONS;
      const at = (d: Date | null, ms: number) => (d ? new Date(d.getTime() + ms) : null);
      return {
        id: o.id,
        kind,
        profile: o.profile,
        status: o.status,
        status_label: CART_ORDER_STATUS_LABELS[o.status] ?? o.status,
        payment_status: cartOrderPaymentStatus(o),
        escrow_status: o.escrowStatus,
        vendor: { id: o.vendorId, business_name: v?.name ?? '', phone: v?.phone ?? null },
        customer: { id: o.userId, name: customers.get(o.userId)?.name ?? '' },
        items: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({
            item_id: l.itemId,
            name: l.name,
            price: koboToNaira(l.priceKobo),
            quantity: l.quantity,
            line_total: koboToNaira(l.priceKobo * l.quantity),
            image: l.image,
          })),
        subtotal: koboToNaira(o.subtotalKobo),
        delivery_fee: koboToNaira(o.deliveryFeeKobo),
        total_amount: koboToNaira(totalKobo(o)),
        delivery_address: o.deliveryAddress,
        phone: o.phone,
        notes: o.notes,
        lat: o.lat,
        lng: o.lng,
        handover_photo: photos.get(`${o.id}:seal_handover`) ?? null,
        delivery_photo: photos.get(`${o.id}:seal_delivery`) ?? null,
        shipped_by: o.shippedBy,
        delivered_by: o.deliveredBy,
        placed_at: o.placedAt,
        paid_at: o.paidAt,
        accepted_at: o.acceptedAt,
        ready_at: o.readyAt,
        shipped_at: o.shippedAt,
        delivered_at: o.deliveredAt,
        completed_at: o.completedAt,
        declined_at: o.declinedAt,
        cancelled_at: o.cancelledAt,
        expired_at: o.expiredAt,
        refunded_at: o.refundedAt,
        disputed_at: o.disputedAt,
        pay_by: o.status === 'pending' ? at(o.placedAt, CART_ORDER_WINDOWS.paymentMs) : null,
        accept_by: o.status === 'new' ? at(o.paidAt, CART_ORDER_WINDOWS.acceptMs) : null,
        ship_by: o.status === 'processing' ? at(o.paidAt, CART_ORDER_WINDOWS.shipMs) : null,
        release_at: o.status === 'delivered' ? at(o.deliveredAt, CART_ORDER_WINDOWS.releaseMs[o.profile]) : null,
        problem_reason: o.problemReason,
        dispute: disputes.get(`${kind}:${o.id}`) ?? null,
        timeline: timelineOf(o),
        actions: allowed.map((e) => names[e]).filter((a): a is string => !!a),
        created_at: o.createdAt,
      };
    });
  }
}

/** The order's steps from its timestamps, oldest first. */
function timelineOf(o: CartOrder) {
  const steps: Array<[string, string, Date | null]> = [
    ['placed', 'Order placed', o.placedAt ?? o.createdAt],
    ['paid', 'Paid into escrow', o.paidAt],
    ['accepted', o.profile === 'food' ? 'Accepted: preparing' : 'Confirmed by the seller', o.acceptedAt],
    ['ready', 'Ready: waiting for pickup', o.readyAt],
    ['shipped', o.profile === 'food' ? 'Out for delivery (sealed, photo taken)' : 'Shipped (sealed, photo taken)', o.shippedAt],
    ['delivered', 'Delivered (photo taken)', o.deliveredAt],
    ['disputed', 'Problem reported', o.disputedAt],
    ['completed', 'Completed: payment released', o.completedAt],
    ['declined', 'Declined: refunded in full', o.declinedAt],
    ['cancelled', 'Cancelled', o.cancelledAt],
    ['expired', 'Not paid in time', o.expiredAt],
    ['refunded', 'Refund issued', o.refundedAt],
  ];
  return steps
    .filter(([, , at]) => at)
    .sort((a, b) => a[2]!.getTime() - b[2]!.getTime())
    .map(([key, label, at]) => ({ key, label, at }));
}
