import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { MAINTENANCE_FEE_KOBO, MESSAGES, readMaintenanceServiceType, type MaintenanceEvent } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import type { PageRequest } from '../../common/pagination.js';
import type { User } from '../users/entities/user.entity.js';
import { MechanicDetails } from '../vendors/entities/mechanic-details.entity.js';
import { Vendor } from '../vendors/entities/vendor.entity.js';
import type { CreateMaintenanceRequestDto } from './dto/maintenance.dto.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';
import { presentRequest, type PresentedMechanic } from './maintenance.presenter.js';
import { liveMechanic, mechanicsFor, type MechanicFilter } from './mechanic-directory.js';

export const CUSTOMERS_ONLY = 'Only customer accounts can request maintenance.';

/** A customer's maintenance requests: report, choose a mechanic, cancel, confirm, and the reads. */
@Injectable()
export class MaintenanceRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: MaintenanceLifecycle,
  ) {}

  create(user: User, dto: CreateMaintenanceRequestDto): Promise<MaintenanceRequest> {
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

  listMine(user: User, p: PageRequest) {
    return this.dataSource.getRepository(MaintenanceRequest).findAndCount({ where: { userId: user.id }, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  async getMine(user: User, id: number) {
    const r = await this.dataSource.getRepository(MaintenanceRequest).findOneBy({ id, userId: user.id });
    if (!r) throw DomainError.notFound(this.lifecycle.notFound.code, this.lifecycle.notFound.message);
    return r;
  }

  mechanics(location: string, filter: MechanicFilter = {}) {
    return mechanicsFor(this.dataSource.manager, location, filter);
  }

  /** CHOOSE_MECHANIC: only a live mechanic (samples and anyone else are refused). */
  async chooseMechanic(user: User, id: number, mechanicId: number) {
    const mechanic = await liveMechanic(this.dataSource.manager, mechanicId);
    if (!mechanic) throw DomainError.field('mechanic_id', 'This mechanic is not available on Oja; choose one from the list', 'MECHANIC_NOT_AVAILABLE');
    return this.byCustomer(user, id, { type: 'CHOOSE_MECHANIC', actor: 'customer', mechanicId });
  }

  cancel(user: User, id: number) {
    return this.byCustomer(user, id, { type: 'CANCEL', actor: 'customer' });
  }

  confirm(user: User, id: number) {
    return this.byCustomer(user, id, { type: 'CONFIRM', actor: 'customer' });
  }

  private byCustomer(user: User, id: number, event: MaintenanceEvent) {
    return this.engine.run(this.lifecycle, { id, where: { userId: user.id }, event, ctx: {} });
  }

  /** Requests as the customer sees them, with their mechanic's workshop. */
  async present(rows: MaintenanceRequest[]) {
    const ids = [...new Set(rows.map((r) => r.mechanicId).filter((v): v is number => v !== null))];
    const mechanics = new Map<number, PresentedMechanic>();
    if (ids.length) {
      const vendors = await this.dataSource.getRepository(Vendor).findBy({ id: In(ids) });
      const details = await this.dataSource.getRepository(MechanicDetails).findBy({ vendorId: In(ids) });
      for (const v of vendors) {
        const d = details.find((x) => x.vendorId === v.id);
        mechanics.set(v.id, { id: v.id, workshop_name: d?.workshopName ?? v.businessName, location: d?.location ?? null, phone: d?.contactNumber ?? null });
      }
    }
    return rows.map((r) => presentRequest(r, 'customer', { mechanic: r.mechanicId ? (mechanics.get(r.mechanicId) ?? null) : null }));
  }

  async presentOne(user: User, id: number) {
    return (await this.present([await this.getMine(user, id)]))[0]!;
  }
}
