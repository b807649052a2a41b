import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { maintenanceTypeLabel } from '@oja/shared';
import { disputedSubjects, disputeEvents, escrowStep, type SubjectDisputes } from '../../common/subjects.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';

declare module '../../common/subjects.js' {
  interface DisputedSubjectViews {
    maintenance_request: { id: number; status: string; service_type: string; location: string; fee: number };
  }
}

/**
 * "Report a problem" with a completed maintenance job, through the disputes module (common/subjects.ts): the
 * customer's DISPUTE while the fee is still held (completed, before release), resolved by the admin's
 * RESOLVE_RELEASE or RESOLVE_REFUND, whose effects release or split the escrow.
 */
@Injectable()
export class MaintenanceDisputes implements SubjectDisputes<MaintenanceRequest> {
  readonly events = disputeEvents('DISPUTE');

  /** The request's steps from its timestamps, and a small admin view. */
  view(manager: EntityManager, ids: number[]) {
    return disputedSubjects(manager, MaintenanceRequest, ids, (r) => ({
      steps: [
        ['reported', 'Issue reported', r.createdAt],
        escrowStep.paid(r.paidAt, 'Fee paid into escrow'),
        ['accepted', 'Accepted by the mechanic', r.acceptedAt],
        ['started', 'Job started', r.startedAt],
        ['completed', 'Marked completed by the mechanic', r.completedAt],
        escrowStep.released(r.releasedAt),
        escrowStep.refunded(r.refundedAt),
      ],
      view: { id: r.id, status: r.status, service_type: maintenanceTypeLabel(r.serviceType, r.serviceTypeText), location: r.location, fee: r.feeKobo / 100 },
    }));
  }
}
