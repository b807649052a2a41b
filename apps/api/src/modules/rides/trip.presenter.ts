import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { allowedRideTripEvents, etaMinutes, koboToNaira, RIDE_TRIP_STATUS_LABELS, tripEstimate, type RideTripEventType } from '@oja/shared';
import { ENV, Env } from '../../config/env.js';
import { OrderCouriers } from '../cart-orders/order-couriers.js';
import { riderProfiles } from '../vendors/rider-directory.js';
import { Trip } from './entities/trip.entity.js';
import { isDelivery } from './ride.lifecycle.js';
import { RiderPositions } from './rider-positions.js';

const CUSTOMER_ACTIONS: Partial<Record<RideTripEventType, string>> = { CANCEL: 'cancel', PAY: 'pay', REPORT_PROBLEM: 'report_problem' };
const RIDER_ACTIONS: Partial<Record<RideTripEventType, string>> = { ARRIVE: 'arrived', START: 'start', COMPLETE: 'complete', CANCEL: 'cancel' };
/** Who reads a trip: its customer, its rider (or the rider it is offered to) or, for a delivery, its shop. */
export type TripViewer = { role: 'customer'; userId: number } | { role: 'rider'; vendorId: number } | { role: 'vendor'; vendorId: number };
/** A customer's own rides (a courier's delivery of their order is shown on the order, not among their rides). */
export const RIDES: Array<Trip['paymentMethod']> = ['cash', 'card'];

/** Rides and deliveries on the wire (docs/rides.md "The contract"): the rider, the live position, the buttons of the viewer. */
@Injectable()
export class TripPresenter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly positions: RiderPositions,
    private readonly couriers: OrderCouriers,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async present(rows: Trip[], viewer: TripViewer, manager: EntityManager = this.dataSource.manager) {
    const riders = await riderProfiles(manager, [...new Set(rows.map((t) => t.riderId).filter((v): v is number => v !== null))]);
    const orders = await this.couriers.summaries([...new Set(rows.map((t) => t.orderId).filter((v): v is number => v !== null))], manager);
    const now = Date.now();
    const out = [];
    for (const t of rows) {
      const r = t.riderId ? riders.get(t.riderId) : undefined;
      const pos = t.riderId && ['found', 'pickup', 'ongoing'].includes(t.status) ? await this.positions.last(t.riderId).catch(() => null) : null;
      const target = t.status === 'ongoing' ? { lat: t.destinationLat, lng: t.destinationLng } : { lat: t.pickupLat, lng: t.pickupLng };
      const actor = viewer.role;
      const names = viewer.role === 'rider' ? RIDER_ACTIONS : CUSTOMER_ACTIONS;
      let actions = allowedRideTripEvents(t, actor, now)
        .map((e) => names[e])
        .filter((a): a is string => !!a);
      if (viewer.role === 'customer' && t.status === 'searching') actions = actions.filter((a) => a !== 'pay');
      const o = t.orderId ? orders.get(t.orderId) : undefined;
      out.push({
        id: t.id,
        purpose: isDelivery(t) ? ('delivery' as const) : ('ride' as const),
        order: isDelivery(t) ? { id: t.orderId!, kind: t.orderKind!, shop: o?.shop ?? t.pickupLabel, items: o?.items ?? '' } : null,
        status: t.status,
        status_label: RIDE_TRIP_STATUS_LABELS[t.status] ?? t.status,
        payment_method: t.paymentMethod,
        payment_status:
          t.paymentMethod === 'cash' ? 'cash' : isDelivery(t) ? 'order' : t.paidAt ? (t.escrowStatus === 'refunded' ? 'refunded' : 'paid') : 'pending',
        pickup: { lat: t.pickupLat, lng: t.pickupLng, label: t.pickupLabel },
        destination: { lat: t.destinationLat, lng: t.destinationLng, label: t.destinationLabel },
        distance_km: t.distanceKm,
        fare: koboToNaira(t.fareKobo),
        minutes: tripEstimate({ lat: t.pickupLat, lng: t.pickupLng }, { lat: t.destinationLat, lng: t.destinationLng }).minutes,
        ...(viewer.role === 'customer' && !isDelivery(t) ? { start_code: t.startCode } : {}),
        rider: r ? { id: r.id, name: r.name, phone: r.phone, vehicle_type: r.vehicleType } : null,
        rider_position: pos ? { lat: pos.lat, lng: pos.lng, at: new Date(pos.at), eta_minutes: etaMinutes(pos, target) } : null,
        requested_at: t.requestedAt,
        accepted_at: t.acceptedAt,
        arrived_at: t.arrivedAt,
        started_at: t.startedAt,
        completed_at: t.completedAt,
        cancelled_at: t.cancelledAt,
        cancelled_by: t.cancelledBy,
        expired_at: t.expiredAt,
        disputed_at: t.disputedAt,
        problem_reason: t.problemReason,
        search_ends_at: t.status === 'searching' && t.requestedAt ? new Date(t.requestedAt.getTime() + this.env.RIDE_SEARCH_MS) : null,
        actions,
        created_at: t.createdAt,
      });
    }
    return out;
  }
}
