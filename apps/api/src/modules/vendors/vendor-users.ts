import { type EntityManager, type EntityTarget, type FindOptionsSelect, type FindOptionsWhere, In, type ObjectLiteral } from 'typeorm';
import type { DataOwner } from '../../common/personal-data.js';
import { type SubjectParties, subjectsOfOwner } from '../../common/subjects.js';
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

/**
 * Subjects' parties read from the rows of `entity` with the given ids: `fields.customer` holds the customer's user,
 * `fields.vendor` the vendor (the same fields the subject's data export reads with subjectsOfOwner).
 */
export async function partiesOfEntity<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  ids: number[],
  fields: { customer: keyof T & string; vendor: keyof T & string },
): Promise<Map<number, SubjectParties>> {
  const select = { id: true, [fields.customer]: true, [fields.vendor]: true } as FindOptionsSelect<T>;
  const rows = await manager.find(entity, { select, where: { id: In(ids) } as FindOptionsWhere<T> });
  return partiesOfRows(
    manager,
    rows.map((r) => ({ id: r.id, customerUserId: r[fields.customer] as number, vendorId: r[fields.vendor] as number | null })),
  );
}

/**
 * A subject descriptor's `parties` and `ofOwner` for a table whose own row names its parties: `fields.customer` the
 * customer's user, `fields.vendor` the vendor (parties with the vendor's user; the owner's rows for the data export).
 */
export function entityParties<T extends ObjectLiteral & { id: number }>(
  entity: EntityTarget<T>,
  fields: { customer: keyof T & string; vendor: keyof T & string },
) {
  return {
    parties: (manager: EntityManager, ids: number[]) => partiesOfEntity(manager, entity, ids, fields),
    ofOwner: (manager: EntityManager, owner: DataOwner) => subjectsOfOwner(manager, entity, owner, fields),
  };
}
