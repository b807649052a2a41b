import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { etaMinutes, impossibleMove, inNigeria, nairaToKobo, RIDE_TRIP_ACTIVE_STATUSES, tripEstimate, type LatLng } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { LiveHub } from '../live/live-hub.js';
import type { SignedInUser } from '../users/user.port.js';
import { Trip } from './entities/trip.entity.js';
import type { FastifyRequest } from 'fastify';
import { OrderCouriers } from '../cart-orders/order-couriers.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { openTrip } from './open-trip.js';
import { DISPATCH_JOB, isDelivery, RideLifecycle, type RideEvent } from './ride.lifecycle.js';
import { RiderPositions } from './rider-positions.js';
import { RIDES, TripPresenter, type TripViewer } from './trip.presenter.js';

export const CUSTOMERS_ONLY = 'Only customer accounts can request rides.';
const OUTSIDE = 'Oja rides run in Nigeria: the pickup and the destination must be in Nigeria.';
export type RiderAction = 'arrived' | 'start' | 'complete' | 'cancel';

/** Real okada rides (docs/rides.md): request, dispatch to the nearest online riders, the rider's steps, positions. */
@Injectable()
export class TripsService {
  private readonly logger = new Logger('Rides');

  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: RideLifecycle,
    private readonly positions: RiderPositions,
    private readonly presenter: TripPresenter,
    private readonly hub: LiveHub,
    private readonly outbox: OutboxService,
    private readonly couriers: OrderCouriers,
    private readonly vendors: VendorsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  estimate(pickup: LatLng, destination: LatLng) {
    if (!inNigeria(pickup) || !inNigeria(destination)) throw DomainError.field('pickup', OUTSIDE, 'RIDE_OUTSIDE_NIGERIA');
    const e = tripEstimate(pickup, destination);
    return { distance_km: e.distanceKm, fare: e.fare, minutes: e.minutes };
  }

