import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { koboToNaira } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { pageMeta, type PageRequest } from '../../common/pagination.js';
import { LEDGER } from '../escrow/ledger-accounts.js';
import { LedgerService } from '../escrow/ledger.service.js';
import { riderProfiles } from '../vendors/rider-directory.js';
import { Trip } from './entities/trip.entity.js';
import { RIDES, TripPresenter } from './trip.presenter.js';

/** The admins' rides and deliveries (docs/rides.md), with what each rider owes Oja on cash rides. */
@Injectable()
export class TripsAdmin {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: TripPresenter,
    private readonly ledger: LedgerService,
  ) {}

  /** Every ride, newest first, with its customer's view plus the rider's cash owed. */
  async adminList(q: { status?: string; purpose?: 'ride' | 'delivery' }, p: PageRequest) {
    const where = {
      ...(q.status ? { status: q.status as Trip['status'] } : {}),
      ...(q.purpose ? { paymentMethod: q.purpose === 'delivery' ? ('order' as const) : In(RIDES) } : {}),
    };
    const [rows, total] = await this.dataSource.getRepository(Trip).findAndCount({ where, order: { id: 'DESC' }, skip: p.skip, take: p.take });
    return { data: await this.adminPresent(rows), meta: pageMeta(p.page, p.perPage, total) };
  }

  async adminOne(id: number) {
    const t = await this.dataSource.getRepository(Trip).findOneBy({ id });
    if (!t) throw DomainError.notFound('RIDE_NOT_FOUND', 'Ride not found');
    return (await this.adminPresent([t]))[0]!;
  }

  /** Riders owing Oja the commission on their cash rides, largest first. */
  async cashOwedByRider() {
    const rows = (await this.dataSource.query(
      `SELECT a.vendor_id, a.balance_kobo FROM ledger_accounts a WHERE a.kind = 'rider_cash_owed' AND a.balance_kobo > 0 ORDER BY a.balance_kobo DESC, a.vendor_id LIMIT 200`,
    )) as Array<{ vendor_id: number; balance_kobo: string }>;
    const riders = await riderProfiles(
      this.dataSource.manager,
      rows.map((r) => Number(r.vendor_id)),
    );
    return rows.map((r) => {
      const p = riders.get(Number(r.vendor_id));
      return { rider_id: Number(r.vendor_id), name: p?.name ?? `Rider #${r.vendor_id}`, phone: p?.phone ?? '', cash_owed: koboToNaira(Number(r.balance_kobo)) };
    });
  }

  private async adminPresent(rows: Trip[]) {
    const shown = await this.presenter.present(rows, { role: 'rider', vendorId: 0 });
    const owed = new Map<number, number>();
    for (const v of new Set(rows.map((t) => t.riderId).filter((x): x is number => x !== null))) owed.set(v, await this.ledger.balance(LEDGER.cashOwed(v)));
    return shown.map((r, i) => ({
      ...r,
      customer_id: rows[i]!.userId,
      vendor_id: rows[i]!.vendorId,
      actions: [],
      rider_cash_owed: rows[i]!.riderId ? koboToNaira(owed.get(rows[i]!.riderId!) ?? 0) : null,
    }));
  }
}
