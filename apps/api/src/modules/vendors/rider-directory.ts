import type { EntityManager } from 'typeorm';
import { RiderDetails } from './entities/rider-details.entity.js';
import { Vendor } from './entities/vendor.entity.js';

/** Live riders (the stored `vendors.live`: KYC approved, phone verified, not deactivated) with their details. */
function liveRiders(manager: EntityManager) {
  return manager
    .createQueryBuilder(Vendor, 'v')
    .innerJoinAndSelect('v.user', 'u')
    .innerJoin(RiderDetails, 'd', 'd.vendor_id = v.id')
    .where('v.live')
    .andWhere(`v.category = 'rider'`);
}

/** A live rider who switched themselves online, as /ride-hailing lists them. */
export interface OnlineRider {
  id: number;
  name: string;
  business_name: string;
  vehicle_type: string;
  experience_years: number;
}

/** The 20 live riders most recently switched online (raw rows: numbers may come back as strings). */
export function onlineRiders(manager: EntityManager): Promise<OnlineRider[]> {
  return liveRiders(manager)
    .andWhere('d.online = true')
    .select(['v.id AS id', 'u.name AS name', 'v.business_name AS business_name', 'd.vehicle_type AS vehicle_type', 'd.experience_years AS experience_years'])
    .orderBy('d.updated_at', 'DESC')
    .limit(20)
    .getRawMany<OnlineRider>();
}

/** Whether vendor `id` is a live rider. */
export async function isLiveRider(manager: EntityManager, id: number): Promise<boolean> {
  return !!(await liveRiders(manager).andWhere('v.id = :id', { id }).getOne());
}

/** A rider's online toggle, once the rider details are filled in. */
export interface RiderStatus {
  id: number;
  online: boolean;
}

/** The rider details of vendor `vendorId`, or null before setup. */
export function riderStatusOf(manager: EntityManager, vendorId: number): Promise<RiderStatus | null> {
  return manager.getRepository(RiderDetails).findOne({ where: { vendorId } });
}

/** Switches the rider (by its details row) online or offline. */
export async function setRiderOnline(manager: EntityManager, detailsId: number, online: boolean): Promise<void> {
  await manager.getRepository(RiderDetails).update({ id: detailsId }, { online });
}

/** Of the vendor ids given, the live riders switched online, with their user ids (dispatch asks here; vendors owns the rows). */
export async function onlineRidersAmong(manager: EntityManager, ids: number[]): Promise<Array<{ vendorId: number; userId: number }>> {
  if (!ids.length) return [];
  const rows = await liveRiders(manager)
    .andWhere('d.online = true')
    .andWhere('v.id IN (:...ids)', { ids })
    .select(['v.id AS vendor_id', 'v.user_id AS user_id'])
    .getRawMany<{ vendor_id: number; user_id: number }>();
  return rows.map((r) => ({ vendorId: Number(r.vendor_id), userId: Number(r.user_id) }));
}

/** Riders as a ride shows them: name, phone and vehicle, by vendor id (one query). */
export async function riderProfiles(
  manager: EntityManager,
  ids: number[],
): Promise<Map<number, { id: number; userId: number; name: string; phone: string; vehicleType: string }>> {
  if (!ids.length) return new Map();
  const rows = await manager
    .createQueryBuilder(Vendor, 'v')
    .innerJoin('v.user', 'u')
    .leftJoin(RiderDetails, 'd', 'd.vendor_id = v.id')
    .where('v.id IN (:...ids)', { ids })
    .select(['v.id AS id', 'v.user_id AS user_id', 'u.name AS name', 'u.phone AS phone', 'd.vehicle_type AS vehicle_type'])
    .getRawMany<{ id: number; user_id: number; name: string; phone: string; vehicle_type: string | null }>();
  return new Map(
    rows.map((r) => [Number(r.id), { id: Number(r.id), userId: Number(r.user_id), name: r.name, phone: r.phone, vehicleType: r.vehicle_type ?? 'motorcycle' }]),
  );
}
