import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MAINTENANCE_FEE_KOBO, MESSAGES, readMaintenanceServiceType, type MaintenanceEvent } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import type { PageRequest } from '../../common/pagination.js';
import type { SignedInUser } from '../users/user.port.js';
import { mechanicWorkshops } from '../vendors/mechanic-workshops.js';
import type { CreateMaintenanceRequestDto } from './dto/maintenance.dto.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';
import { presentRequest, type PresentedMechanic } from './maintenance.presenter.js';
import { liveMechanic, mechanicsFor, type MechanicFilter } from './mechanic-directory.js';
import { DisputesService } from '../disputes/disputes.service.js';

export const CUSTOMERS_ONLY = 'Only customer accounts can request maintenance.';

/** A customer's maintenance requests: report, choose a mechanic, cancel, confirm, and the reads. */
@Injectable()
export class MaintenanceRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: MaintenanceLifecycle,
    private readonly disputes: DisputesService,
  ) {}

  create(user: SignedInUser, dto: CreateMaintenanceRequestDto): Promise<MaintenanceRequest> {
    // An id, a name people use ('Brake Service') or other words (kept under 'other'); the DTO refused blank.
    const type = readMaintenanceServiceType(dto.service_type);
    if (!type) throw DomainError.field('service_type', MESSAGES.requiredFields);
    return this.dataSource.getRepository(MaintenanceRequest).save({
      userId: user.id,
      location: dto.location,
      serviceType: type.type,
      serviceTypeText: type.text,
      issue: dto.issue,
      needsTowing: dto.needs_towing ?? false,
      feeKobo: MAINTENANCE_FEE_KOBO,
      status: 'reported',
      escrowStatus: 'none',
    });
  }

  listMine(user: SignedInUser, p: PageRequest) {
    return this.dataSource.getRepository(MaintenanceRequest).findAndCount({ where: { userId: user.id }, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  async getMine(user: SignedInUser, id: number) {
    const r = await this.dataSource.getRepository(MaintenanceRequest).findOneBy({ id, userId: user.id });
    if (!r) throw DomainError.notFound(this.lifecycle.notFound.code, this.lifecycle.notFound.message);
    return r;
  }

  mechanics(location: string, filter: MechanicFilter = {}) {
    return mechanicsFor(this.dataSource.manager, location, filter);
  }

  /** CHOOSE_MECHANIC: only a live mechanic (samples and anyone else are refused). */
  async chooseMechanic(user: SignedInUser, id: number, mechanicId: number) {
    const mechanic = await liveMechanic(this.dataSource.manager, mechanicId);
    if (!mechanic) throw DomainError.field('mechanic_id', 'This mechanic is not available on Oja; choose one from the list', 'MECHANIC_NOT_AVAILABLE');
    return this.byCustomer(user, id, { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId });
  }

  cancel(user: SignedInUser, id: number) {
    return this.byCustomer(user, id, { type: 'CANCEL', actor: 'customer' });
  }

  confirm(user: SignedInUser, id: number) {
    return this.byCustomer(user, id, { type: 'CONFIRM', actor: 'customer' });
  }

  private byCustomer(user: SignedInUser, id: number, event: MaintenanceEvent) {
    return this.engine.run(this.lifecycle, { id, where: { userId: user.id }, event, ctx: {} });
  }

  /** Requests as the customer sees them, with their mechanic's workshop. */
  async present(rows: MaintenanceRequest[]) {
    const ids = [...new Set(rows.map((r) => r.mechanicId).filter((v): v is number => v !== null))];
    const mechanics = new Map<number, PresentedMechanic>();
    if (ids.length) {
      for (const w of await mechanicWorkshops(this.dataSource.manager, ids)) {
        mechanics.set(w.vendorId, { id: w.vendorId, workshop_name: w.workshopName ?? w.businessName, location: w.location, phone: w.contactNumber });
      }
    }
    const disputes = await this.disputes.forSubjects(
      'maintenance_request',
      rows.filter((r) => r.disputedAt).map((r) => r.id),
    );
    return rows.map((r) => ({
      ...presentRequest(r, 'customer', { mechanic: r.mechanicId ? (mechanics.get(r.mechanicId) ?? null) : null }),
      dispute: disputes.get(r.id) ?? null,
    }));
  }

  async presentOne(user: SignedInUser, id: number) {
    return (await this.present([await this.getMine(user, id)]))[0]!;
  }
}