  /** A customer's request: the fare fixed on the road distance, a start code, then REQUEST (search window, dispatch). */
  async request(user: SignedInUser, dto: { pickup: LatLng & { label?: string }; destination: LatLng & { label?: string }; payment_method?: 'cash' | 'card' }) {
    if (user.userType !== 'user') throw DomainError.forbidden('CUSTOMERS_ONLY', CUSTOMERS_ONLY);
    const e = this.estimate(dto.pickup, dto.destination);
    return this.dataSource.transaction(async (manager) => {
      // One ride in progress per customer (a second request waits for the first to end).
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['ride-request', user.id]);
      const open = await manager.findOne(Trip, { where: { userId: user.id, paymentMethod: In(RIDES), status: In([...RIDE_TRIP_ACTIVE_STATUSES]) } });
      if (open) throw DomainError.conflict('RIDE_IN_PROGRESS', `You already have a ride in progress (ride #${open.id}). Finish or cancel it first.`);
      return openTrip(
        manager,
        this.engine,
        this.lifecycle,
        {
          userId: user.id,
          pickupLat: dto.pickup.lat,
          pickupLng: dto.pickup.lng,
          pickupLabel: dto.pickup.label ?? '',
          destinationLat: dto.destination.lat,
          destinationLng: dto.destination.lng,
          destinationLabel: dto.destination.label ?? '',
          distanceKm: e.distance_km,
          fareKobo: nairaToKobo(e.fare),
          paymentMethod: dto.payment_method ?? 'cash',
        },
        'customer',
      );
    });
  }

  // ── Reads ───────────────────────────────────────────────────────────────────────────────────────────────

  present(rows: Trip[], viewer: TripViewer, manager?: EntityManager) {
    return this.presenter.present(rows, viewer, manager);
  }

  async one(user: SignedInUser, id: number) {
    const t = await this.dataSource.getRepository(Trip).findOneBy({ id });
    const vendorId = user.vendor?.category === 'rider' ? user.vendor.id : null;
    if (t && t.userId === user.id) return (await this.present([t], { role: 'customer', userId: user.id }))[0]!;
    if (t && vendorId && (t.riderId === vendorId || t.offeredTo === vendorId)) return (await this.present([t], { role: 'rider', vendorId }))[0]!;
    throw DomainError.notFound('RIDE_NOT_FOUND', 'Ride not found');
  }

  async current(user: SignedInUser) {
    const t = await this.dataSource
      .getRepository(Trip)
      .findOne({ where: { userId: user.id, paymentMethod: In(RIDES), status: In([...RIDE_TRIP_ACTIVE_STATUSES]) }, order: { id: 'DESC' } });
    return t ? (await this.present([t], { role: 'customer', userId: user.id }))[0]! : null;
  }

  /** The customer's past pickups and destinations (labelled ones), newest first, each place once. */
  async recentPlaces(user: SignedInUser) {
    const rows = (await this.dataSource.query(
      `SELECT label, lat, lng FROM (
         SELECT DISTINCT ON (lower(label)) label, lat, lng, at FROM (
           SELECT pickup_label AS label, pickup_lat AS lat, pickup_lng AS lng, created_at AS at FROM trips WHERE user_id = $1 AND payment_method <> 'order'
           UNION ALL SELECT destination_label, destination_lat, destination_lng, created_at FROM trips WHERE user_id = $1 AND payment_method <> 'order'
         ) p WHERE label <> '' ORDER BY lower(label), at DESC
       ) d ORDER BY at DESC LIMIT 8`,
      [user.id],
    )) as Array<{ label: string; lat: number; lng: number }>;
    return rows.map((r) => ({ label: r.label, lat: Number(r.lat), lng: Number(r.lng) }));
  }

  cancelByCustomer(user: SignedInUser, id: number) {
    return this.engine.run(this.lifecycle, { id, where: { userId: user.id }, event: { type: 'CANCEL', actor: 'customer' }, ctx: {} });
  }

  /** Card rides are paid once a rider has accepted (the escrow is the rider's). */
  async assertPayable(user: SignedInUser, id: number) {
    const t = await this.dataSource.getRepository(Trip).findOneBy({ id, userId: user.id });
    if (!t) throw DomainError.notFound('RIDE_NOT_FOUND', 'Ride not found');
    if (t.paymentMethod !== 'card') throw DomainError.conflict('RIDE_NOT_PAYABLE', 'This ride is paid in cash to the rider.');
    if (!t.riderId) throw DomainError.conflict('RIDE_NOT_PAYABLE', 'Pay once a rider has accepted your request.');
  }

  // ── The rider ───────────────────────────────────────────────────────────────────────────────────────────

  private async riderOpenTrip(manager: EntityManager, vendorId: number) {
    return manager.findOne(Trip, { where: { riderId: vendorId, status: In(['found', 'pickup', 'ongoing']) } });
  }

  /** A position from the rider's phone: in Nigeria, a possible move, from a rider online or on a ride; the customer of the ride in hand sees it. */
  async location(user: SignedInUser, p: LatLng, online: boolean) {
    const vendorId = user.vendor!.id;
    if (!inNigeria(p))
      throw DomainError.field('lat', 'That position is outside Nigeria. Check that your phone’s location is on and accurate.', 'RIDE_OUTSIDE_NIGERIA');
    const at = Date.now();
    const prev = await this.positions.last(vendorId);
    if (prev && impossibleMove(prev, { ...p, at })) {
      throw DomainError.field(
        'lat',
        'That position is too far from your last one to be real (over 150 km/h). Check your phone’s location.',
        'RIDER_IMPOSSIBLE_MOVE',
      );
    }
    const trip = await this.riderOpenTrip(this.dataSource.manager, vendorId);
    if (!online && !trip) throw DomainError.conflict('RIDER_OFFLINE', 'You are offline. Go online to share your position and receive rides.');
    await this.positions.set(vendorId, { ...p, at });
    if (trip) {
      const target = trip.status === 'ongoing' ? { lat: trip.destinationLat, lng: trip.destinationLng } : { lat: trip.pickupLat, lng: trip.pickupLng };
      // A delivery's shop watches its rider come too.
      const shop = isDelivery(trip) && trip.vendorId ? (await this.vendors.findPartyOf(this.dataSource.manager, trip.vendorId))?.user?.id : undefined;
      await this.hub
        .publishEphemeral([`user:${trip.userId}`, ...(shop ? [`user:${shop}`] : [])], 'ride.position', {
          ride_id: trip.id,
          lat: p.lat,
          lng: p.lng,
          at: new Date(at).toISOString(),
          eta_minutes: etaMinutes(p, target),
        })
        .catch((err) => this.logger.warn(`ride.position not sent: ${(err as Error).message}`));
    }
    return { online: online || !!trip, at: new Date(at) };
  }

  /** The offer in hand (before it ends) and the ride in hand. */
  async riderCurrent(user: SignedInUser) {
    const vendorId = user.vendor!.id;
    const m = this.dataSource.manager;
    const offer = await m
      .getRepository(Trip)
      .createQueryBuilder('t')
      .where("t.offered_to = :v AND t.status = 'searching' AND t.offer_expires_at > now()", { v: vendorId })
      .orderBy('t.id', 'DESC')
      .getOne();
    const ride = await this.riderOpenTrip(m, vendorId);
    const viewer = { role: 'rider' as const, vendorId };
    return {
      offer: offer ? { ...(await this.present([offer], viewer))[0]!, actions: ['accept', 'decline'], offer_expires_at: offer.offerExpiresAt } : null,
      ride: ride ? (await this.present([ride], viewer))[0]! : null,
    };
  }

  /** Accepts the offer in hand: only the rider it is offered to, before it ends, while the ride searches (the row lock makes it one). */
  async accept(user: SignedInUser, id: number) {
    const vendorId = user.vendor!.id;
    const now = new Date();
    await this.engine.run(this.lifecycle, {
      id,
      event: { type: 'ACCEPT', actor: 'rider', riderId: vendorId, now },
      ctx: {},
      guard: async (t, manager) => {
        if (t.offeredTo !== vendorId || !t.offerExpiresAt || t.offerExpiresAt.getTime() <= now.getTime() || t.status !== 'searching') {
          throw DomainError.conflict('RIDE_NOT_OFFERED', 'This ride is not offered to you (any more).');
        }
        if (await this.riderOpenTrip(manager, vendorId)) throw DomainError.conflict('RIDE_NOT_OFFERED', 'Finish your current ride before accepting another.');
      },
    });
  }

  /** Declines the offer in hand: it goes to the next rider at once. */
  async decline(user: SignedInUser, id: number) {
    const vendorId = user.vendor!.id;
    await this.dataSource.transaction(async (manager) => {
      const t = await this.engine.lock(this.lifecycle, manager, id);
      if (t.offeredTo !== vendorId || t.status !== 'searching') throw DomainError.conflict('RIDE_NOT_OFFERED', 'This ride is not offered to you (any more).');
      const seq = t.offerSeq + 1;
      await manager.update(Trip, { id }, { offeredTo: null, offerExpiresAt: null, offerSeq: seq, passedRiders: [...t.passedRiders, vendorId] });
      await this.outbox.add(manager, DISPATCH_JOB, { tripId: id, seq });
    });
  }

  /** Whether the rider's trip `id` is a delivery (the start and the completion then take a seal photo, not a code). */
  async isRidersDelivery(user: SignedInUser, id: number): Promise<boolean> {
    return this.dataSource.getRepository(Trip).exists({ where: { id, riderId: user.vendor!.id, paymentMethod: 'order' } });
  }

  /**
   * A courier's pickup (`start`) or drop-off (`complete`) of a delivery, each with its seal photo (multipart
   * `photo`, stored before the transaction): in one transaction, the trip's step and the order's own SHIP or
   * DELIVER by the courier; at the drop-off the courier's fee leaves the order's escrow for the rider.
   */
  async deliveryStep(user: SignedInUser, id: number, action: 'start' | 'complete', req: FastifyRequest) {
    const vendorId = user.vendor!.id;
    const stored = await this.couriers.storePhoto(req, action === 'start' ? 'handover' : 'delivery');
    try {
      await this.dataSource.transaction(async (manager) => {
        const t = await this.engine.lock(this.lifecycle, manager, id, { riderId: vendorId });
        if (!isDelivery(t)) throw DomainError.conflict('RIDE_TRANSITION_NOT_ALLOWED', 'This is a ride, not a delivery: start it with the customer’s code.');
        const event: RideEvent =
          action === 'start' ? { type: 'START', actor: 'rider', startCode: null, expectedCode: null } : { type: 'COMPLETE', actor: 'rider' };
        await this.engine.apply(this.lifecycle, manager, t, event, {});
        await this.couriers.carry(
          manager,
          t.orderId!,
          action === 'start' ? 'handover' : 'delivery',
          { stored, uploaderUserId: user.id },
          action === 'complete' ? t.fareKobo : 0,
        );
      });
    } catch (err) {
      await this.couriers.discard(stored);
      throw err;
    }
  }

  /** The rider's steps on the ride in hand (the start with the customer's code). */
  async byRider(user: SignedInUser, id: number, action: RiderAction, startCode?: string) {
    const vendorId = user.vendor!.id;
    await this.dataSource.transaction(async (manager) => {
      const t = await this.engine.lock(this.lifecycle, manager, id, { riderId: vendorId });
      if (isDelivery(t) && (action === 'start' || action === 'complete')) {
        const msg = action === 'start' ? 'A photo of the sealed package is required' : 'A photo of the delivered package is required';
        throw new DomainError('invalid', 'PHOTO_REQUIRED', msg, { photo: [msg] });
      }
      const event: RideEvent =
        action === 'start'
          ? { type: 'START', actor: 'rider', startCode: startCode ?? null, expectedCode: t.startCode }
          : { type: action === 'arrived' ? 'ARRIVE' : action === 'complete' ? 'COMPLETE' : 'CANCEL', actor: 'rider' };
      await this.engine.apply(this.lifecycle, manager, t, event, {});
    });
  }
}
