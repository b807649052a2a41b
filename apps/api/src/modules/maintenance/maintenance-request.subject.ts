import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { maintenanceTypeLabel } from '@oja/shared';
import { Subject, type SubjectDescriptor, type SubjectFigures, type SubjectReviewSource, subjectsOfOwner } from '../../common/subjects.js';
import type { DataOwner } from '../../common/personal-data.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';
import { MaintenanceDisputes } from './maintenance.disputes.js';
import { partiesOfEntity } from '../vendors/vendor-users.js';

/** The fields of a row that name its customer's user and its vendor. */
const PARTY_FIELDS = { customer: 'userId', vendor: 'mechanicId' } as const;

/** Maintenance requests' ₦5,000 commitment fee as a subject of the platform (common/subjects.ts): references `oja-mr…`. */
@Subject()
@Injectable()
export class MaintenanceRequestSubject implements SubjectDescriptor<MaintenanceRequest> {
  readonly kind = 'maintenance_request';
  readonly fee = 'maintenance';
  readonly label = 'Maintenance request';
  readonly noun = 'request';
  readonly refundNoun = 'maintenance request';
  readonly referencePrefix = 'mr';
  readonly ledgerPrefix = 'mr';
  readonly callbackKey = 'maintenance_id';
  readonly customerPage = '/dashboard/user/maintenance';
  readonly legacyCapturedJob = 'maintenance.payment-captured';

  /** A maintenance job rates the mechanic's work; there is no public card aggregate for it yet. */
  readonly reviews: SubjectReviewSource = {
    target: 'none',
    query: (m) =>
      m
        .createQueryBuilder(MaintenanceRequest, 's')
        .innerJoin('s.mechanic', 'v')
        .select([
          's.id AS id',
          's.user_id AS customer',
          'v.user_id AS vendor',
          's.completed_at AS completed',
          'NULL::int AS target',
          "concat('Auto maintenance (', s.service_type, ') — ', v.business_name) AS title",
        ]),
    completed: "s.status IN ('completed', 'released') AND s.completed_at IS NOT NULL",
    customerColumn: 's.user_id',
    vendorColumn: 'v.user_id',
    completedColumn: 's.completed_at',
  };

  /** Orders in the weekly figures: the chosen mechanic's jobs and the customer's requests. */
  readonly figures: SubjectFigures = {
    series: 'orders',
    vendorRows: (owner) => `SELECT m.id, m.created_at FROM maintenance_requests m WHERE m.mechanic_id = ${owner}`,
    customerRows: (owner) => `SELECT m.id, m.created_at FROM maintenance_requests m WHERE m.user_id = ${owner}`,
  };

  constructor(
    readonly lifecycle: MaintenanceLifecycle,
    /** A completed job whose fee is still held can be reported; an admin releases or refunds at most half. */
    readonly disputes: MaintenanceDisputes,
  ) {}

  /** Its customer, and its vendor with the vendor's user. */
  parties(manager: EntityManager, ids: number[]) {
    return partiesOfEntity(manager, MaintenanceRequest, ids, PARTY_FIELDS);
  }

  /** The owner's MaintenanceRequest rows, as customer or as vendor (data export). */
  ofOwner(manager: EntityManager, owner: DataOwner) {
    return subjectsOfOwner(manager, MaintenanceRequest, owner, PARTY_FIELDS);
  }

  async charge(request: MaintenanceRequest) {
    return { amountKobo: request.feeKobo, description: `Maintenance commitment fee: ${maintenanceTypeLabel(request.serviceType, request.serviceTypeText)}` };
  }
}
