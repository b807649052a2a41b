import { Injectable, Logger, type OnModuleInit, Optional, SetMetadata } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { type EntityManager, type EntityTarget, type FindOptionsOrder, type FindOptionsWhere, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { DataOwner } from './personal-data.js';
import type { Vertical } from '@oja/shared';
import { aliasJob } from '../queue/jobs.js';
import { type Lifecycle, LifecycleEngine, type LifecycleEvent, timerJobOf } from './lifecycle-engine.js';

/** The payable rows every escrowed lifecycle owns: its customer's id and a status the machine moves. */
export interface PayableSubject {
  id: number;
  status: string;
  userId: number;
}

/**
 * Where a reviewable subject's parties and completion come from (the reviews module reads it): a query builder
 * (alias `s`) selecting id, customer, vendor, completed, target and title; the completed condition and columns.
 */
export interface SubjectReviewSource {
  /** What a customer's review of it rates: one of the descriptor's reviewTargets, or 'none'. */
  target: string;
  query(manager: EntityManager): SelectQueryBuilder<ObjectLiteral>;
  completed: string;
  customerColumn: string;
  vendorColumn: string;
  completedColumn: string;
}

/**
 * The review source of a subject table (alias `s`) whose customer is `s.user_id` and completion time `s.completed_at`,
 * the shape every subject has: `vendor` is the SQL of the vendor's user id, `targetId` and `title` the SQL of what a
 * customer's review rates (none: NULL) and of the subject's title, `join` adds the joins they read.
 */
export function reviewSource<T extends ObjectLiteral>(
  entity: EntityTarget<T>,
  source: {
    target: string;
    join?: (q: SelectQueryBuilder<T>) => SelectQueryBuilder<T>;
    vendor: string;
    targetId?: string;
    title: string;
    completed: string;
  },
): SubjectReviewSource {
  const { join = (q) => q, vendor, targetId = 'NULL::int', title } = source;
  return {
    target: source.target,
    query: (m) =>
      join(m.createQueryBuilder(entity, 's')).select([
        's.id AS id',
        's.user_id AS customer',
        `${vendor} AS vendor`,
        's.completed_at AS completed',
        `${targetId} AS target`,
        `${title} AS title`,
      ]),
    completed: source.completed,
    customerColumn: 's.user_id',
    vendorColumn: vendor,
    completedColumn: 's.completed_at',
  };
}

/** Something a customer's review rates (a service vendor's card, a listing): owned by the subject's module. */
export interface ReviewTarget {
  /** Whether it is on public view (its reviews are listed only then). */
  isPublic(manager: EntityManager, id: number): Promise<boolean>;
  /** Stores its rating from `aggregate`, a select of `rating` and `n` taking `params`. */
  saveRating(manager: EntityManager, id: number, aggregate: string, params: unknown[]): Promise<void>;
}

/**
 * Who a subject concerns: its customer's user, its vendor (`vendors.id` and the vendor's user; null while none is
 * chosen, as a request before a vendor accepts it) and any other party's user (a courier). The one
 * answer the platform asks of a subject's people: "subject changed" events go to them, a dispute is stored with
 * them, a subject's private files are theirs, and a user's data export and erasure find their subjects by them.
 */
export interface SubjectParties {
  customerUserId: number;
  vendorId: number | null;
  vendorUserId: number | null;
  otherUserIds?: number[];
}

/** The user ids of a subject's parties (customer, vendor's user, others), each once. */
export const partyUserIds = (p: SubjectParties | undefined): number[] =>
  p ? [...new Set([p.customerUserId, p.vendorUserId, ...(p.otherUserIds ?? [])].filter((id): id is number => typeof id === 'number'))] : [];

/**
 * The admin's view of a disputed subject, by subject kind. A vertical with disputes adds its kind here by
 * declaration merging (`declare module '…/common/subjects.js' { interface DisputedSubjectViews { <its kind>:
 * <its admin view> } }`), so the admin dispute answers stay typed, and documented in the API document, while the
 * disputes module names no vertical.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the verticals (declaration merging)
export interface DisputedSubjectViews {}

/** What the admin's dispute view shows of the disputed subject; its module builds it. */
export interface DisputedSubject {
  /** The subject's own steps as [event, label, when] (steps without a time are left out), merged by time with the dispute's. */
  steps: [string, string, Date | null | undefined][];
  customer: { name: string; email: string; phone: string } | null;
  vendor: { business_name: string | null };
  /** The subject as an admin sees it elsewhere (its own admin view). */
  view: DisputedSubjectViews[keyof DisputedSubjectViews] | null;
}

type DisputeStep = DisputedSubject['steps'][number];

/** The escrow's own steps in a disputed subject's view, worded alike in every vertical. */
export const escrowStep = {
  paid: (at: Date | null | undefined, label = 'Paid into escrow'): DisputeStep => ['paid', label, at],
  /** `event`: the subject's step that releases it (a booking's `completed`). */
  released: (at: Date | null | undefined, event = 'released'): DisputeStep => [event, 'Payment released', at],
  refunded: (at: Date | null | undefined): DisputeStep => ['refunded', 'Refund issued', at],
};

/** The admin's view of the disputed rows of `entity` with `ids`, naming neither party here: `present` gives each row's steps and its view. */
export async function disputedSubjects<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  ids: number[],
  present: (row: T) => Pick<DisputedSubject, 'steps' | 'view'>,
) {
  const rows = await manager.getRepository(entity).findBy({ id: In(ids) } as FindOptionsWhere<T>);
  return new Map<number, DisputedSubject>(
    rows.map((row) => {
      const { steps, view } = present(row);
      return [row.id, { steps, customer: null, vendor: { business_name: null }, view }];
    }),
  );
}

