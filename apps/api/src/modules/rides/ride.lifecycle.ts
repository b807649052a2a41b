import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatKobo, RIDE_TRIP_WINDOWS, rideTripTransition, splitRelease, type ActorRole, type RideTripAction, type RideTripEvent } from '@oja/shared';
import type { EffectArgs, Lifecycle, LifecycleTimer } from '../../common/lifecycle-engine.js';
import { scheduleTimer } from '../../common/lifecycle-timers.js';
import { LEDGER, LEDGER_KEYS } from '../escrow/ledger-accounts.js';
import { PaidLifecycle } from '../verticals/paid-lifecycle.js';
import { LedgerService } from '../escrow/ledger.service.js';
import { OrderCouriers } from '../cart-orders/order-couriers.js';
import type { CapturedPayment } from '../payments/payment.port.js';
import { Trip } from './entities/trip.entity.js';

/** The engine's events of a ride: the machine's, with the rider acting as a vendor in the timeline. */
export type RideEvent = RideTripEvent & { actor: ActorRole | 'rider' };
export interface RideEffectContext {
  payment?: CapturedPayment;
  reason?: string;
  refundKobo?: number;
}
type Fx = EffectArgs<Trip, RideEvent, RideEffectContext>;

export const RIDE_CUSTOMER_PAGE = '/ride-hailing';
export const RIDE_RIDER_PAGE = '/dashboard/rider/requests';
export const DISPATCH_JOB = 'rides.dispatch';
export const rideRef = (t: Pick<Trip, 'id'>) => ({ kind: 'ride' as const, id: t.id });
/** A courier's delivery of an order (paid out of the order's escrow), as against a customer's ride. */
export const isDelivery = (t: Pick<Trip, 'paymentMethod'>) => t.paymentMethod === 'order';
const orderRef = (t: Trip) => ({ kind: t.orderKind!, id: t.orderId! });
const vendorOrdersPage = (t: Trip) => (t.orderKind === 'food_order' ? '/dashboard/food-vendor/orders' : '/dashboard/product-vendor/orders');
const customerOrderPage = (t: Trip) => `/dashboard/user/orders/${t.orderKind}/${t.orderId}`;

/**
 * The ride lifecycle for the engine (docs/rides.md): the shared ride-trip machine and one handler per action. Dispatch
 * runs as jobs (`rides.dispatch`), never under the ride's lock across a provider call; card money through escrow;
 * a cash ride's commission is recorded as owed by the rider.
 */
@Injectable()
export class RideLifecycle extends PaidLifecycle implements Lifecycle<Trip, RideEvent, RideTripAction, RideEffectContext> {
  readonly kind = 'ride';
  readonly entity = Trip;
  readonly notFound = { code: 'RIDE_NOT_FOUND', message: 'Ride not found' } as const;
  readonly codes = {
    actor: 'RIDE_WRONG_ACTOR',
    refused: 'RIDE_TRANSITION_NOT_ALLOWED',
    byEvent: { PAY: 'RIDE_NOT_PAYABLE', PAYMENT_CAPTURED: 'RIDE_NOT_PAYABLE', CANCEL: 'RIDE_NOT_CANCELLABLE' },
  } as const;

  @Inject(LedgerService) private readonly ledger: LedgerService;
  @Inject(OrderCouriers) private readonly couriers: OrderCouriers;

  transition(trip: Trip, event: RideEvent, at: Date) {
    return rideTripTransition(trip, event, at);
  }

  private async tell(manager: EntityManager, t: Trip, who: 'customer' | 'vendor' | 'rider', title: string, body: string) {
    if (who === 'customer') {
      const c = await this.users.accountOf(manager, t.userId);
      await this.notifications.notify(manager, {
        userId: c.id,
        email: c.email,
        title,
        body,
        link: isDelivery(t) ? customerOrderPage(t) : RIDE_CUSTOMER_PAGE,
        kind: 'orders',
        inApp: true,
      });
      return;
    }
    if (who === 'vendor') {
      const v = t.vendorId ? await this.vendors.findPartyOf(manager, t.vendorId) : null;
      if (v?.user)
        await this.notifications.notify(manager, {
          userId: v.user.id,
          email: v.user.email,
          title,
          body,
          link: vendorOrdersPage(t),
          kind: 'orders',
          inApp: true,
        });
      return;
    }
    if (!t.riderId) return;
    const r = await this.vendors.findPartyOf(manager, t.riderId);
    if (r?.user) await this.notifications.notify(manager, { userId: r.user.id, email: r.user.email, title, body, link: RIDE_RIDER_PAGE, kind: 'orders' });
  }

