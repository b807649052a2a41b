import { randomInt } from 'node:crypto';
import type { DeepPartial, EntityManager } from 'typeorm';
import type { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { Trip } from './entities/trip.entity.js';
import type { RideLifecycle } from './ride.lifecycle.js';

/**
 * Saves a new ride searching for a rider (a fresh four-digit start code, no rider passed over yet) and applies the
 * REQUEST of `actor` (the customer, or the shop asking for a courier): its search window and dispatch.
 */
export async function openTrip(
  manager: EntityManager,
  engine: LifecycleEngine,
  lifecycle: RideLifecycle,
  trip: DeepPartial<Trip>,
  actor: 'customer' | 'vendor',
) {
  const saved = await manager.save(
    manager.create(Trip, {
      ...trip,
      status: 'searching',
      escrowStatus: 'none',
      startCode: String(randomInt(0, 10_000)).padStart(4, '0'),
      passedRiders: [],
    }),
  );
  await engine.apply(lifecycle, manager, saved, { type: 'REQUEST', actor }, {});
  return saved;
}