/** An admin's two resolutions of a dispute (`SubjectDisputes.events`), the same events in every machine. */
export const DISPUTE_RESOLUTIONS = {
  release: { type: 'RESOLVE_RELEASE', actor: 'admin' },
  refund: { type: 'RESOLVE_REFUND', actor: 'admin' },
} as const;

/**
 * A vertical's dispute events (`SubjectDisputes.events`): the customer opens one with the machine's `type` and the
 * reason (`timed`: also the time as `now`, for a machine whose reporting window needs it); an admin resolves it.
 */
export const disputeEvents = (type: string, timed = false): SubjectDisputes['events'] => ({
  open: (reason, at) => (timed ? { type, actor: 'customer', reason, now: at } : { type, actor: 'customer', reason }),
  ...DISPUTE_RESOLUTIONS,
});

/**
 * What the disputes module needs of a vertical whose subjects can be disputed (docs/adding-a-vertical.md). The
 * disputes module owns the dispute rows and runs the lifecycle events below through the engine, in one transaction
 * with the row; the money (holding escrow, the release, the refund split) stays the vertical's lifecycle effects.
 */
export interface SubjectDisputes<TSubject extends PayableSubject = PayableSubject> {
  /**
   * The lifecycle events a dispute applies. Whether the subject may be disputed now is the machine's answer to
   * `open` (its window, its escrow): a refusal is the customer's 409 with the machine's message.
   */
  readonly events: {
    /** The customer opens a dispute; the effects get `ctx.reason`. */
    open(reason: string, at: Date): LifecycleEvent;
    /** An admin releases the held payment to the vendor. */
    readonly release: LifecycleEvent;
    /** An admin refunds part of it (at most 50 % of the charge; the effects get `ctx.refundKobo`), the rest released. */
    readonly refund: LifecycleEvent;
  };
  /** What the admins' bell and e-mail say when a dispute opens (absent: "Dispute opened on <noun> #<id>" and the reason). */
  adminNotice?(manager: EntityManager, subject: TSubject, reason: string): Promise<{ title: string; body: string }>;
  /** Anything the vertical tells the parties once an admin has resolved it, beyond what the event's effects said. */
  resolved?(manager: EntityManager, subject: TSubject, outcome: { resolution: 'release' | 'refund'; note: string; refundKobo?: number }): Promise<void>;
  /** The admin's view of disputed subjects by id (absent: the dispute's own steps, and no subject details). */
  view?(manager: EntityManager, ids: number[]): Promise<Map<number, DisputedSubject>>;
}

/**
 * What a subject adds to the dashboards' weekly figures (modules/analytics): selects over the module's own tables,
 * each of `id` and `created_at`, the rows of one owner given as a SQL placeholder (`'$3'`). Analytics counts them
 * by `created_at` in the descriptor's series and adds the successful payments of the vendor's rows to its revenue.
 */
