import type { EntityManager } from 'typeorm';
import { Vendor } from './entities/vendor.entity.js';

/** The user ids behind vendors (a subject's vendor is a party through its user), in the order given; unknown ones left out. */
export async function vendorUserIds(manager: EntityManager, vendorIds: (number | null | undefined)[]): Promise<number[]> {
  const ids = vendorIds.filter((id): id is number => typeof id === 'number');
  if (!ids.length) return [];
  const rows = await manager.find(Vendor, { select: { id: true, userId: true }, where: ids.map((id) => ({ id })) });
  return ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => r.userId));
}
