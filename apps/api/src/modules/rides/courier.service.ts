import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { formatKobo, inNigeria, nairaToKobo, RIDE_TRIP_ACTIVE_STATUSES, tripEstimate } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { OrderCouriers } from '../cart-orders/order-couriers.js';
import type { SignedInUser } from '../users/user.port.js';
import { Trip } from './entities/trip.entity.js';
import { openTrip } from './open-trip.js';
import { RideLifecycle } from './ride.lifecycle.js';
import { TripPresenter } from './trip.presenter.js';

/**
 * Oja riders as couriers: a vendor asks for a rider to carry a ready food or
 * shop order from the shop's pin to the delivery pin. The job is a trip paid out of the order (`payment_method`
 * 'order'), dispatched like a ride; the fee is the rides' fare rule on the distance, fixed when asked.
 */
@Injectable()
export class CourierService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: RideLifecycle,
    private readonly couriers: OrderCouriers,
    private readonly presenter: TripPresenter,
  ) {}

  /** Asks for an Oja rider: the order locked (ready, the vendor's), both pins, the fee within what the order holds; then REQUEST. */
  async request(user: SignedInUser, orderId: number) {
    const vendorId = user.vendor!.id;
    const trip = await this.dataSource.transaction(async (manager) => {
      const o = await this.couriers.lockReady(manager, orderId, vendorId);
      const open = await manager.findOne(Trip, { where: { orderId, status: In([...RIDE_TRIP_ACTIVE_STATUSES]) } });
      if (open) throw DomainError.conflict('COURIER_ALREADY', 'An Oja rider is already on this order.');
      if (!o.pickup) throw DomainError.conflict('COURIER_NO_PICKUP_PIN', "Set your shop's location in Settings first, so the rider knows where to collect.");
      if (!o.dropoff)
        throw DomainError.conflict(
          'COURIER_NO_DROPOFF_PIN',
          'This order has no map pin for the delivery address, so an Oja rider cannot find it: deliver it yourself.',
        );
      if (!inNigeria(o.pickup) || !inNigeria(o.dropoff))
        throw DomainError.conflict('RIDE_OUTSIDE_NIGERIA', 'Oja riders deliver in Nigeria: the shop and the delivery address must both be in Nigeria.');
      const e = tripEstimate(o.pickup, o.dropoff);
      const feeKobo = nairaToKobo(e.fare);
      if (feeKobo > o.heldKobo) {
        throw DomainError.conflict(
          'COURIER_FEE_TOO_HIGH',
          `An Oja rider's fee for ${e.distanceKm} km (${formatKobo(feeKobo)}) is more than this order's ${formatKobo(o.heldKobo)}: deliver it yourself.`,
        );
      }
      return openTrip(
        manager,
        this.engine,
        this.lifecycle,
        {
          userId: o.userId,
          vendorId,
          orderId: o.id,
          orderKind: o.kind,
          pickupLat: o.pickup.lat,
          pickupLng: o.pickup.lng,
          pickupLabel: o.pickup.label.slice(0, 200),
          destinationLat: o.dropoff.lat,
          destinationLng: o.dropoff.lng,
          destinationLabel: o.dropoff.label.slice(0, 200),
          distanceKm: e.distanceKm,
          fareKobo: feeKobo,
          paymentMethod: 'order',
        },
        'vendor',
      );
    });
    return (await this.view(trip.orderId!, { vendorId }))!;
  }

  /** Calls the rider off before the pickup (the order stays waiting: call another or deliver it yourself). */
  async cancel(user: SignedInUser, orderId: number) {
    const vendorId = user.vendor!.id;
    const open = await this.dataSource.getRepository(Trip).findOne({ where: { orderId, vendorId, status: In([...RIDE_TRIP_ACTIVE_STATUSES]) } });
    if (!open) {
      if (!(await this.couriers.isParty(orderId, { vendorId }))) throw DomainError.notFound('ORDER_NOT_FOUND', 'Order not found');
      throw DomainError.conflict('COURIER_NONE', 'No Oja rider is on this order.');
    }
    await this.engine.run(this.lifecycle, { id: open.id, where: { vendorId }, event: { type: 'CANCEL', actor: 'vendor' }, ctx: {} });
    return (await this.view(orderId, { vendorId }))!;
  }

  /** The order's latest courier job, as its shop (with its buttons) or its customer sees it; null when it never had one. */
  async view(orderId: number, who: { vendorId: number } | { userId: number }) {
    if (!(await this.couriers.isParty(orderId, who))) throw DomainError.notFound('ORDER_NOT_FOUND', 'Order not found');
    const t = await this.dataSource.getRepository(Trip).findOne({ where: { orderId }, order: { id: 'DESC' } });
    if (!t) return null;
    const viewer = 'vendorId' in who ? { role: 'vendor' as const, vendorId: who.vendorId } : { role: 'customer' as const, userId: who.userId };
    const [p] = await this.presenter.present([t], viewer);
    return { ride_id: p!.id, fee: p!.fare, ...p!, actions: 'vendorId' in who ? p!.actions.filter((a) => a === 'cancel') : [] };
  }
}