export interface SubjectFigures {
  /** The weekly count the subject's rows add to: orders or bookings. */
  readonly series: 'orders' | 'bookings';
  /** The subject's rows of a vendor (`vendors.id` = `owner`). */
  vendorRows(owner: string): string;
  /** The subject's rows of a customer (`users.id` = `owner`). */
  customerRows(owner: string): string;
}

/**
 * The figures of a subject table: `from` names it with its alias (`'trips t'`), the rows (its `id` and `created_at`)
 * are those where `vendor`, and where `customer`, holds, `$owner` standing for the owner; `vendorJoin` joins what the
 * vendor's condition reads.
 */
export function tableFigures(series: SubjectFigures['series'], from: string, where: { vendor: string; customer: string; vendorJoin?: string }): SubjectFigures {
  const alias = from.split(' ')[1];
  const rows = (table: string, condition: string) => (owner: string) =>
    `SELECT ${alias}.id, ${alias}.created_at FROM ${table} WHERE ${condition.replaceAll('$owner', () => owner)}`;
  return {
    series,
    vendorRows: rows(where.vendorJoin ? `${from} ${where.vendorJoin}` : from, where.vendor),
    customerRows: rows(from, where.customer),
  };
}

const FIGURE_SERIES: readonly string[] = ['orders', 'bookings'] satisfies SubjectFigures['series'][];

/**
 * One escrowed vertical, declared in its own module (docs/adding-a-vertical.md): what the platform — payments,
 * captures, refunds, escrow, the ledger, reviews, disputes and analytics — needs to know of a subject kind, so it
 * names none. A provider class decorated with `@Subject()` and implementing this is found at start-up, the way
 * `@JobHandler`s are.
 */
export interface SubjectDescriptor<TSubject extends PayableSubject = PayableSubject> {
  /** The kind stored with payments, refunds, ledger entries and reviews (`payments.subject_kind`). */
  readonly kind: string;
  /** The fee vertical of @oja/shared's fee table (its commission rate). */
  readonly fee: Vertical;
  /** "Order #12" in the ledger's memos and the wallet. */
  readonly label: string;
  /** The subject in the customer's words on payment answers ("Payment not found for this order"). */
  readonly noun: string;
  /** The subject in a refund notice ("₦5,000 for order #3"). */
  readonly refundNoun: string;
  /** Payment references: `oja-<prefix>…`. Unique among subjects. */
  readonly referencePrefix: string;
  /** How the subject is keyed in ledger account codes (`escrow_held:<prefix><id>`); one subject may have ''. */
  readonly ledgerPrefix: string;
  /** The query parameter naming the subject on /payment-success and in the provider's metadata. */
  readonly callbackKey: string;
  /** The customer's page of these subjects in the SPA (where a cancelled checkout returns). */
  readonly customerPage: string;
  /** The subject's ledger entries also carry its id in the ledger's `order_id` column (the first subject kind, as before kinds existed). */
  readonly ledgerOrderId?: boolean;
  /** The job name its captures were announced under before the generic `payments.payment-captured` (jobs queued then still run). */
  readonly legacyCapturedJob?: string;
  /** The lifecycle that owns the subject's row: PAY by the customer, PAYMENT_CAPTURED by the system. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each vertical's own event, action and context types
  readonly lifecycle: Lifecycle<TSubject & { status: string }, any, any, any>;
  /** Reviews after completion (absent: the subject cannot be reviewed). */
  readonly reviews?: SubjectReviewSource;
  /** The review targets this module owns, by target kind. */
  readonly reviewTargets?: Readonly<Record<string, ReviewTarget>>;
  /** Its rows in the dashboards' weekly figures (absent: it adds nothing to them). */
  readonly figures?: SubjectFigures;
  /** Disputes by the customer, resolved by an admin (absent: the subject cannot be disputed). */
  readonly disputes?: SubjectDisputes<TSubject>;
  /** The parties of subjects of this kind by id (missing ids left out). */
  parties(manager: EntityManager, ids: number[]): Promise<Map<number, SubjectParties>>;
  /**
   * Every subject the owner is a party to (as customer or as vendor), oldest first, each as its record for the
   * owner's data export (NDPA; docs/privacy.md). Escrow held on them blocks erasure. `subjectsOfOwner()` does it
   * for a table with a customer and a vendor column.
   */
  ofOwner(manager: EntityManager, owner: DataOwner): Promise<OwnedSubject[]>;
  /**
   * What of the charge a dispute settles, when part of it already left escrow (a courier paid from an order): a
   * dispute refunds at most half of it, the rest released. Absent: the whole charge.
   */
  refundableKobo?(subject: TSubject): number;
  /**
   * Whether the vendor's share of the settled subject must not become available for payout now (a ride's dispute,
   * opened after its fare was released): the escrow job skips it, and the resolution schedules it again. Absent: never.
   */
  payoutHeld?(manager: EntityManager, id: number): Promise<boolean>;
  /** What the locked subject costs and how the customer's wallet names it. */
  charge(subject: TSubject, manager: EntityManager): Promise<{ amountKobo: number; description: string }>;
}

