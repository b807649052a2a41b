import { Injectable, Module } from '@nestjs/common';
import { Column, CreateDateColumn, Entity, EntityManager, In, PrimaryGeneratedColumn } from 'typeorm';
import { COMPENSATE, type TransitionResult } from '@oja/shared';
import { type EffectArgs, type Lifecycle, type LifecycleTimer } from '../../src/common/lifecycle-engine.js';
import { OutboxService } from '../../src/outbox/outbox.service.js';
import {
  type DisputedSubject,
  Subject,
  type SubjectDescriptor,
  type SubjectDisputes,
  type SubjectFigures,
  type SubjectReviewSource,
  subjectsOfOwner,
} from '../../src/common/subjects.js';
import type { DataOwner } from '../../src/common/personal-data.js';
import type { ErrorCodeFor } from '../../src/common/domain-error.js';
import { EventSink, type DomainEvents } from '../../src/common/events.js';
import { partiesOfRows } from '../../src/modules/vendors/vendor-users.js';
import { DisputesModule } from '../../src/modules/disputes/disputes.module.js';
import { EscrowModule } from '../../src/modules/escrow/escrow.module.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import type { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { PaymentCapturesService } from '../../src/modules/payments/payment-captures.service.js';
import { PaymentsModule } from '../../src/modules/payments/payments.module.js';
import { PaymentsService } from '../../src/modules/payments/payments.service.js';

/**
 * A vertical that exists only in the test tree: an entity, a small machine, a lifecycle and a
 * descriptor in a module of its own, touching no platform file. Its table is made by the test (KIT_TABLE), outside
 * the app's migrations, so the migration drift check stays clean.
 */
export const KIT_TABLE = `CREATE TABLE IF NOT EXISTS kit_orders (
  id serial PRIMARY KEY, user_id int NOT NULL, vendor_id int NOT NULL, status varchar(20) NOT NULL DEFAULT 'awaiting_payment',
  amount_kobo int NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), completed_at timestamptz);
CREATE TABLE IF NOT EXISTS kit_stock (vendor_id int PRIMARY KEY, held int NOT NULL DEFAULT 0)`;

@Entity('kit_orders')
export class KitOrder {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ name: 'user_id' }) userId!: number;
  @Column({ name: 'vendor_id' }) vendorId!: number;
  @Column({ type: 'varchar', length: 20 }) status!: string;
  @Column({ name: 'amount_kobo' }) amountKobo!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
}

type KitEvent = {
  type: 'PAY' | 'PAYMENT_CAPTURED' | 'DECLINE' | 'CONFIRM' | 'DISPUTE' | 'RESOLVE_RELEASE' | 'RESOLVE_REFUND' | 'EXPIRE';
  actor: 'customer' | 'vendor' | 'system' | 'admin';
  now?: Date;
};
type KitAction = 'fund' | 'holdStock' | 'releaseStock' | 'refund' | 'release' | 'splitRefund' | typeof COMPENSATE;
type KitContext = { payment?: Payment; refundKobo?: number; reason?: string };
type Fx = EffectArgs<KitOrder, KitEvent, KitContext>;

/**
 * The machine: awaiting_payment → (PAY by the customer, PAYMENT_CAPTURED) → paid → DECLINE (refund) or CONFIRM
 * (release); or DISPUTE by the customer while paid → disputed → RESOLVE_RELEASE or RESOLVE_REFUND (part refunded,
 * the rest released) by an admin. A captured order holds one unit of its vendor's stock; a decline or a refund
 * compensates (the hold is released), a release keeps it sold.
 */
const RULES: Record<KitEvent['type'], { from: string; actor: KitEvent['actor']; to?: string; actions: KitAction[] }> = {
  PAY: { from: 'awaiting_payment', actor: 'customer', actions: [] },
  PAYMENT_CAPTURED: { from: 'awaiting_payment', actor: 'system', to: 'paid', actions: ['fund', 'holdStock'] },
  DECLINE: { from: 'paid', actor: 'vendor', to: 'declined', actions: ['refund', COMPENSATE] },
  CONFIRM: { from: 'paid', actor: 'customer', to: 'released', actions: ['release'] },
  EXPIRE: { from: 'awaiting_payment', actor: 'system', to: 'expired', actions: [] },
  DISPUTE: { from: 'paid', actor: 'customer', to: 'disputed', actions: [] },
  RESOLVE_RELEASE: { from: 'disputed', actor: 'admin', to: 'released', actions: ['release'] },
  RESOLVE_REFUND: { from: 'disputed', actor: 'admin', to: 'refunded', actions: ['splitRefund', COMPENSATE] },
};
/** An unpaid kit order expires KIT_EXPIRY_MS after it was made; earlier, the machine refuses it as a rule. */
export const KIT_EXPIRY_MS = 1500;
export function kitTransition(order: Pick<KitOrder, 'status'>, event: KitEvent): TransitionResult<Partial<KitOrder>, KitAction> {
  const rule = RULES[event.type];
  if (!rule) return { ok: false, reason: 'unknown_event', message: 'Unknown action' };
  if (rule.actor !== event.actor) return { ok: false, reason: 'actor', message: 'Not yours to do' };
  if (order.status !== rule.from) return { ok: false, reason: 'state', message: `This kit order is ${order.status}` };
  if (event.type === 'EXPIRE' && (event.now ?? new Date()).getTime() < (order as KitOrder).createdAt.getTime() + KIT_EXPIRY_MS) {
    return { ok: false, reason: 'rule', message: 'Not due yet' };
  }
  // A released order is complete (its reviews' 14-day window starts then).
  const next: Partial<KitOrder> = rule.to ? { status: rule.to, ...(rule.to === 'released' ? { completedAt: event.now ?? new Date() } : {}) } : {};
  return { ok: true, next, actions: rule.actions };
}

