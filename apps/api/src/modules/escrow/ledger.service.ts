import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SubjectRef } from '../../queue/jobs.js';
import { describeAccount, ledgerOrderId } from './ledger-accounts.js';
import { VENDOR_EARNINGS } from './vendor-earnings.js';

export interface PostingLine {
  account: string;
  /** Signed kobo added to the account. */
  amountKobo: number;
  /** Owner of an escrow account (the order's vendor), for the vendor's "held" balance. */
  vendorId?: number | null;
}

export interface Posting {
  key: string;
  kind: string;
  /** The subject (order, booking…) the posting belongs to. */
  subject?: SubjectRef | null;
  payoutId?: number | null;
  memo?: string | null;
  lines: PostingLine[];
}

export interface PostResult {
  /** False when the key was posted before: nothing changed. */
  posted: boolean;
  transactionId: string;
}

/** A posting would take an account below zero: the whole transaction is refused. */
export class InsufficientFundsError extends ConflictException {
  constructor(
    readonly account: string,
    readonly balanceKobo: number,
    readonly deltaKobo: number,
  ) {
    super(`Insufficient funds in ${account.split(':')[0]?.replace(/_/g, ' ')}`);
  }
}

export interface VendorBalances {
  heldKobo: number;
  payableKobo: number;
  availableKobo: number;
  inTransitKobo: number;
  /** Cash-ride commission the rider owes Oja (riders only). */
  cashOwedKobo: number;
}

