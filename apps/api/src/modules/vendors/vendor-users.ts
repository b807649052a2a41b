import { type EntityManager, In } from 'typeorm';
import type { SubjectParties } from '../../common/subjects.js';
import { Vendor } from './entities/vendor.entity.js';

/** What a subject's own row says of its parties: its customer's user and its vendor (`vendors.id`, null while none). */
export interface PartyRow {
  id: number;
  customerUserId: number;
  vendorId: number | null;
  otherUserIds?: number[];
}

/** Subjects' parties (common/subjects.ts) from their own rows, the vendors' users read in one query. */
export async function partiesOfRows(manager: EntityManager, rows: PartyRow[]): Promise<Map<number, SubjectParties>> {
  const vendorIds = [...new Set(rows.map((r) => r.vendorId).filter((id): id is number => typeof id === 'number'))];
  const vendors = vendorIds.length ? await manager.find(Vendor, { select: { id: true, userId: true }, where: { id: In(vendorIds) } }) : [];
  const userOf = new Map(vendors.map((v) => [v.id, v.userId]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        customerUserId: r.customerUserId,
        vendorId: r.vendorId,
        vendorUserId: r.vendorId === null ? null : (userOf.get(r.vendorId) ?? null),
        ...(r.otherUserIds ? { otherUserIds: r.otherUserIds } : {}),
      },
    ]),
  );
}