const subjectOf = (o: KitOrder) => ({ kind: 'kit_order', id: o.id });

/** The kit's refusal codes are its own: no module declares them (a real vertical declares them in its *.errors.ts). */
const kitCode = <S extends number>(code: string) => code as ErrorCodeFor<S>;

@Injectable()
export class KitLifecycle implements Lifecycle<KitOrder, KitEvent, KitAction, KitContext> {
  readonly kind = 'kit_order';
  readonly entity = KitOrder;
  readonly notFound = { code: kitCode<404>('KIT_ORDER_NOT_FOUND'), message: 'Kit order not found' };
  readonly codes = { actor: kitCode<403>('KIT_WRONG_ACTOR'), refused: kitCode<409>('KIT_NOT_ALLOWED'), byEvent: { PAY: kitCode<409>('KIT_NOT_PAYABLE') } };

  /** Its one timer, run by the platform's generic timer job. */
  readonly timers: Record<'expire', LifecycleTimer<KitOrder>> = {
    expire: { event: 'EXPIRE', clock: (o) => ({ anchor: o.createdAt, configuredMs: KIT_EXPIRY_MS, specMs: KIT_EXPIRY_MS }) },
  };

  constructor(
    private readonly escrow: EscrowService,
    private readonly payments: PaymentsService,
    private readonly captures: PaymentCapturesService,
    readonly outbox: OutboxService,
  ) {}

  transition(order: KitOrder, event: KitEvent) {
    return kitTransition(order, event);
  }

  /** The stock hold a capture makes is undone if the order later fails (a decline, a refund): once. */
  readonly compensations = { holdStock: 'releaseStock' } as const;

  readonly effects = {
    fund: async ({ manager, subject, ctx }: Fx) => this.captures.settleCaptured(manager, ctx.payment!, subject.vendorId),
    holdStock: async ({ manager, subject }: Fx) => {
      await manager.query('INSERT INTO kit_stock (vendor_id, held) VALUES ($1, 1) ON CONFLICT (vendor_id) DO UPDATE SET held = kit_stock.held + 1', [
        subject.vendorId,
      ]);
    },
    releaseStock: async ({ manager, subject }: Fx) => {
      await manager.query('UPDATE kit_stock SET held = held - 1 WHERE vendor_id = $1', [subject.vendorId]);
    },
    release: async ({ manager, subject }: Fx) => {
      await this.escrow.release(manager, { subject: subjectOf(subject), vendorId: subject.vendorId, amountKobo: subject.amountKobo });
    },
    refund: async ({ manager, subject }: Fx) => {
      await this.escrow.splitRefund(manager, {
        subject: subjectOf(subject),
        vendorId: subject.vendorId,
        amountKobo: subject.amountKobo,
        refundKobo: subject.amountKobo,
        capKobo: subject.amountKobo,
        kind: 'kit_declined',
      });
      await this.payments.refund(manager, subjectOf(subject), subject.amountKobo, 'cancellation');
    },
    splitRefund: async ({ manager, subject, ctx }: Fx) => {
      await this.escrow.splitRefund(manager, {
        subject: subjectOf(subject),
        vendorId: subject.vendorId,
        amountKobo: subject.amountKobo,
        refundKobo: ctx.refundKobo!,
      });
      await this.payments.refund(manager, subjectOf(subject), ctx.refundKobo!, 'dispute');
    },
  };
}

/** What the admin's dispute view shows of a kit order (declaration merging: the disputes module names no vertical). */
declare module '../../src/common/subjects.js' {
  interface DisputedSubjectViews {
    kit_order: { id: number; status: string; amount_kobo: number };
  }
}

/** The kit's disputes: parties from its own row and the vendor's user, its machine's three events, a small admin view. */
@Injectable()
export class KitDisputes implements SubjectDisputes<KitOrder> {
  readonly events = {
    open: () => ({ type: 'DISPUTE', actor: 'customer' }) as const,
    release: { type: 'RESOLVE_RELEASE', actor: 'admin' } as const,
    refund: { type: 'RESOLVE_REFUND', actor: 'admin' } as const,
  };