export type { SubjectKind, SubjectRef } from '../queue/jobs.js';

/** One subject of a data owner's, as the export shows it. */
export interface OwnedSubject {
  id: number;
  role: 'customer' | 'vendor';
  record: object;
}

/** The rows of `entity` whose `customerField` is the owner's user or `vendorField` the owner's vendor, oldest first. */
export async function subjectsOfOwner<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  owner: DataOwner,
  fields: { customer: keyof T & string; vendor: keyof T & string },
): Promise<OwnedSubject[]> {
  const where = [{ [fields.customer]: owner.userId }, ...(owner.vendorId ? [{ [fields.vendor]: owner.vendorId }] : [])] as FindOptionsWhere<T>[];
  const rows = await manager.find(entity, { where, order: { id: 'ASC' } as FindOptionsOrder<T> });
  return rows.map((r) => ({ id: r.id, role: r[fields.customer] === owner.userId ? 'customer' : 'vendor', record: r }));
}

const SUBJECT = 'oja:subject';
/** Marks a provider as a subject descriptor (SubjectRegistry finds it at start-up). */
export const Subject = (): ClassDecorator => SetMetadata(SUBJECT, true);

/** The subjects of the running app, for code that has no injector at hand (ledger account codes). */
let current = new Map<string, SubjectDescriptor>();

/** The descriptor of `kind`; an unregistered kind is a programming error, named. */
export function subjectDescriptor(kind: string): SubjectDescriptor {
  const found = current.get(kind);
  if (!found) throw new Error(`Subject kind "${kind}" is not registered: its module must provide a @Subject() descriptor (docs/adding-a-vertical.md)`);
  return found;
}

/** The kind of the subject whose ids were the ledger's bare order ids before subjects had kinds (the first subject kind). */
export function legacyOrderKind(): string {
  const found = registeredSubjects().find((d) => d.ledgerOrderId);
  if (!found) throw new Error('No registered subject keeps the ledger order_id column');
  return found.kind;
}

/** Every registered subject. */
export const registeredSubjects = (): SubjectDescriptor[] => [...current.values()];

/** Checks a set of descriptors and makes it the app's; a wrong or clashing one stops the start. */
export function registerSubjects(descriptors: SubjectDescriptor[]): Map<string, SubjectDescriptor> {
  const problems: string[] = [];
  const byKind = new Map<string, SubjectDescriptor>();
  const unique = (what: keyof SubjectDescriptor) => {
    const seen = new Map<unknown, string>();
    for (const d of descriptors) {
      const value = d[what];
      if (seen.has(value)) problems.push(`${seen.get(value)} and ${d.kind} share the ${String(what)} "${String(value)}"`);
      seen.set(value, d.kind);
    }
  };
  for (const d of descriptors) {
    if (!/^[a-z][a-z_]{0,29}$/.test(d.kind ?? '')) problems.push(`subject kind "${d.kind}" must be 1-30 lowercase letters or _`);
    else if (byKind.has(d.kind)) problems.push(`subject kind "${d.kind}" is registered twice`);
    if (!/^[a-z]{2,4}$/.test(d.referencePrefix ?? '')) problems.push(`${d.kind}: referencePrefix must be 2-4 lowercase letters`);
    if (!/^[a-z]{0,4}$/.test(d.ledgerPrefix ?? '-')) problems.push(`${d.kind}: ledgerPrefix must be 0-4 lowercase letters`);
    if (!d.lifecycle?.entity || typeof d.charge !== 'function' || typeof d.parties !== 'function' || typeof d.ofOwner !== 'function')
      problems.push(`${d.kind}: a descriptor needs its lifecycle, charge(), parties() and ofOwner()`);
    else if (d.lifecycle.kind !== d.kind) problems.push(`${d.kind}: its lifecycle files its timeline under "${d.lifecycle.kind}"`);
    if (
      d.figures &&
      !(FIGURE_SERIES.includes(d.figures.series) && typeof d.figures.vendorRows === 'function' && typeof d.figures.customerRows === 'function')
    ) {
      problems.push(`${d.kind}: figures need a series (${FIGURE_SERIES.join(' or ')}), vendorRows() and customerRows()`);
    }
    const disputes = d.disputes;
    if (disputes && (typeof disputes.events?.open !== 'function' || !disputes.events.release?.type || !disputes.events.refund?.type)) {
      problems.push(`${d.kind}: disputes need the open, release and refund events`);
    }
    byKind.set(d.kind, d);
  }
  unique('referencePrefix');
  unique('ledgerPrefix');
  unique('callbackKey');
  if (descriptors.filter((d) => d.ledgerOrderId).length > 1) problems.push('only one subject may keep the ledger order_id column');
  if (problems.length) throw new Error(`Subjects are wrong: ${problems.join('; ')}`);
  current = byKind;
  return byKind;
}

