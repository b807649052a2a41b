import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CART_ORDER_COMPENSATIONS,
  CART_ORDER_WINDOWS,
  HOUR_MS,
  cartOrderTransition,
  formatKobo,
  type CartOrderAction,
  type CartOrderEvent,
  type ActorRole,
  type CartOrderProfile,
} from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import type { EffectArgs, Lifecycle, LifecycleTimer } from '../../common/lifecycle-engine.js';
import { scheduleTimer } from '../../common/lifecycle-timers.js';
import { AttachmentsService, type StoredFiles } from '../attachments/attachments.service.js';
import { PaidLifecycle } from '../verticals/paid-lifecycle.js';
import type { CapturedPayment } from '../payments/payment.port.js';
import { CartOrderLine } from './entities/cart-order-line.entity.js';
import { CartOrder } from './entities/cart-order.entity.js';
import { CatalogueItem } from './entities/catalogue-item.entity.js';

/** What callers hand the effects: the captured payment, a seal photo stored before the transition, a dispute's reason and refund. */
export interface CartOrderEffectContext {
  payment?: CapturedPayment;
  photo?: { stored: StoredFiles; uploaderUserId: number };
  reason?: string;
  refundKobo?: number;
}

/** The machine's events as the engine's timeline records them (a courier actor joins with the rides issue's riders). */
export type CartEvent = CartOrderEvent & { actor: ActorRole };
type Fx = EffectArgs<CartOrder, CartEvent, CartOrderEffectContext>;
export type CartOrderKind = 'food_order' | 'shop_order';
export const KIND_OF_PROFILE: Record<CartOrderProfile, CartOrderKind> = { food: 'food_order', product: 'shop_order' };
export const totalKobo = (o: Pick<CartOrder, 'subtotalKobo' | 'deliveryFeeKobo'>) => o.subtotalKobo + o.deliveryFeeKobo;
/** What the order's escrow still holds once paid: the total less what an Oja rider was paid out of it for the delivery. */
export const heldKobo = (o: Pick<CartOrder, 'subtotalKobo' | 'deliveryFeeKobo' | 'courierFeeKobo'>) => totalKobo(o) - o.courierFeeKobo;
export const orderPage = (o: Pick<CartOrder, 'id' | 'profile'>) => `/dashboard/user/orders/${KIND_OF_PROFILE[o.profile]}/${o.id}`;
export const vendorOrdersPage = (o: Pick<CartOrder, 'profile'>) =>
  o.profile === 'food' ? '/dashboard/food-vendor/orders' : '/dashboard/product-vendor/orders';

/** The units a product order holds, per item (food lines hold nothing), in item order so concurrent holds lock rows alike. */
async function productUnits(manager: EntityManager, order: CartOrder): Promise<Array<{ itemId: number; name: string; quantity: number }>> {
  if (order.profile !== 'product') return [];
  const lines = await manager.find(CartOrderLine, { where: { orderId: order.id }, order: { itemId: 'ASC' } });
  const byItem = new Map<number, { itemId: number; name: string; quantity: number }>();
  for (const l of lines) {
    const u = byItem.get(l.itemId) ?? { itemId: l.itemId, name: l.name, quantity: 0 };
    u.quantity += l.quantity;
    byItem.set(l.itemId, u);
  }
  return [...byItem.values()];
}

/**
 * The cart-order lifecycle for the engine (docs/food-and-shop.md): the shared machine and one handler per action.
 * Food orders and shop orders are two subject kinds on one table and one machine; this base holds everything, the
 * two subclasses name the kind. Money goes through escrow and the ledger; refunds through the provider by outbox job,
 * never under this lock. Stock is held by PLACE (all lines or none, in the creating transaction) and released once
 * by the engine's compensation when the order fails.
 */
export abstract class CartOrderLifecycleBase extends PaidLifecycle implements Lifecycle<CartOrder, CartEvent, CartOrderAction, CartOrderEffectContext> {
  abstract readonly kind: CartOrderKind;
  abstract readonly profile: CartOrderProfile;
  readonly entity = CartOrder;
  readonly notFound = { code: 'ORDER_NOT_FOUND', message: 'Order not found' } as const;
  readonly codes = {
    actor: 'ORDER_WRONG_ACTOR',
    refused: 'ORDER_TRANSITION_NOT_ALLOWED',
    byEvent: { PAY: 'ORDER_NOT_PAYABLE', PAYMENT_CAPTURED: 'ORDER_NOT_PAYABLE', CANCEL: 'ORDER_NOT_CANCELLABLE' },
  } as const;
  readonly compensations = CART_ORDER_COMPENSATIONS;

