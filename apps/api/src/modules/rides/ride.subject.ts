import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import type { DataOwner } from '../../common/personal-data.js';
import { Subject, subjectsOfOwner, type SubjectDescriptor, tableFigures, reviewSource } from '../../common/subjects.js';
import { partiesOfRows } from '../vendors/vendor-users.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { Trip } from './entities/trip.entity.js';
import { RideDisputes } from './ride.disputes.js';
import { RideLifecycle } from './ride.lifecycle.js';

/** A real okada ride as a subject of the platform (docs/rides.md): card fares in escrow, references `oja-rd…`. */
@Subject()
@Injectable()
export class RideSubject implements SubjectDescriptor<Trip> {
  readonly kind = 'ride';
  readonly fee = 'ride';
  readonly label = 'Ride';
  readonly noun = 'ride';
  readonly refundNoun = 'ride';
  readonly referencePrefix = 'rd';
  readonly ledgerPrefix = 'rd';
  readonly callbackKey = 'ride_id';
  readonly customerPage = '/ride-hailing';

  /** Rider and customer rate each other after a completed ride. */
  readonly reviews = reviewSource(Trip, {
    target: 'none',
    vendor: '(SELECT lv.user_id FROM vendors lv WHERE lv.id = s.rider_id)',
    title: "concat('Ride #', s.id)",
    // A courier's delivery is reviewed as the order it carried, not as a ride.
    completed: "s.status = 'completed' AND s.completed_at IS NOT NULL AND s.payment_method <> 'order'",
  });

  /** Accepted rides in the weekly figures of the rider and of the customer. */
  readonly figures = tableFigures('orders', 'trips t', {
    vendor: 't.rider_id = $owner',
    customer: "t.user_id = $owner AND t.rider_id IS NOT NULL AND t.payment_method <> 'order'",
  });

  constructor(
    readonly lifecycle: RideLifecycle,
    readonly disputes: RideDisputes,
    private readonly vendors: VendorsService,
  ) {}

  /** A card fare released at completion stays payable while the customer's report is open. */
  async payoutHeld(manager: EntityManager, id: number) {
    return manager.exists(Trip, { where: { id, status: 'disputed' } });
  }

  /** The customer and the rider; on a courier's delivery also the shop that asked for the rider. */
  async parties(manager: EntityManager, ids: number[]) {
    const rows = await manager.find(Trip, { select: { id: true, userId: true, riderId: true, vendorId: true }, where: { id: In(ids) } });
    const shops = new Map<number, number>();
    for (const v of new Set(rows.map((r) => r.vendorId).filter((x): x is number => x !== null))) {
      const user = (await this.vendors.findPartyOf(manager, v))?.user?.id;
      if (user) shops.set(v, user);
    }
    return partiesOfRows(
      manager,
      rows.map((r) => ({
        id: r.id,
        customerUserId: r.userId,
        vendorId: r.riderId,
        ...(r.vendorId && shops.has(r.vendorId) ? { otherUserIds: [shops.get(r.vendorId)!] } : {}),
      })),
    );
  }

  ofOwner(manager: EntityManager, owner: DataOwner) {
    return subjectsOfOwner(manager, Trip, owner, { customer: 'userId', vendor: 'riderId' });
  }

  async charge(trip: Trip) {
    return { amountKobo: trip.fareKobo, description: `Okada ride #${trip.id}: ${trip.pickupLabel || 'pickup'} → ${trip.destinationLabel || 'destination'}` };
  }
}
