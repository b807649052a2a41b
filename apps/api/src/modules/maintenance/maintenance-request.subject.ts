import { Injectable } from '@nestjs/common';
import { maintenanceTypeLabel } from '@oja/shared';
import { Subject, type SubjectDescriptor } from '../../common/subjects.js';
import type { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';

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
  readonly legacyCapturedJob = 'maintenance.payment-captured';

  constructor(readonly lifecycle: MaintenanceLifecycle) {}

  async charge(request: MaintenanceRequest) {
    return { amountKobo: request.feeKobo, description: `Maintenance commitment fee: ${maintenanceTypeLabel(request.serviceType, request.serviceTypeText)}` };
  }
}