  @Inject(AttachmentsService) private readonly attachments: AttachmentsService;

  transition(order: CartOrder, event: CartEvent, at: Date) {
    return cartOrderTransition(order, event, at);
  }

  /** The timeline's actor id: who pressed (a photo's uploader). */
  timelineDetails = ({ ctx }: Fx) => ({ actorId: ctx.photo?.uploaderUserId ?? null });

  /** Names and the two ways of telling people about one order. */
  private async parties(manager: EntityManager, o: CartOrder) {
    const customer = await this.users.accountOf(manager, o.userId);
    const vendor = await this.vendors.findPartyOf(manager, o.vendorId);
    const what = `${o.profile === 'food' ? 'food order' : 'order'} #${o.id}`;
    return {
      what,
      customerName: customer.name,
      shop: vendor?.businessName ?? 'the vendor',
      customer: this.orderNotices(manager, customer, orderPage(o)),
      vendor: this.orderNotices(manager, vendor?.user, vendorOrdersPage(o)),
    };
  }

  private subjectOf(o: CartOrder) {
    return { kind: this.kind, id: o.id };
  }

  readonly effects = {
    holdStock: async ({ manager, subject }: Fx) => {
      const short: string[] = [];
      for (const u of await productUnits(manager, subject)) {
        const held = await manager
          .createQueryBuilder()
          .update(CatalogueItem)
          .set({ stock: () => `stock - ${Number(u.quantity)}` })
          .where('id = :id AND deleted_at IS NULL AND stock >= :q', { id: u.itemId, q: u.quantity })
          .execute();
        if (!held.affected) short.push(u.name);
      }
      if (short.length) {
        throw new DomainError(
          'conflict',
          'CART_CHANGED',
          `Not enough stock left for ${short.join(', ')}. Your cart has been updated; please check it before paying.`,
        );
      }
    },
    releaseStock: async ({ manager, subject }: Fx) => {
      for (const u of await productUnits(manager, subject)) await manager.increment(CatalogueItem, { id: u.itemId }, 'stock', u.quantity);
    },
    scheduleExpiry: async ({ manager, subject }: Fx) => {
      await scheduleTimer(this.outbox, manager, this, subject.id, 'expiry', this.env.CART_ORDER_PAYMENT_MS);
    },
    initiatePayment: null,
    fundEscrow: async ({ manager, subject, ctx }: Fx) => {
      if (!ctx.payment) throw new Error('fundEscrow needs the payment');
      await this.captures.settleCaptured(manager, ctx.payment, subject.vendorId);
    },
    notifyVendor: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Payment received', `Your ${formatKobo(totalKobo(subject))} for ${p.what} is held in escrow until you confirm the delivery.`);
      const answer =
        subject.profile === 'food'
          ? `Accept it within ${Math.round(CART_ORDER_WINDOWS.acceptMs / 60_000)} minutes`
          : `Ship it within ${Math.round(CART_ORDER_WINDOWS.shipMs / HOUR_MS)} hours`;
      await p.vendor(
        `New ${subject.profile === 'food' ? 'food ' : ''}order`,
        `${p.customerName} paid for ${p.what} (${formatKobo(subject.subtotalKobo)}). ${answer}, or it is refunded to the customer.`,
        'action',
      );
    },
    scheduleAcceptDeadline: async ({ manager, subject }: Fx) => {
      await scheduleTimer(this.outbox, manager, this, subject.id, 'acceptDeadline', this.env.CART_ORDER_ACCEPT_MS);
    },
    scheduleShipDeadline: async ({ manager, subject }: Fx) => {
      await scheduleTimer(this.outbox, manager, this, subject.id, 'shipDeadline', this.env.CART_ORDER_SHIP_MS);
    },
    notifyAccepted: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer(subject.profile === 'food' ? 'Your food is being prepared' : 'Order confirmed', `${p.shop} accepted ${p.what}.`);
    },
    notifyReady: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Order ready', `${p.what} is ready and waiting for pickup by the rider.`);
    },
    recordHandoverPhoto: async ({ manager, subject, ctx }: Fx) => this.recordPhoto(manager, subject, ctx, 'seal_handover'),
    notifyShipped: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      const how = subject.profile === 'food' ? 'is on its way' : 'has been shipped';
      await p.customer(
        subject.profile === 'food' ? 'Out for delivery' : 'Order shipped',
        `${p.what} ${how}, sealed (a photo of the sealed package is on the order). Check the seal when it arrives.`,
      );
    },
    recordDeliveryPhoto: async ({ manager, subject, ctx }: Fx) => this.recordPhoto(manager, subject, ctx, 'seal_delivery'),
    notifyDelivered: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      const hours = Math.round(CART_ORDER_WINDOWS.releaseMs[subject.profile] / HOUR_MS);
      await p.customer(
        'Delivered: check the seal',
        `${p.what} was delivered. Confirm the seal is intact, or report a broken seal or wrong items within ${hours} hours; after that the payment is released to ${p.shop}.`,
        'action',
      );
    },
    scheduleAutoRelease: async ({ manager, subject }: Fx) => {
      const ms = subject.profile === 'food' ? this.env.CART_ORDER_FOOD_RELEASE_MS : this.env.CART_ORDER_PRODUCT_RELEASE_MS;
      await scheduleTimer(this.outbox, manager, this, subject.id, 'autoRelease', ms);
    },
    releaseEscrow: async ({ manager, subject, event }: Fx) => {
      const { vendorKobo, feeKobo } = await this.escrow.release(manager, {
        subject: this.subjectOf(subject),
        vendorId: subject.vendorId,
        amountKobo: heldKobo(subject),
      });
      for (const u of await productUnits(manager, subject)) await manager.increment(CatalogueItem, { id: u.itemId }, 'sold', u.quantity);
      const p = await this.parties(manager, subject);
      const how =
        event.type === 'CONFIRM'
          ? `${p.customerName} confirmed the seal was intact`
          : event.type === 'RESOLVE_RELEASE'
            ? 'an administrator resolved the reported problem in your favour'
            : 'the refund window closed';
      const courier = subject.courierFeeKobo > 0 ? `, less the ${formatKobo(subject.courierFeeKobo)} Oja rider's fee,` : '';
      await p.vendor(
        'Payment released',
        `${formatKobo(vendorKobo)} for ${p.what} (${formatKobo(totalKobo(subject))}${courier} minus the ${formatKobo(feeKobo)} platform fee) is in your payable balance: ${how}.`,
      );
    },
    refundFull: async ({ manager, subject, event }: Fx) => {
      const amount = totalKobo(subject);
      const kind = event.type === 'CANCEL' ? 'cart_order_cancelled' : event.type === 'LAPSE' ? 'cart_order_lapsed' : 'cart_order_declined';
      await this.escrow.splitRefund(manager, {
        subject: this.subjectOf(subject),
        vendorId: subject.vendorId,
        amountKobo: amount,
        refundKobo: amount,
        capKobo: amount,
        kind,
      });
      await this.payments.refund(manager, this.subjectOf(subject), amount, 'cancellation');
    },
    notifyCancelled: async ({ manager, subject, from }: Fx) => {
      const p = await this.parties(manager, subject);
      const paid = from !== 'pending';
      await p.customer(
        'Order cancelled',
        `${p.what} was cancelled. ${paid ? `Your ${formatKobo(totalKobo(subject))} will be refunded in full.` : 'You have not been charged.'}`,
      );
      if (paid) await p.vendor('Order cancelled', `${p.customerName} cancelled ${p.what} before you accepted it.`);
    },
    notifyDeclined: async ({ manager, subject, event }: Fx) => {
      const p = await this.parties(manager, subject);
      const why =
        event.type === 'DECLINE'
          ? `${p.shop} declined it`
          : subject.profile === 'food'
            ? `${p.shop} did not accept it in time`
            : `${p.shop} did not ship it in time`;
      await p.customer('Order declined: full refund', `${p.what} was not fulfilled: ${why}. Your ${formatKobo(totalKobo(subject))} will be refunded in full.`);
      if (event.type === 'LAPSE')
        await p.vendor(
          'Order lapsed',
          `${p.what} was refunded to the customer because it was not ${subject.profile === 'food' ? 'accepted' : 'shipped'} in time.`,
        );
    },
    notifyExpired: async ({ manager, subject }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Order not paid', `${p.what} was not paid in time and has been cancelled. You have not been charged.`);
    },
    openDispute: async ({ manager, subject, ctx }: Fx) => {
      const p = await this.parties(manager, subject);
      await p.customer('Problem reported', `We received your report about ${p.what}. The payment stays in escrow until an administrator has looked at it.`);
      await p.vendor(
        'Problem reported by the customer',
        `${p.customerName} reported a problem with ${p.what}: "${(ctx.reason ?? '').slice(0, 200)}". An administrator decides.`,
        'action',
      );
    },
    refundSplit: async ({ manager, subject, ctx }: Fx) => {
      if (ctx.refundKobo === undefined) throw new Error('refundSplit needs an amount');
      await this.escrow.splitRefund(manager, {
        subject: this.subjectOf(subject),
        vendorId: subject.vendorId,
        amountKobo: heldKobo(subject),
        refundKobo: ctx.refundKobo,
      });
      if (ctx.refundKobo > 0) await this.payments.refund(manager, this.subjectOf(subject), ctx.refundKobo, 'dispute');
      const p = await this.parties(manager, subject);
      await p.customer('Dispute resolved: refund issued', `${formatKobo(ctx.refundKobo)} of ${p.what} will be refunded to you.`);
      await p.vendor(
        'Dispute resolved',
        `An administrator refunded ${formatKobo(ctx.refundKobo)} of ${p.what} to the customer; the rest is released to you minus the platform fee.`,
      );
    },
  } satisfies Lifecycle<CartOrder, CartEvent, CartOrderAction, CartOrderEffectContext>['effects'];

  /** The order's timers (the generic timer jobs run them; the machine decides with the spec's windows, scaled). */
  readonly timers: Record<'expiry' | 'acceptDeadline' | 'shipDeadline' | 'autoRelease', LifecycleTimer<CartOrder>> = {
    expiry: { event: 'EXPIRE', clock: (o) => ({ anchor: o.placedAt, configuredMs: this.env.CART_ORDER_PAYMENT_MS, specMs: CART_ORDER_WINDOWS.paymentMs }) },
    acceptDeadline: { event: 'LAPSE', clock: (o) => ({ anchor: o.paidAt, configuredMs: this.env.CART_ORDER_ACCEPT_MS, specMs: CART_ORDER_WINDOWS.acceptMs }) },
    shipDeadline: { event: 'LAPSE', clock: (o) => ({ anchor: o.paidAt, configuredMs: this.env.CART_ORDER_SHIP_MS, specMs: CART_ORDER_WINDOWS.shipMs }) },
    autoRelease: {
      event: 'AUTO_RELEASE',
      clock: (o) => ({
        anchor: o.deliveredAt,
        configuredMs: o.profile === 'food' ? this.env.CART_ORDER_FOOD_RELEASE_MS : this.env.CART_ORDER_PRODUCT_RELEASE_MS,
        specMs: CART_ORDER_WINDOWS.releaseMs[o.profile],
      }),
    },
  };

  /** A seal photo, stored before the transition (no transaction across storage), becomes the order's attachment here. */
  private async recordPhoto(manager: EntityManager, subject: CartOrder, ctx: CartOrderEffectContext, purpose: 'seal_handover' | 'seal_delivery') {
    if (!ctx.photo) throw new Error(`${purpose} needs the photo`);
    await this.attachments.insertStored(manager, this.subjectOf(subject), ctx.photo.uploaderUserId, purpose, ctx.photo.stored);
  }
}

@Injectable()
export class FoodOrderLifecycle extends CartOrderLifecycleBase {
  readonly kind = 'food_order' as const;
  readonly profile = 'food' as const;
}

@Injectable()
export class ShopOrderLifecycle extends CartOrderLifecycleBase {
  readonly kind = 'shop_order' as const;
  readonly profile = 'product' as const;
}
