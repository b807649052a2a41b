import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FEE_BASIS_POINTS, koboToNaira, nairaToKobo, rideFare } from '@oja/shared';
import { LedgerService } from '../escrow/ledger.service.js';
import { DomainError } from '../../common/domain-error.js';
import { pageMeta, type PageRequest } from '../../common/pagination.js';
import { Vendor } from '../vendors/entities/vendor.entity.js';
import { goingLive, isVendorLive } from '../vendors/vendor-live.js';
import { RiderDetails } from '../vendors/entities/rider-details.entity.js';
import type { User } from '../users/entities/user.entity.js';
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
  ) {}

  /** POST /api/rides: keeps a finished demonstration ride; the fare must follow the ride rule. */
  async create(user: User, dto: CreateRideDto) {
    const expected = rideFare(dto.distance_km);
    if (dto.fare !== expected) {
      throw DomainError.field('fare', `The fare for ${dto.distance_km} km is ₦${expected} (₦200 + ₦80 per km)`, 'RIDE_FARE_MISMATCH');
    }
    if (dto.rider_id != null) {
      const rider = await this.liveRiders().andWhere('v.id = :id', { id: dto.rider_id }).getOne();
      if (!rider) throw DomainError.notFound('RIDER_NOT_FOUND', 'Rider not found');
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
  async mine(user: User, { page, perPage, skip, take }: PageRequest) {
    const [rows, total] = await this.dataSource.getRepository(DemoRide).findAndCount({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { data: rows.map(presentRide), meta: pageMeta(page, perPage, total) };
  }

  private liveRiders() {
    return this.dataSource.manager
      .createQueryBuilder(Vendor, 'v')
      .innerJoinAndSelect('v.user', 'u')
      .innerJoin(RiderDetails, 'd', 'd.vendor_id = v.id')
      // The stored `vendors.live` (KYC approved, phone verified, not deactivated).
      .where('v.live')
      .andWhere(`v.category = 'rider'`);
  }

  /** GET /api/riders/online: live riders who switched themselves online (public). */
  async online() {
    const rows = await this.liveRiders()
      .andWhere('d.online = true')
      .select(['v.id AS id', 'u.name AS name', 'v.business_name AS business_name', 'd.vehicle_type AS vehicle_type', 'd.experience_years AS experience_years'])
      .orderBy('d.updated_at', 'DESC')
      .limit(20)
      .getRawMany<{ id: number; name: string; business_name: string; vehicle_type: string; experience_years: number }>();
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

  private async riderDetails(vendor: Vendor) {
    return this.dataSource.getRepository(RiderDetails).findOne({ where: { vendorId: vendor.id } });
  }

  /** PATCH /api/vendor/rider/status: the rider's online/offline toggle, kept on the server. */
  async setOnline(user: User, online: boolean) {
    const details = await this.riderDetails(user.vendor!);
    if (!details) throw DomainError.conflict('RIDER_SETUP_REQUIRED', 'Please complete your rider details first.');
    await this.dataSource.getRepository(RiderDetails).update({ id: details.id }, { online });
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
  async dashboard(user: User) {
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
    return {
      data: {
        category: vendor.category,
        business_name: vendor.businessName,
        is_live: isVendorLive(vendor, user),
        going_live: goingLive(vendor, user),
        online: details?.online ?? false,
        details_completed: !!details,
        stats: {
          // No ride is booked or paid through Oja yet (the okada rides are a demonstration).
          rides: 0,
          fares: 0,
          earnings: koboToNaira(earnedKobo),
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