/** The one generic job that announces a verified charge; the subject's kind is read from the payment. */
export const PAYMENT_CAPTURED_JOB = 'payments.payment-captured';

/**
 * Finds every `@Subject()` descriptor at start-up, checks them (unique kinds, prefixes and callback keys) and
 * serves them by kind. The platform reads subjects only through here.
 */
@Injectable()
export class SubjectRegistry implements OnModuleInit {
  private readonly logger = new Logger('Subjects');
  private subjects = new Map<string, SubjectDescriptor>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Optional() private readonly engine?: LifecycleEngine,
  ) {}

  onModuleInit() {
    const found = this.discovery
      .getProviders()
      .filter((w) => w.metatype && w.instance && w.isDependencyTreeStatic() && this.reflector.get(SUBJECT, w.metatype))
      .map((w) => w.instance as SubjectDescriptor);
    this.subjects = registerSubjects(found);
    for (const d of found) {
      if (d.legacyCapturedJob) aliasJob(d.legacyCapturedJob, PAYMENT_CAPTURED_JOB);
      // Timer jobs queued under their per-vertical names before the generic timer job still fire.
      for (const [old, legacy] of Object.entries(d.lifecycle.legacyTimerJobs ?? {})) {
        const timer = d.lifecycle.timers?.[legacy.timer];
        if (!timer) throw new Error(`${d.kind}: legacy job "${old}" names no declared timer "${legacy.timer}"`);
        aliasJob(old, timerJobOf(timer), (p) => ({ kind: d.kind, id: legacy.id(p), timer: legacy.timer, arg: legacy.arg?.(p) }));
      }
    }
    // The engine addresses each transition's "subject changed" event to the subject's parties.
    this.engine?.useAudience(async (kind, manager, id) => partyUserIds((await this.partiesOf(manager, kind, [id])).get(id)));
    this.logger.log(`${found.length} subjects registered: ${found.map((d) => d.kind).join(', ')}`);
  }

  /** The descriptor of `kind`, or a clear error naming it. */
  get(kind: string): SubjectDescriptor {
    const found = this.subjects.get(kind);
    if (!found) throw new Error(`Subject kind "${kind}" is not registered`);
    return found;
  }

  has(kind: string): boolean {
    return this.subjects.has(kind);
  }

  /** The parties of subjects of one kind by id (an unregistered kind, or no ids: none). */
  async partiesOf(manager: EntityManager, kind: string, ids: number[]): Promise<Map<number, SubjectParties>> {
    const d = this.subjects.get(kind);
    return d && ids.length ? d.parties(manager, [...new Set(ids)]) : new Map();
  }

  /** "Order #12": the descriptor's label and the id ("Subject #12" for a kind no running module declares). */
  labelOf(kind: string, id: number): string {
    return `${this.subjects.get(kind)?.label ?? 'Subject'} #${id}`;
  }

  all(): SubjectDescriptor[] {
    return [...this.subjects.values()];
  }
}