  readonly effects = {
    scheduleSearchExpiry: async ({ manager, subject }: Fx) => {
      await scheduleTimer(this.outbox, manager, this, subject.id, 'searchExpiry', this.env.RIDE_SEARCH_MS);
    },
    startDispatch: async ({ manager, subject }: Fx) => {
      await this.outbox.add(manager, DISPATCH_JOB, { tripId: subject.id, seq: 0 });
    },
    stopDispatch: async ({ manager, subject }: Fx) => {
      await manager.update(Trip, { id: subject.id }, { offeredTo: null, offerExpiresAt: null });
      subject.offeredTo = null;
      subject.offerExpiresAt = null;
    },
    initiatePayment: null,
    fundEscrow: async ({ manager, subject, ctx }: Fx) => {
      if (!ctx.payment || !subject.riderId) throw new Error('fundEscrow needs the payment and the rider');
      await this.captures.settleCaptured(manager, ctx.payment, subject.riderId);
    },
    notifyCustomer: async ({ manager, subject, event }: Fx) => {
      if (isDelivery(subject)) return this.tellDelivery(manager, subject, event);
      const words: Partial<Record<RideEvent['type'], [string, string]>> = {
        ACCEPT: ['Rider found', 'A rider accepted your request and is on the way to the pickup.'],
        ARRIVE: ['Your rider has arrived', `Your rider is at the pickup. Tell them your start code ${subject.startCode} to begin.`],
        START: ['Ride started', 'Enjoy your ride.'],
        COMPLETE: [
          'Ride completed',
          subject.paymentMethod === 'cash'
            ? `Please pay your rider ${formatKobo(subject.fareKobo)} in cash.`
            : `Your ${formatKobo(subject.fareKobo)} fare is paid to the rider.`,
        ],
        CANCEL: ['Ride cancelled', subject.cancelledBy === 'rider' ? 'Your rider cancelled the ride. Please request another.' : 'Your ride was cancelled.'],
        EXPIRE: ['No rider found', 'No rider accepted your request. Please try again in a few minutes.'],
      };
      const w = words[event.type];
      if (w) await this.tell(manager, subject, 'customer', w[0], w[1]);
    },
    notifyRider: async ({ manager, subject }: Fx) => {
      if (isDelivery(subject))
        await this.tell(
          manager,
          subject,
          'rider',
          'Delivery cancelled',
          `The shop cancelled delivery #${subject.id}: no need to collect order #${subject.orderId}.`,
        );
      else await this.tell(manager, subject, 'rider', 'Ride cancelled', `The customer cancelled ride #${subject.id}.`);
    },
    releaseEscrow: async ({ manager, subject }: Fx) => {
      await this.escrow.release(manager, { subject: rideRef(subject), vendorId: subject.riderId!, amountKobo: subject.fareKobo });
    },
    recordCashCommission: async ({ manager, subject }: Fx) => {
      const { feeKobo } = splitRelease(subject.fareKobo, 'ride');
      await this.ledger.post(manager, {
        key: LEDGER_KEYS.cashCommission(rideRef(subject)),
        kind: 'cash_commission',
        subject: rideRef(subject),
        memo: `Commission owed on cash ride #${subject.id}`,
        lines: [
          { account: LEDGER.cashOwed(subject.riderId!), amountKobo: feeKobo },
          { account: LEDGER.clearing, amountKobo: -feeKobo },
        ],
      });
    },
    payCourier: async ({ manager, subject }: Fx) => {
      await this.escrow.payFromEscrow(manager, {
        from: orderRef(subject),
        subject: rideRef(subject),
        vendorId: subject.riderId!,
        amountKobo: subject.fareKobo,
      });
    },
    refundFull: async ({ manager, subject }: Fx) => {
      const amount = subject.fareKobo;
      await this.escrow.splitRefund(manager, {
        subject: rideRef(subject),
        vendorId: subject.riderId!,
        amountKobo: amount,
        refundKobo: amount,
        capKobo: amount,
        kind: 'ride_cancelled',
      });
      await this.payments.refund(manager, rideRef(subject), amount, 'cancellation');
    },
    openDispute: async ({ manager, subject, ctx }: Fx) => {
      await this.tell(
        manager,
        subject,
        'customer',
        'Problem reported',
        `We received your report about ride #${subject.id}. An administrator will look at it and reply.`,
      );
      const held = subject.paymentMethod === 'card' ? ' Your share of the fare is held until it is resolved.' : '';
      await this.tell(
        manager,
        subject,
        'rider',
        'Problem reported by the customer',
        `The customer reported a problem with ride #${subject.id}: "${(ctx.reason ?? '').slice(0, 200)}". An administrator decides.${held}`,
      );
    },
    closeDispute: async ({ manager, subject }: Fx) => {
      // A card fare's share was held from payout while disputed: it becomes available now.
      if (subject.paymentMethod === 'card') await this.escrow.resumeAvailability(manager, rideRef(subject));
      await this.tell(
        manager,
        subject,
        'customer',
        'Problem resolved',
        `An administrator looked at your report about ride #${subject.id} and closed it without a refund.`,
      );
      await this.tell(manager, subject, 'rider', 'Problem resolved', `The report about ride #${subject.id} was closed without a refund.`);
    },
    refundSplit: async ({ manager, subject, ctx }: Fx) => {
      if (ctx.refundKobo === undefined) throw new Error('refundSplit needs an amount');
      await this.escrow.clawBack(manager, { subject: rideRef(subject), vendorId: subject.riderId!, refundKobo: ctx.refundKobo });
      await this.payments.refund(manager, rideRef(subject), ctx.refundKobo, 'dispute');
      await this.escrow.resumeAvailability(manager, rideRef(subject));
      await this.tell(
        manager,
        subject,
        'customer',
        'Dispute resolved: refund issued',
        `${formatKobo(ctx.refundKobo)} of ride #${subject.id} will be refunded to your card.`,
      );
      await this.tell(
        manager,
        subject,
        'rider',
        'Dispute resolved',
        `An administrator refunded ${formatKobo(ctx.refundKobo)} of ride #${subject.id} to the customer from your share.`,
      );
    },
  } satisfies Lifecycle<Trip, RideEvent, RideTripAction, RideEffectContext>['effects'];

