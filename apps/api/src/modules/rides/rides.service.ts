import { Inject, Injectable } from '@nestjs/common';
import { ENV, Env } from '../../config/env.js';
import { RiderPositions } from './rider-positions.js';
import { DataSource } from 'typeorm';
import { FEE_BASIS_POINTS, formatKobo, koboToNaira, nairaToKobo, rideFare } from '@oja/shared';
import { LedgerService } from '../escrow/ledger.service.js';
import { DomainError } from '../../common/domain-error.js';
import { pageMeta, type PageRequest } from '../../common/pagination.js';
import { isLiveRider, onlineRiders, riderStatusOf, setRiderOnline } from '../vendors/rider-directory.js';
import type { SignedInUser } from '../users/user.port.js';
import type { VendorRecord } from '../vendors/vendor.port.js';
import { goingLive, isVendorLive } from '../vendors/vendor-live.js';
import { DemoRide } from './entities/ride.entity.js';
import type { CreateRideDto } from './dto/ride.dto.js';

function presentRide(r: DemoRide) {
  return {
    id: r.id,
    pickup: r.pickup,
    destination: r.destination,
    distance_km: Number(r.distanceKm),
    fare: koboToNaira(Number(r.fareKobo)),
    rider_id: r.riderVendorId,
    rating: r.rating,
    demo: true,
    created_at: r.createdAt.toISOString(),
  };
}

@Injectable()
export class RidesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly positions: RiderPositions,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** POST /api/rides: keeps a finished demonstration ride; the fare must follow the ride rule. */
  async create(user: SignedInUser, dto: CreateRideDto) {
    const expected = rideFare(dto.distance_km);
    if (dto.fare !== expected) {
      throw DomainError.field('fare', `The fare for ${dto.distance_km} km is ₦${expected} (₦200 + ₦80 per km)`, 'RIDE_FARE_MISMATCH');
    }
    if (dto.rider_id != null) {
      if (!(await isLiveRider(this.dataSource.manager, dto.rider_id))) throw DomainError.notFound('RIDER_NOT_FOUND', 'Rider not found');
    }
    const saved = await this.dataSource.getRepository(DemoRide).save({
      userId: user.id,
      riderVendorId: dto.rider_id ?? null,
      pickup: dto.pickup,
      destination: dto.destination,
      distanceKm: dto.distance_km.toFixed(1),
      fareKobo: String(nairaToKobo(dto.fare)),
      rating: dto.rating ?? null,
    });
    return { message: 'Ride saved', data: presentRide(saved) };
  }

  /** GET /api/rides/my: the caller's own demonstration rides, newest first. */
  async mine(user: SignedInUser, { page, perPage, skip, take }: PageRequest) {
    const [rows, total] = await this.dataSource.getRepository(DemoRide).findAndCount({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { data: rows.map(presentRide), meta: pageMeta(page, perPage, total) };
  }

  /** GET /api/riders/online: live riders who switched themselves online (public). */
  async online() {
    const rows = await onlineRiders(this.dataSource.manager);
    return {
      data: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        business_name: r.business_name,
        vehicle_type: r.vehicle_type,
        experience_years: Number(r.experience_years),
      })),
    };
  }

  private async riderDetails(vendor: Pick<VendorRecord, 'id'>) {
    return riderStatusOf(this.dataSource.manager, vendor.id);
  }

  /** Whether the rider's toggle is on. */
  async isOnline(user: SignedInUser): Promise<boolean> {
    return (await this.riderDetails(user.vendor!))?.online ?? false;
  }

  /** PATCH /api/vendor/rider/status: the rider's online/offline toggle, kept on the server (not online while owing over the cap). */
  async setOnline(user: SignedInUser, online: boolean) {
    const details = await this.riderDetails(user.vendor!);
    if (!details) throw DomainError.conflict('RIDER_SETUP_REQUIRED', 'Please complete your rider details first.');
    if (online) {
      const owed = (await this.ledger.vendorBalances(user.vendor!.id)).cashOwedKobo;
      if (owed > this.env.RIDER_CASH_OWED_CAP_KOBO) {
        throw DomainError.conflict('RIDER_CASH_OWED', `You owe Oja ${formatKobo(owed)} in commission on cash rides. Settle it to go online again.`);
      }
    }
    await setRiderOnline(this.dataSource.manager, details.id, online);
    if (!online) await this.positions.forget(user.vendor!.id);
    return { message: online ? 'You are online' : 'You are offline', data: { online } };
  }

  private async riderRides(vendorId: number) {
    return this.dataSource.getRepository(DemoRide).find({ where: { riderVendorId: vendorId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 50 });
  }

  /**
   * GET /api/vendor/rider/dashboard: online state, the rider's real figures and, apart, the demonstration rides
   * customers took with them. A demonstration ride is neither booked nor paid through Oja, so it adds nothing to
   * `stats` (rides and fares through Oja, earnings = what the ledger credited the rider, as Analytics reads it);
   * it is counted under `demo` only.
   */
  async dashboard(user: SignedInUser) {
    const vendor = user.vendor!;
    const [details, rides, totals, earnedKobo] = await Promise.all([
      this.riderDetails(vendor),
      this.riderRides(vendor.id),
      this.dataSource
        .getRepository(DemoRide)
        .createQueryBuilder('r')
        .select('COUNT(*)', 'count')
        .addSelect('COALESCE(SUM(r.fare_kobo), 0)', 'fares')
        .addSelect('AVG(r.rating)', 'rating')
        .where('r.rider_vendor_id = :id', { id: vendor.id })
        .getRawOne<{ count: string; fares: string; rating: string | null }>(),
      this.ledger.vendorEarnedKobo(vendor.id),
    ]);
    const [realRow] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, coalesce(sum(fare_kobo), 0)::bigint AS fares FROM trips WHERE rider_id = $1 AND status = 'completed'`,
      [vendor.id],
    )) as Array<{ count: number; fares: string }>;
    const real = { count: realRow?.count ?? 0, faresKobo: Number(realRow?.fares ?? 0) };
    const owedKobo = (await this.ledger.vendorBalances(vendor.id)).cashOwedKobo;
    return {
      data: {
        category: vendor.category,
        business_name: vendor.businessName,
        is_live: isVendorLive(vendor, user),
        going_live: goingLive(vendor, user),
        online: details?.online ?? false,
        details_completed: !!details,
        stats: {
          // Real rides through Oja (docs/rides.md): completed ones, their fares, what the ledger credited, the cash commission owed.
          rides: real.count,
          fares: koboToNaira(real.faresKobo),
          earnings: koboToNaira(earnedKobo),
          cash_owed: koboToNaira(owedKobo),
          platform_fee_percent: FEE_BASIS_POINTS.ride / 100,
          average_rating: null,
        },
        demo: {
          rides: Number(totals?.count ?? 0),
          fares: koboToNaira(Number(totals?.fares ?? 0)),
          average_rating: totals?.rating == null ? null : Math.round(Number(totals.rating) * 10) / 10,
        },
        recent_rides: rides.map(presentRide),
      },
    };
  }
}
