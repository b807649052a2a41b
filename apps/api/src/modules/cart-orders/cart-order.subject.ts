import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { CART_ORDER_STATUS_LABELS, type CartOrderProfile } from '@oja/shared';
import type { DataOwner } from '../../common/personal-data.js';
import {
  Subject,
  disputeEvents,
  escrowStep,
  type DisputedSubject,
  type OwnedSubject,
  type SubjectDescriptor,
  type SubjectDisputes,
  type SubjectFigures,
  tableFigures,
  type SubjectReviewSource,
  reviewSource,
} from '../../common/subjects.js';
import { partiesOfRows } from '../vendors/vendor-users.js';
import { CartOrder } from './entities/cart-order.entity.js';
import { FoodOrderLifecycle, heldKobo, ShopOrderLifecycle, totalKobo, type CartOrderKind } from './cart-order.lifecycle.js';

declare module '../../common/subjects.js' {
  interface DisputedSubjectViews {
    food_order: { id: number; status: string; total_amount: number; items: string };
    shop_order: { id: number; status: string; total_amount: number; items: string };
  }
}

/**
 * "Seal broken / wrong items" on a delivered order, within its refund window (the machine's REPORT_PROBLEM, which
 * needs the time), resolved by an admin's release or partial refund (at most 50 %).
 */
class CartOrderDisputes implements SubjectDisputes<CartOrder> {
  readonly events = disputeEvents('REPORT_PROBLEM', true);

  async view(manager: EntityManager, ids: number[]) {
    const rows = await manager.getRepository(CartOrder).find({ where: { id: In(ids) }, relations: { lines: true } });
    return new Map<number, DisputedSubject>(
      rows.map((o) => [
        o.id,
        {
          steps: [
            ['placed', 'Order placed', o.placedAt],
            escrowStep.paid(o.paidAt),
            ['accepted', 'Accepted by the vendor', o.acceptedAt],
            ['ready', 'Ready for pickup', o.readyAt],
            ['shipped', 'Handed over sealed (photo)', o.shippedAt],
            ['delivered', 'Delivered (photo)', o.deliveredAt],
            escrowStep.released(o.releasedAt),
            escrowStep.refunded(o.refundedAt),
          ],
          customer: null,
          vendor: { business_name: null },
          view: {
            id: o.id,
            status: CART_ORDER_STATUS_LABELS[o.status] ?? o.status,
            total_amount: totalKobo(o) / 100,
            items: (o.lines ?? []).map((l) => `${l.quantity} × ${l.name}`).join(', '),
          },
        },
      ]),
    );
  }
}

@Injectable()
export class FoodOrderDisputes extends CartOrderDisputes {}
@Injectable()
export class ShopOrderDisputes extends CartOrderDisputes {}

/** The vendor's user of an order (reviews are between users). */
const VENDOR_USER = '(SELECT lv.user_id FROM vendors lv WHERE lv.id = s.vendor_id)';

/** Both kinds' descriptor: the same table, told apart by `profile`. */
abstract class CartOrderSubjectBase implements SubjectDescriptor<CartOrder> {
  abstract readonly kind: CartOrderKind;
  abstract readonly profile: CartOrderProfile;
  abstract readonly lifecycle: FoodOrderLifecycle | ShopOrderLifecycle;
  abstract readonly disputes: CartOrderDisputes;
  abstract readonly fee: 'food' | 'shop';
  abstract readonly label: string;
  abstract readonly noun: string;
  abstract readonly refundNoun: string;
  abstract readonly referencePrefix: string;
  abstract readonly ledgerPrefix: string;
  abstract readonly callbackKey: string;
  readonly customerPage = '/dashboard/user/orders';

  /** A completed order rates the vendor's service; there is no public card aggregate for it yet. */
  get reviews(): SubjectReviewSource {
    return reviewSource(CartOrder, {
      target: 'none',
      vendor: VENDOR_USER,
      title: `concat('${this.label} #', s.id)`,
      // (The reviews module sets the WHERE: the profile is part of what "completed" means for this kind.)
      completed: `s.profile = '${this.profile}' AND s.status = 'completed' AND s.completed_at IS NOT NULL`,
    });
  }

  /** Paid orders in the weekly figures of the vendor and of the customer. */
  get figures(): SubjectFigures {
    const paid = `c.profile = '${this.profile}' AND c.paid_at IS NOT NULL`;
    return tableFigures('orders', 'cart_orders c', { vendor: `c.vendor_id = $owner AND ${paid}`, customer: `c.user_id = $owner AND ${paid}` });
  }

  async parties(manager: EntityManager, ids: number[]) {
    const rows = await manager.find(CartOrder, {
      select: { id: true, userId: true, vendorId: true, courierUserId: true },
      where: { id: In(ids), profile: this.profile },
    });
    return partiesOfRows(
      manager,
      rows.map((r) => ({ id: r.id, customerUserId: r.userId, vendorId: r.vendorId, ...(r.courierUserId ? { otherUserIds: [r.courierUserId] } : {}) })),
    );
  }

  /** The owner's orders of this kind, as customer or as vendor (data export; held escrow blocks erasure). */
  async ofOwner(manager: EntityManager, owner: DataOwner): Promise<OwnedSubject[]> {
    const where = [{ userId: owner.userId, profile: this.profile }, ...(owner.vendorId ? [{ vendorId: owner.vendorId, profile: this.profile }] : [])];
    const rows = await manager.find(CartOrder, { where, order: { id: 'ASC' }, relations: { lines: true } });
    return rows.map((r) => ({ id: r.id, role: r.userId === owner.userId ? 'customer' : 'vendor', record: r }));
  }

  /** A dispute settles what the escrow still holds: the total less an Oja rider's fee already paid from it. */
  refundableKobo(order: CartOrder) {
    return heldKobo(order);
  }

  async charge(order: CartOrder) {
    return { amountKobo: totalKobo(order), description: `${this.label} #${order.id}` };
  }
}

@Subject()
@Injectable()
export class FoodOrderSubject extends CartOrderSubjectBase {
  readonly kind = 'food_order' as const;
  readonly profile = 'food' as const;
  readonly fee = 'food' as const;
  readonly label = 'Food order';
  readonly noun = 'food order';
  readonly refundNoun = 'food order';
  readonly referencePrefix = 'fd';
  readonly ledgerPrefix = 'fd';
  readonly callbackKey = 'food_order_id';
  constructor(
    readonly lifecycle: FoodOrderLifecycle,
    readonly disputes: FoodOrderDisputes,
  ) {
    super();
  }
}

@Subject()
@Injectable()
export class ShopOrderSubject extends CartOrderSubjectBase {
  readonly kind = 'shop_order' as const;
  readonly profile = 'product' as const;
  readonly fee = 'shop' as const;
  readonly label = 'Shop order';
  readonly noun = 'order';
  readonly refundNoun = 'shop order';
  readonly referencePrefix = 'sh';
  readonly ledgerPrefix = 'sh';
  readonly callbackKey = 'shop_order_id';
  constructor(
    readonly lifecycle: ShopOrderLifecycle,
    readonly disputes: ShopOrderDisputes,
  ) {
    super();
  }
}
