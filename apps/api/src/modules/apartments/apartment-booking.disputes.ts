import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { disputedSubjects, disputeEvents, escrowStep, type SubjectDisputes } from '../../common/subjects.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';

declare module '../../common/subjects.js' {
  interface DisputedSubjectViews {
    apartment_booking: { id: number; status: string; check_in_date: string; check_out_date: string; total: number };
  }
}

/**
 * "Report a problem" with a stay, through the disputes module (common/subjects.ts): the guest's DISPUTE while
 * checked in or out (the status stays; no timer or plain release moves the money), resolved by the admin's
 * RESOLVE_RELEASE (→ completed) or RESOLVE_REFUND (→ refunded, at most half back, the rest released).
 */
@Injectable()
export class ApartmentBookingDisputes implements SubjectDisputes<ApartmentBooking> {
  readonly events = disputeEvents('DISPUTE');

  view(manager: EntityManager, ids: number[]) {
    return disputedSubjects(manager, ApartmentBooking, ids, (b) => ({
      steps: [
        ['requested', 'Booking requested', b.createdAt],
        escrowStep.paid(b.paidAt),
        ['checked_in', 'Guest checked in', b.checkedInAt],
        ['checked_out', 'Guest checked out', b.checkedOutAt],
        escrowStep.released(b.completedAt, 'completed'),
        escrowStep.refunded(b.refundedAt),
      ],
      view: { id: b.id, status: b.status, check_in_date: b.checkInDate, check_out_date: b.checkOutDate, total: b.totalPriceKobo / 100 },
    }));
  }
}
