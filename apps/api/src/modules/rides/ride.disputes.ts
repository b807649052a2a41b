import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RIDE_TRIP_STATUS_LABELS } from '@oja/shared';
import { disputedSubjects, disputeEvents, escrowStep, type SubjectDisputes } from '../../common/subjects.js';
import { Trip } from './entities/trip.entity.js';

declare module '../../common/subjects.js' {
  interface DisputedSubjectViews {
    ride: { id: number; status: string; fare: number; payment_method: string; pickup: string; destination: string };
  }
}

/**
 * "Report a problem" with a completed ride within 24 hours (the machine's REPORT_PROBLEM, which needs the
 * time), through the disputes module: an admin resolves it by RESOLVE_RELEASE, or for a card ride RESOLVE_REFUND
 * (at most 50 % of the fare, clawed back from the rider's share, which the open dispute keeps from payout).
 */
@Injectable()
export class RideDisputes implements SubjectDisputes<Trip> {
  readonly events = disputeEvents('REPORT_PROBLEM', true);

  view(manager: EntityManager, ids: number[]) {
    return disputedSubjects(manager, Trip, ids, (t) => ({
      steps: [
        ['requested', 'Ride requested', t.requestedAt],
        ['accepted', 'Accepted by the rider', t.acceptedAt],
        ['arrived', 'Rider at the pickup', t.arrivedAt],
        ['started', 'Ride started (start code)', t.startedAt],
        ['completed', 'Ride completed', t.completedAt],
        escrowStep.refunded(t.refundedAt),
      ],
      view: {
        id: t.id,
        status: RIDE_TRIP_STATUS_LABELS[t.status] ?? t.status,
        fare: t.fareKobo / 100,
        payment_method: t.paymentMethod,
        pickup: t.pickupLabel,
        destination: t.destinationLabel,
      },
    }));
  }
}