/**
 * The double-entry ledger. `post` runs inside the caller's transaction: it records the fact once (unique
 * idempotency key), locks the accounts it touches in a fixed order (SELECT … FOR UPDATE), refuses to take
 * any account but platform_clearing below zero, then appends the entries and moves the balances. The
 * database backs this up: a deferred trigger checks at commit that every transaction sums to zero,
 * entries and transactions are append-only, and a CHECK keeps balances non-negative.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly dataSource: DataSource) {}

  async post(manager: EntityManager, posting: Posting): Promise<PostResult> {
    const byAccount = new Map<string, { delta: number; vendorId: number | null }>();
    let sum = 0;
    for (const line of posting.lines) {
      if (!Number.isSafeInteger(line.amountKobo)) throw new Error(`Ledger amounts are whole kobo, got ${line.amountKobo}`);
      sum += line.amountKobo;
      const prev = byAccount.get(line.account);
      byAccount.set(line.account, { delta: (prev?.delta ?? 0) + line.amountKobo, vendorId: line.vendorId ?? prev?.vendorId ?? null });
    }
    if (sum !== 0) throw new Error(`Unbalanced posting ${posting.key}: entries sum to ${sum}`);

    const lines = posting.lines.filter((l) => l.amountKobo !== 0);
    // Every account with an entry, in one order (so concurrent postings lock them without deadlock).
    const moves = [...byAccount.entries()].filter(([code]) => lines.some((l) => l.account === code)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const meta = moves.map(([code, m]) => {
      const d = describeAccount(code);
      return { code, kind: d.kind, vendorId: d.vendorId ?? m.vendorId, orderId: d.orderId, allowNegative: d.allowNegative };
    });
    // One round trip (migration LedgerPostFunction): record once, open, lock in order, check, append, move.
    const [row]: Array<{ posted: boolean; transaction_id: string; short_account: string | null; short_balance: string | null; short_delta: string | null }> =
      await manager.query(`SELECT * FROM oja_ledger_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`, [
        posting.key,
        posting.kind,
        ledgerOrderId(posting.subject),
        posting.subject ? `${posting.subject.kind}:${posting.subject.id}` : null,
        posting.payoutId ?? null,
        posting.memo?.slice(0, 300) ?? null,
        meta.map((m) => m.code),
        meta.map((m) => m.kind),
        meta.map((m) => m.vendorId),
        meta.map((m) => m.orderId),
        meta.map((m) => m.allowNegative),
        moves.map(([, m]) => m.delta),
        lines.map((l) => l.account),
        lines.map((l) => l.amountKobo),
      ]);
    if (row!.short_account) throw new InsufficientFundsError(row!.short_account, Number(row!.short_balance), Number(row!.short_delta));
    return { posted: row!.posted, transactionId: String(row!.transaction_id) };
  }

  /** Current balance of one account (0 when it has no entries yet). */
  async balance(code: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query(`SELECT balance_kobo FROM ledger_accounts WHERE code = $1`, [code]);
    return row ? Number(row.balance_kobo) : 0;
  }

  async vendorBalances(vendorId: number, manager: EntityManager = this.dataSource.manager): Promise<VendorBalances> {
    const rows: Array<{ kind: string; total: string }> = await manager.query(
      `SELECT kind, coalesce(sum(balance_kobo), 0) AS total FROM ledger_accounts WHERE vendor_id = $1 GROUP BY kind`,
      [vendorId],
    );
    const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
    return {
      heldKobo: of('escrow_held'),
      payableKobo: of('vendor_payable'),
      availableKobo: of('vendor_available'),
      inTransitKobo: of('payouts_in_transit'),
      cashOwedKobo: of('rider_cash_owed'),
    };
  }

  /** What the ledger credited the vendor in all (their share of released escrow, kobo): the dashboards' earnings. */
  async vendorEarnedKobo(vendorId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query(`SELECT coalesce(sum(x.amount_kobo), 0) AS total FROM (${VENDOR_EARNINGS}) x WHERE x.vendor_id = $1`, [vendorId]);
    return Number(row?.total ?? 0);
  }

  /** The summed balances of some accounts (0 for one with no entries yet), e.g. the escrow held for a customer's subjects. */
  async sumBalances(codes: string[], manager: EntityManager = this.dataSource.manager): Promise<number> {
    if (!codes.length) return 0;
    const [row] = await manager.query(`SELECT coalesce(sum(balance_kobo), 0) AS total FROM ledger_accounts WHERE code = ANY($1)`, [codes]);
    return Number(row?.total ?? 0);
  }

  /** The entries on a vendor's accounts (their orders' escrow, payable, available, in transit), newest first. */
  async vendorEntries(vendorId: number, limit = 100, manager: EntityManager = this.dataSource.manager) {
    const rows: Array<Record<string, unknown>> = await manager.query(
      `SELECT e.id, e.amount_kobo, e.created_at, a.kind AS account_kind, t.kind, t.order_id, t.subject, t.payout_id, t.memo
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.code = e.account_code
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.vendor_id = $1
        ORDER BY e.id DESC
        LIMIT $2`,
      [vendorId, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      accountKind: String(r.account_kind),
      amountKobo: Number(r.amount_kobo),
      kind: String(r.kind),
      orderId: r.order_id === null ? null : Number(r.order_id),
      subject: (r.subject as string | null) ?? null,
      payoutId: r.payout_id === null ? null : Number(r.payout_id),
      memo: (r.memo as string | null) ?? null,
      createdAt: r.created_at as Date,
    }));
  }

  /** Locks one account row (FOR UPDATE) in the caller's transaction and returns its balance (0 when it has none yet). */
  async lockBalance(manager: EntityManager, code: string): Promise<number> {
    const [row] = await manager.query(`SELECT balance_kobo FROM ledger_accounts WHERE code = $1 FOR UPDATE`, [code]);
    return row ? Number(row.balance_kobo) : 0;
  }

  /** Vendors whose available balance is at least `minKobo`, by id (the payout run's candidates). */
  async vendorsWithAvailable(minKobo: number, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    const rows: Array<{ vendor_id: number }> = await manager.query(
      `SELECT vendor_id FROM ledger_accounts WHERE kind = 'vendor_available' AND balance_kobo >= $1 AND vendor_id IS NOT NULL ORDER BY vendor_id`,
      [minKobo],
    );
    return rows.map((r) => Number(r.vendor_id));
  }

  /** The vendor-payable amount a settled order gave its vendor (0 when the order's escrow is not settled). */
  async settledVendorShare(manager: EntityManager, settleKey: string): Promise<{ vendorId: number | null; amountKobo: number }> {
    const [row] = await manager.query(
      `SELECT a.vendor_id, e.amount_kobo FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
         JOIN ledger_accounts a ON a.code = e.account_code
        WHERE t.idempotency_key = $1 AND a.kind = 'vendor_payable'`,
      [settleKey],
    );
    return row ? { vendorId: Number(row.vendor_id), amountKobo: Number(row.amount_kobo) } : { vendorId: null, amountKobo: 0 };
  }

  /**
   * Checks the ledger's invariants and returns what is wrong (empty when sound): every transaction sums to
   * zero, every balance equals the sum of its entries, no account but clearing is negative.
   */
  async integrityProblems(manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const problems: string[] = [];
    const unbalanced = await manager.query(
      `SELECT transaction_id, sum(amount_kobo) AS s FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_kobo) <> 0 LIMIT 10`,
    );
    for (const r of unbalanced) problems.push(`transaction ${r.transaction_id} sums to ${r.s}`);
    const drift = await manager.query(
      `SELECT a.code, a.balance_kobo, coalesce(e.s, 0) AS s
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_code, sum(amount_kobo) AS s FROM ledger_entries GROUP BY account_code) e ON e.account_code = a.code
        WHERE a.balance_kobo <> coalesce(e.s, 0) LIMIT 10`,
    );
    for (const r of drift) problems.push(`account ${r.code} has balance ${r.balance_kobo} but entries sum to ${r.s}`);
    const negative = await manager.query(`SELECT code, balance_kobo FROM ledger_accounts WHERE NOT allow_negative AND balance_kobo < 0 LIMIT 10`);
    for (const r of negative) problems.push(`account ${r.code} is negative: ${r.balance_kobo}`);
    return problems;
  }
}
