import { Injectable } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { maintenanceTypeLabel, type MaintenanceEvent, type MaintenanceStatus } from '@oja/shared';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import type { PageRequest } from '../../common/pagination.js';
import { UsersService } from '../users/users.service.js';
import { LedgerService } from '../escrow/ledger.service.js';
import { MaintenanceRequest } from './entities/maintenance-request.entity.js';
import { MaintenanceLifecycle } from './maintenance.lifecycle.js';
import { presentRequest, type PresentedCustomer } from './maintenance.presenter.js';

/** What a mechanic sees: requests once paid (before that the customer may still choose someone else). */
const VISIBLE: MaintenanceStatus[] = ['paid', 'accepted', 'declined', 'lapsed', 'in_progress', 'completed', 'released', 'cancelled'];
const OPEN: MaintenanceStatus[] = ['paid', 'accepted'];

/** A live mechanic's inbox (Service Requests), their moves through the machine, overview figures and customers. */
@Injectable()
export class MechanicJobsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: MaintenanceLifecycle,
    private readonly ledger: LedgerService,
    private readonly users: UsersService,
  ) {}

  private mine(mechanicId: number) {
    return { mechanicId, status: In(VISIBLE) };
  }

  list(mechanicId: number, p: PageRequest) {
    return this.dataSource.getRepository(MaintenanceRequest).findAndCount({ where: this.mine(mechanicId), order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  /** One event on a request of this mechanic's (anyone else's, or one not paid yet, is "not found"). */
  act(mechanicId: number, id: number, type: 'ACCEPT' | 'DECLINE' | 'START' | 'COMPLETE') {
    return this.engine.run(this.lifecycle, { id, where: this.mine(mechanicId), event: { type, actor: 'vendor' } as MaintenanceEvent, ctx: {} });
  }

  async present(rows: MaintenanceRequest[]) {
    const ids = [...new Set(rows.map((r) => r.userId))];
    const users = await this.users.summariesOf(ids);
    const byId = new Map<number, PresentedCustomer>(users.map((u) => [u.id, { id: u.id, name: u.name, phone: u.phone ?? null }]));
    return rows.map((r) => presentRequest(r, 'vendor', { customer: byId.get(r.userId) ?? null }));
  }

  async presentOne(mechanicId: number, id: number) {
    const r = await this.dataSource.getRepository(MaintenanceRequest).findOneByOrFail({ id, mechanicId });
    return (await this.present([r]))[0]!;
  }

  /**
   * The overview's real figures: open (waiting or accepted), in progress, completed (incl. released) from the requests;
   * earnings (kobo) from the ledger — what it credited the mechanic, as Analytics' revenue — so a declined, refunded or
   * still-held request earns nothing.
   */
  async figures(mechanicId: number) {
    const [rows, earnedKobo] = await Promise.all([
      this.dataSource
        .getRepository(MaintenanceRequest)
        .find({ where: { mechanicId, status: Not(In(['reported', 'mechanic_chosen'])) }, select: { id: true, status: true, userId: true } }),
      this.ledger.vendorEarnedKobo(mechanicId),
    ]);
    const count = (s: MaintenanceStatus[]) => rows.filter((r) => s.includes(r.status)).length;
    return {
      open: count(OPEN),
      awaiting_answer: count(['paid']),
      in_progress: count(['in_progress']),
      completed: count(['completed', 'released']),
      total_requests: rows.length,
      customers: new Set(rows.map((r) => r.userId)).size,
      earnings_kobo: earnedKobo,
    };
  }

  /** Customers this mechanic served (a paid request or later), with their request count and last request. */
  async customers(mechanicId: number) {
    const rows = await this.dataSource.getRepository(MaintenanceRequest).find({ where: this.mine(mechanicId), order: { id: 'DESC' } });
    const ids = [...new Set(rows.map((r) => r.userId))];
    const users = await this.users.summariesOf(ids);
    return ids.map((id) => {
      const theirs = rows.filter((r) => r.userId === id);
      const u = users.find((x) => x.id === id);
      return {
        id,
        name: u?.name ?? 'Customer',
        phone: u?.phone ?? null,
        requests: theirs.length,
        completed: theirs.filter((r) => r.status === 'completed' || r.status === 'released').length,
        last_request_at: new Date(theirs[0]!.createdAt).toISOString(),
        last_service_type: theirs[0]!.serviceType,
        last_service_label: maintenanceTypeLabel(theirs[0]!.serviceType, theirs[0]!.serviceTypeText),
      };
    });
  }
}
