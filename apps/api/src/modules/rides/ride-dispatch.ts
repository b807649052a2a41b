import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { LiveHub } from '../live/live-hub.js';
import { onlineRidersAmong } from '../vendors/rider-directory.js';
import { Trip } from './entities/trip.entity.js';
import { DISPATCH_JOB, RideLifecycle } from './ride.lifecycle.js';
import { RiderPositions } from './rider-positions.js';
import { TripPresenter } from './trip.presenter.js';
import { LEDGER } from '../escrow/ledger-accounts.js';
import { LedgerService } from '../escrow/ledger.service.js';

/** With nobody to offer the ride to, dispatch looks again after this long. */
const DISPATCH_RETRY_MS = 2_000;

/** Offers searching rides to the nearest online riders, one at a time (docs/rides.md "Dispatch"). */
@Injectable()
export class RideDispatch {
  private readonly logger = new Logger('Rides');

  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly lifecycle: RideLifecycle,
    private readonly positions: RiderPositions,
    private readonly presenter: TripPresenter,
    private readonly ledger: LedgerService,
    private readonly hub: LiveHub,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * Offers a searching ride to the next rider: the online riders nearest the pickup (the geo index, read before the
   * lock), then under the ride's lock the first who is live, switched online, on no other ride, under the cash cap
   * and not offered it before. Each change of offer bumps `offerSeq`, so a job of an older offer does nothing.
   */
  @JobHandler(DISPATCH_JOB)
  async dispatch({ tripId, seq }: { tripId: number; seq: number }) {
    const peek = await this.dataSource.getRepository(Trip).findOneBy({ id: tripId });
    if (!peek || peek.status !== 'searching' || peek.offerSeq !== seq) return;
    const near = await this.positions.nearest({ lat: peek.pickupLat, lng: peek.pickupLng });
    let offered: { userId: number; trip: Trip } | null = null;
    await this.dataSource.transaction(async (manager) => {
      const t = await this.engine.lock(this.lifecycle, manager, tripId);
      if (t.status !== 'searching' || t.offerSeq !== seq) return;
      const now = Date.now();
      if (t.offeredTo && t.offerExpiresAt && t.offerExpiresAt.getTime() > now) {
        // Early: this offer still runs; look again when it ends.
        await this.outbox.add(manager, DISPATCH_JOB, { tripId, seq }, { delayMs: t.offerExpiresAt.getTime() - now });
        return;
      }
      const passed = t.offeredTo ? [...t.passedRiders, t.offeredTo] : t.passedRiders;
      const ids = near.map((n) => n.vendorId).filter((v) => !passed.includes(v));
      const eligible = new Map((await onlineRidersAmong(manager, ids)).map((r) => [r.vendorId, r.userId]));
      const busy = new Set(
        ids.length
          ? (
              (await manager.query(`SELECT rider_id FROM trips WHERE rider_id = ANY($1) AND status IN ('found', 'pickup', 'ongoing')`, [ids])) as Array<{
                rider_id: number;
              }>
            ).map((r) => Number(r.rider_id))
          : [],
      );
      let next: number | null = null;
      for (const v of ids) {
        if (!eligible.has(v) || busy.has(v)) continue;
        if ((await this.ledger.balance(LEDGER.cashOwed(v), manager)) > this.env.RIDER_CASH_OWED_CAP_KOBO) continue;
        next = v;
        break;
      }
      const nextSeq = seq + 1;
      if (next === null) {
        await manager.update(Trip, { id: tripId }, { offeredTo: null, offerExpiresAt: null, offerSeq: nextSeq, passedRiders: passed });
        await this.outbox.add(manager, DISPATCH_JOB, { tripId, seq: nextSeq }, { delayMs: DISPATCH_RETRY_MS });
        return;
      }
      const ends = new Date(now + this.env.RIDE_OFFER_MS);
      await manager.update(Trip, { id: tripId }, { offeredTo: next, offerExpiresAt: ends, offerSeq: nextSeq, passedRiders: passed });
      await this.outbox.add(manager, DISPATCH_JOB, { tripId, seq: nextSeq }, { delayMs: this.env.RIDE_OFFER_MS });
      Object.assign(t, { offeredTo: next, offerExpiresAt: ends, offerSeq: nextSeq, passedRiders: passed });
      offered = { userId: eligible.get(next)!, trip: t };
    });
    const o = offered as { userId: number; trip: Trip } | null;
    if (o) {
      const ride = (await this.presenter.present([o.trip], { role: 'rider', vendorId: o.trip.offeredTo! }))[0]!;
      await this.hub
        .publishEphemeral([`user:${o.userId}`], 'ride.offered', {
          ride: { ...ride, actions: ['accept', 'decline'] },
          offer_expires_at: o.trip.offerExpiresAt!.toISOString(),
        })
        .catch((err) => this.logger.warn(`ride.offered not sent: ${(err as Error).message}`));
    }
  }
}