  /** A delivery's courier joins the order when they accept it and leaves it when the trip ends before the drop-off. */
  readonly record = async ({ manager, subject, event }: Fx) => {
    if (!isDelivery(subject)) return;
    if (event.type === 'ACCEPT') {
      const rider = await this.vendors.findPartyOf(manager, subject.riderId!);
      await this.couriers.assign(manager, subject.orderId!, rider?.user?.id ?? null);
    } else if (event.type === 'CANCEL' || event.type === 'EXPIRE') {
      await this.couriers.assign(manager, subject.orderId!, null);
    }
  };

  /** A delivery's news goes to the shop that asked for the rider (the order's own steps tell the customer). */
  private async tellDelivery(manager: EntityManager, t: Trip, event: RideEvent) {
    const what = `order #${t.orderId}`;
    const rider = t.riderId ? await this.vendors.findPartyOf(manager, t.riderId) : null;
    const name = rider?.businessName ?? 'An Oja rider';
    const words: Partial<Record<RideEvent['type'], [string, string]>> = {
      ACCEPT: ['Oja rider on the way', `${name} accepted the delivery of ${what} and is on the way to collect it.`],
      ARRIVE: ['Oja rider at your shop', `${name} is at your shop for ${what}. Hand over the sealed package; the rider photographs it.`],
      COMPLETE: [
        'Delivered by your Oja rider',
        `${name} delivered ${what}. The ${formatKobo(t.fareKobo)} rider's fee is paid from the order; the rest is released to you once the customer confirms the seal.`,
      ],
      CANCEL: ['Oja rider cancelled', `The rider cancelled the delivery of ${what}. Call another Oja rider or deliver it yourself.`],
      EXPIRE: ['No Oja rider available', `No rider accepted the delivery of ${what} in time. Try again in a few minutes or deliver it yourself.`],
    };
    const w = words[event.type];
    if (w) await this.tell(manager, t, 'vendor', w[0], w[1]);
    if (event.type === 'ACCEPT')
      await this.tell(
        manager,
        t,
        'customer',
        'A rider will bring your order',
        `${name}, an Oja rider, will collect ${what} from ${t.pickupLabel || 'the shop'} and bring it to you.`,
      );
  }

  readonly timers: Record<'searchExpiry', LifecycleTimer<Trip>> = {
    searchExpiry: { event: 'EXPIRE', clock: (t) => ({ anchor: t.requestedAt, configuredMs: this.env.RIDE_SEARCH_MS, specMs: RIDE_TRIP_WINDOWS.searchMs }) },
  };
}
