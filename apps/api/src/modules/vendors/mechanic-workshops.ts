import { type EntityManager, In } from 'typeorm';
import { MechanicDetails } from './entities/mechanic-details.entity.js';
import { Vendor } from './entities/vendor.entity.js';

/** A live mechanic with its account's name and its workshop details (maintenance's mechanic directory). */
export interface LiveMechanicWorkshop {
  vendorId: number;
  name: string;
  workshopName: string;
  location: string;
  servicesOffered: string;
  contactNumber: string;
}

/** Live mechanics (stored `vendors.live`; details filled in) with their workshop, by vendor id: one query. */
export async function liveMechanicWorkshops(manager: EntityManager): Promise<LiveMechanicWorkshop[]> {
  const rows = await manager
    .createQueryBuilder(Vendor, 'v')
    .innerJoinAndSelect('v.user', 'u')
    .innerJoin(MechanicDetails, 'd', 'd.vendor_id = v.id')
    .addSelect([
      'd.workshop_name AS workshop_name',
      'd.location AS workshop_location',
      'd.services_offered AS services_offered',
      'd.contact_number AS contact_number',
    ])
    .where("v.category = 'mechanic' AND v.live")
    .orderBy('v.id', 'ASC')
    .getRawAndEntities();
  return rows.entities.map((v, i) => {
    const raw = rows.raw[i] as { workshop_name: string; workshop_location: string; services_offered: string; contact_number: string };
    return {
      vendorId: v.id,
      name: v.user!.name,
      workshopName: raw.workshop_name,
      location: raw.workshop_location,
      servicesOffered: raw.services_offered,
      contactNumber: raw.contact_number,
    };
  });
}

/** A mechanic's workshop as a request shows it: its business name and, once set up, its workshop details. */
export interface MechanicWorkshop {
  vendorId: number;
  businessName: string;
  workshopName: string | null;
  location: string | null;
  contactNumber: string | null;
}

/** The workshops of the mechanics `ids` that exist (two queries: vendors, then their details). */
export async function mechanicWorkshops(manager: EntityManager, ids: number[]): Promise<MechanicWorkshop[]> {
  const vendors = await manager.findBy(Vendor, { id: In(ids) });
  const details = await manager.findBy(MechanicDetails, { vendorId: In(ids) });
  return vendors.map((v) => {
    const d = details.find((x) => x.vendorId === v.id);
    return {
      vendorId: v.id,
      businessName: v.businessName,
      workshopName: d?.workshopName ?? null,
      location: d?.location ?? null,
      contactNumber: d?.contactNumber ?? null,
    };
  });
}
