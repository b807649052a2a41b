import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { SubjectKind } from '../../queue/jobs.js';
import { ServiceOrder } from '../service-marketplace/entities/service-order.entity.js';
import { ApartmentBooking } from '../apartments/entities/apartment-booking.entity.js';
import { MaintenanceRequest } from '../maintenance/entities/maintenance-request.entity.js';
import type { ReviewTargetKind } from './entities/review.entity.js';

/** A reviewable subject as the reviews module sees it: its two parties, when it completed, and what a customer's review rates. */
export interface ReviewSubject {
  kind: SubjectKind;
  id: number;
  customerUserId: number;
  vendorUserId: number;
  /** Null while not completed (nothing to review yet). */
  completedAt: Date | null;
  target: { kind: ReviewTargetKind; id: number | null };
  /** A short label for the pending list ("Deep cleaning — Ade Plumbing"). */
  title: string;
}

interface SubjectRow {
  id: number;
  customer: number;
  vendor: number;
  completed: Date | null;
  target: number | null;
  title: string | null;
}

/**
 * Where each subject kind's parties and completion come from. A lifecycle that wants reviews (the
 * maintenance job) adds its kind here: one query builder selecting id, customer, vendor, completed,
 * target and title, the completed condition, and the target kind its customer reviews rate.
 */
interface SubjectSource {
  target: ReviewTargetKind;
  /** Rows of this kind; the builder's alias is `s`. */
  query(manager: EntityManager): SelectQueryBuilder<ObjectLiteral>;
  completed: string;
  customerColumn: string;
  vendorColumn: string;
  completedColumn: string;
}

const SOURCES: Partial<Record<SubjectKind, SubjectSource>> = {
  service_order: {
    target: 'service_vendor',
    query: (m) =>
      m
        .createQueryBuilder(ServiceOrder, 's')
        .innerJoin('s.serviceVendor', 'sv')
        .innerJoin('sv.vendor', 'v')
        .leftJoin('s.servicePricing', 'sp')
        .select(['s.id AS id', 's.user_id AS customer', 'v.user_id AS vendor', 's.completed_at AS completed', 's.service_vendor_id AS target', "concat_ws(' — ', sp.title, sv.service_name) AS title"]),
    completed: "s.status = 'completed' AND s.completed_at IS NOT NULL",
    customerColumn: 's.user_id',
    vendorColumn: 'v.user_id',
    completedColumn: 's.completed_at',
  },
  apartment_booking: {
    target: 'apartment_listing',
    query: (m) =>
      m
        .createQueryBuilder(ApartmentBooking, 's')
        .innerJoin('s.listing', 'l')
        .innerJoin('s.vendor', 'v')
        .select(['s.id AS id', 's.user_id AS customer', 'v.user_id AS vendor', 's.completed_at AS completed', 's.listing_id AS target', 'l.title AS title']),
    completed: "s.status = 'completed' AND s.completed_at IS NOT NULL",
    customerColumn: 's.user_id',
    vendorColumn: 'v.user_id',
    completedColumn: 's.completed_at',
  },
  maintenance_request: {
    // A maintenance job rates the mechanic's work; there is no public card aggregate for it yet.
    target: 'none',
    query: (m) =>
      m
        .createQueryBuilder(MaintenanceRequest, 's')
        .innerJoin('s.mechanic', 'v')
        .select(['s.id AS id', 's.user_id AS customer', 'v.user_id AS vendor', 's.completed_at AS completed', 'NULL::int AS target', "concat('Auto maintenance (', s.service_type, ') — ', v.business_name) AS title"]),
    completed: "s.status IN ('completed', 'released') AND s.completed_at IS NOT NULL",
    customerColumn: 's.user_id',
    vendorColumn: 'v.user_id',
    completedColumn: 's.completed_at',
  },
};

/** The subject kinds that can be reviewed. */
/**
 * Whether a review target is on public view: a live service vendor, an active listing of a live host (the same
 * stored conditions as their cards). A vendor that is not live has no public surface, its reviews included.
 */
const PUBLIC_TARGET: Record<'service_vendor' | 'apartment_listing', string> = {
  service_vendor: 'select 1 from service_vendors where id = $1 and live',
  apartment_listing: "select 1 from apartment_listings where id = $1 and status = 'active' and host_live",
};

export async function isPublicTarget(manager: EntityManager, kind: 'service_vendor' | 'apartment_listing', id: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(PUBLIC_TARGET[kind], [id]);
  return rows.length > 0;
}

export const REVIEWABLE_KINDS = Object.keys(SOURCES) as SubjectKind[];

const toSubject = (kind: SubjectKind, src: SubjectSource, r: SubjectRow, completed: boolean): ReviewSubject => ({
  kind,
  id: Number(r.id),
  customerUserId: Number(r.customer),
  vendorUserId: Number(r.vendor),
  completedAt: completed && r.completed ? new Date(r.completed) : null,
  target: { kind: src.target, id: r.target === null ? null : Number(r.target) },
  title: r.title ?? `${kind.replace('_', ' ')} #${r.id}`,
});

/** One subject, or null when it does not exist (or its kind cannot be reviewed). */
export async function loadSubject(manager: EntityManager, kind: SubjectKind, id: number): Promise<ReviewSubject | null> {
  const src = SOURCES[kind];
  if (!src) return null;
  const r = await src.query(manager).addSelect(`(${src.completed}) AS is_completed`).where('s.id = :id', { id }).getRawOne<SubjectRow & { is_completed: boolean }>();
  return r ? toSubject(kind, src, r, r.is_completed) : null;
}

/** Completed subjects since `since` where the user is the customer or the vendor. */
export async function completedSubjectsOf(manager: EntityManager, userId: number, since: Date): Promise<ReviewSubject[]> {
  const out: ReviewSubject[] = [];
  for (const kind of REVIEWABLE_KINDS) {
    const src = SOURCES[kind]!;
    const rows = await src
      .query(manager)
      .where(src.completed)
      .andWhere(`${src.completedColumn} > :since`, { since })
      .andWhere(`(${src.customerColumn} = :userId OR ${src.vendorColumn} = :userId)`, { userId })
      .orderBy(src.completedColumn, 'DESC')
      .limit(100)
      .getRawMany<SubjectRow>();
    out.push(...rows.map((r) => toSubject(kind, src, r, true)));
  }
  return out;
}