  async view(manager: EntityManager, ids: number[]) {
    const orders = await manager.getRepository(KitOrder).findBy({ id: In(ids) });
    return new Map<number, DisputedSubject>(
      orders.map((o) => [
        o.id,
        {
          steps: [['placed', 'Kit order placed', o.createdAt]],
          customer: null,
          vendor: { business_name: null },
          view: { id: o.id, status: o.status, amount_kobo: o.amountKobo },
        },
      ]),
    );
  }
}

@Subject()
@Injectable()
export class KitSubject implements SubjectDescriptor<KitOrder> {
  readonly kind: string = 'kit_order';
  readonly fee = 'service';
  readonly label = 'Kit order';
  readonly noun = 'kit order';
  readonly refundNoun = 'kit order';
  readonly referencePrefix: string = 'kit';
  readonly ledgerPrefix: string = 'kit';
  readonly callbackKey: string = 'kit_order_id';
  readonly customerPage = '/dashboard/user/kit-orders';

  /** Its rows in the dashboards' weekly figures: orders of the vendor and of the customer. */
  /** Double-blind reviews once released; they rate nothing public (no review target). */
  readonly reviews: SubjectReviewSource = {
    target: 'none',
    query: (m) =>
      m
        .createQueryBuilder(KitOrder, 's')
        .innerJoin('vendors', 'v', 'v.id = s.vendor_id')
        .select([
          's.id AS id',
          's.user_id AS customer',
          'v.user_id AS vendor',
          's.completed_at AS completed',
          'NULL::int AS target',
          "concat('Kit order #', s.id) AS title",
        ]),
    completed: "s.status = 'released' AND s.completed_at IS NOT NULL",
    customerColumn: 's.user_id',
    vendorColumn: 'v.user_id',
    completedColumn: 's.completed_at',
  };

  readonly figures: SubjectFigures = {
    series: 'orders',
    vendorRows: (owner) => `SELECT k.id, k.created_at FROM kit_orders k WHERE k.vendor_id = ${owner}`,
    customerRows: (owner) => `SELECT k.id, k.created_at FROM kit_orders k WHERE k.user_id = ${owner}`,
  };

  constructor(
    readonly lifecycle: KitLifecycle,
    readonly disputes: KitDisputes,
  ) {}

  /** Its customer, and its vendor with the vendor's user. */
  async parties(manager: EntityManager, ids: number[]) {
    const rows = await manager.getRepository(KitOrder).findBy({ id: In(ids) });
    return partiesOfRows(
      manager,
      rows.map((r) => ({ id: r.id, customerUserId: r.userId, vendorId: r.vendorId })),
    );
  }

  /** The owner's KitOrder rows, as customer or as vendor (data export). */
  ofOwner(manager: EntityManager, owner: DataOwner) {
    return subjectsOfOwner(manager, KitOrder, owner, { customer: 'userId', vendor: 'vendorId' });
  }

  async charge(order: KitOrder, _manager: EntityManager) {
    return { amountKobo: order.amountKobo, description: `Kit order #${order.id}` };
  }
}

/** A sink of the test's own (the live channel will be the first real one): what it was handed, in order. */
export const SUBJECT_CHANGES: DomainEvents['subject.changed'][] = [];

@Injectable()
export class KitSink {
  @EventSink('subject.changed')
  receive(change: DomainEvents['subject.changed']) {
    SUBJECT_CHANGES.push(change);
  }
}

@Module({ imports: [EscrowModule, PaymentsModule, DisputesModule], providers: [KitLifecycle, KitDisputes, KitSubject, KitSink] })
export class KitModule {}

/** Two descriptors that clash (the same payment reference prefix), one whose lifecycle files another kind, one with disputes but no events, one without parties. */
const stub = (kind: string, referencePrefix: string, ledgerPrefix: string, lifecycleKind = kind, disputes?: object, withParties = true) => {
  @Subject()
  @Injectable()
  class Stub implements Partial<SubjectDescriptor> {
    readonly kind = kind;
    readonly fee = 'service' as const;
    readonly label = kind;
    readonly noun = kind;
    readonly refundNoun = kind;
    readonly referencePrefix = referencePrefix;
    readonly ledgerPrefix = ledgerPrefix;
    readonly callbackKey = `${kind}_id`;
    readonly lifecycle = { kind: lifecycleKind, entity: KitOrder } as unknown as SubjectDescriptor['lifecycle'];
    readonly disputes = disputes as SubjectDescriptor['disputes'];
    readonly parties = withParties ? async () => new Map() : undefined;
    readonly ofOwner = async () => [];
    async charge() {
      return { amountKobo: 0, description: kind };
    }
  }
  return Stub;
};
export const CLASHING_SUBJECTS = [
  stub('kit_one', 'kx', 'ka'),
  stub('kit_two', 'kx', 'kb'),
  stub('kit_three', 'ky', 'kc', 'kit_other'),
  stub('kit_four', 'kz', 'kd', 'kit_four', { view: async () => new Map() }),
  stub('kit_five', 'kw', 'ke', 'kit_five', undefined, false),
];
