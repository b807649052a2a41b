import { Injectable } from '@nestjs/common';
import { maintenanceTypeLabel } from '@oja/shared';
import { Subject, type SubjectDescriptor, tableFigures, reviewSource } from '../../common/subjects.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';
import { MaintenanceDisputes } from './maintenance.disputes.js';
import { entityParties } from '../vendors/vendor-users.js';

/** Its parties and the owner's rows, from the fields of a row that name its customer's user and its vendor. */
const PARTIES = entityParties(MaintenanceRequest, { customer: 'userId', vendor: 'mechanicId' });

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
  readonly reviews = reviewSource(MaintenanceRequest, {
    target: 'none',
    join: (q) => q.innerJoin('s.mechanic', 'v'),
    vendor: 'v.user_id',
    title: "concat('Auto maintenance (', s.service_type, ') — ', v.business_name)",
    completed: "s.status IN ('completed', 'released') AND s.completed_at IS NOT NULL",
  });

  /** Orders in the weekly figures: the chosen mechanic's jobs and the customer's requests. */
  readonly figures = tableFigures('orders', 'maintenance_requests m', { vendor: 'm.mechanic_id = $owner', customer: 'm.user_id = $owner' });

  constructor(
    readonly lifecycle: MaintenanceLifecycle,
    /** A completed job whose fee is still held can be reported; an admin releases or refunds at most half. */
    readonly disputes: MaintenanceDisputes,
  ) {}

  /** Its customer, and its vendor with the vendor's user. */
  readonly parties = PARTIES.parties;
  /** The owner's requests, as customer or as vendor (data export). */
  readonly ofOwner = PARTIES.ofOwner;

  async charge(request: MaintenanceRequest) {
    return { amountKobo: request.feeKobo, description: `Maintenance commitment fee: ${maintenanceTypeLabel(request.serviceType, request.serviceTypeText)}` };
  }
}
