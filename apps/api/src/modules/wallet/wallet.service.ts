import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { koboToNaira, MIN_PAYOUT_KOBO, PAYOUT_HOLD_HOURS, dashboardPath } from '@oja/shared';
import { registeredSubjects, subjectDescriptor, SubjectRegistry } from '../../common/subjects.js';
import { DomainError } from '../../common/domain-error.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { AuthService } from '../auth/auth.service.js';
import { LEDGER } from '../escrow/ledger-accounts.js';
import { LedgerService } from '../escrow/ledger.service.js';
import { CAPTURED_PAYMENTS } from '../payments/captured-payments.js';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError, type Bank } from '../payments/payment-provider.js';
import { PaymentsService } from '../payments/payments.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { PayoutAccount } from './entities/payout-account.entity.js';
import { Payout } from './entities/payout.entity.js';

const BUCKET: Record<string, string> = {
  escrow_held: 'held',
  vendor_payable: 'payable',
  vendor_available: 'available',
  payouts_in_transit: 'in_transit',
};
const DESCRIBE: Record<string, string> = {
  payment_captured: 'Customer payment held in escrow',
  release: 'Escrow released (minus platform fee)',
  dispute_refund: 'Dispute settled: part refunded to the customer',
  available: 'Available for payout',
  payout: 'Payout started',
  payout_settled: 'Payout sent to your bank',
  payout_returned: 'Payout returned to your balance',
};

const presentAccount = (a: PayoutAccount | null) =>
  a ? { bank_code: a.bankCode, bank_name: a.bankName, account_number: a.accountNumber, account_name: a.accountName, updated_at: a.updatedAt } : null;

export const PAYOUT_PASSWORD_REQUIRED = 'Please enter your password to change your payout account.';
export const PAYOUT_ACCOUNT_CHANGED_MEANWHILE = 'Your payout account was changed in the meantime. Reload the page and try again.';
/** An account as e-mails show it: bank, last four digits, name. */
const shownAccount = (a: Pick<PayoutAccount, 'bankName' | 'bankCode' | 'accountNumber' | 'accountName'>) =>
  `${a.bankName ?? `bank ${a.bankCode}`} ••••${a.accountNumber.slice(-4)} (${a.accountName})`;

/** Wallet views (vendor balances from the ledger; customer payments and refunds) and the payout account. */
@Injectable()
export class WalletService {
  private banks: { at: number; list: Bank[] } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly outbox: OutboxService,
    private readonly payments: PaymentsService,
    private readonly auth: AuthService,
    private readonly notifications: NotificationsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly subjects: SubjectRegistry,
  ) {}

  /** A ledger line's `kind:id` subject as `subject_kind`, `subject_id` and its label ("Food order #12"); nulls without one. */
  private subjectOfLine(subject: string | null): { subject_kind: string | null; subject_id: number | null; subject_label: string | null } {
    const m = subject ? /^([a-z_]+):(\d+)$/.exec(subject) : null;
    if (!m) return { subject_kind: null, subject_id: null, subject_label: null };
    const id = Number(m[2]);
    return { subject_kind: m[1]!, subject_id: id, subject_label: this.subjects.labelOf(m[1]!, id) };
  }

  async vendorWallet(user: SignedInUser) {
    const vendorId = user.vendor!.id;
    // One snapshot: balances, ledger lines and payout statuses must agree with each other.
    const [balances, entries, payouts, account] = await this.dataSource.transaction(
      'REPEATABLE READ',
      async (m) =>
        [
          await this.ledger.vendorBalances(vendorId, m),
          await this.ledger.vendorEntries(vendorId, 100, m),
          await m.getRepository(Payout).find({ where: { vendorId }, order: { id: 'DESC' }, take: 50 }),
          await m.getRepository(PayoutAccount).findOneBy({ vendorId }),
        ] as const,
    );
    return {
      currency: 'NGN',
      held: koboToNaira(balances.heldKobo),
      payable: koboToNaira(balances.payableKobo),
      available: koboToNaira(balances.availableKobo),
      in_transit: koboToNaira(balances.inTransitKobo),
      minimum_payout: koboToNaira(MIN_PAYOUT_KOBO),
      payout_hold_hours: PAYOUT_HOLD_HOURS,
      payout_account: presentAccount(account),
      ledger: entries.map((e) => ({
        id: e.id,
        bucket: BUCKET[e.accountKind] ?? e.accountKind,
        amount: koboToNaira(e.amountKobo),
        type: e.kind,
        description: DESCRIBE[e.kind] ?? e.memo,
        order_id: e.orderId,
        // The subject of any kind (food and shop orders, stays, jobs): what the line is about, in words.
        ...this.subjectOfLine(e.subject),
        payout_id: e.payoutId,
        created_at: e.createdAt,
      })),
      payouts: payouts.map((p) => ({
        id: p.id,
        amount: koboToNaira(p.amountKobo),
        status: p.status,
        reference: p.reference,
        bank_code: p.bankCode,
        account_number: p.accountNumber,
        account_name: p.accountName,
        failure_reason: p.failureReason,
        created_at: p.createdAt,
        paid_at: p.paidAt,
      })),
    };
  }

  /**
   * The customer's wallet. A customer holds no balance: `held_in_escrow` is the ledger's escrow of the subjects they
   * paid for (money not yet released to a vendor nor refunded), `total_refunded` what came back, `refunds_pending`
   * what is on its way back; `total_paid` is money spent, never a balance.
   */
  async customerWallet(user: SignedInUser) {
    const [{ payments, refunds }, heldKobo] = await Promise.all([this.payments.forCustomer(user.id), this.heldForCustomerKobo(user.id)]);
    const orderId = (kind: string, id: number) => (subjectDescriptor(kind).ledgerOrderId ? id : null);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return {
      currency: 'NGN',
      held_in_escrow: koboToNaira(heldKobo),
      refunds_pending: koboToNaira(sum(refunds.filter((r) => r.status !== 'processed' && r.status !== 'failed').map((r) => r.amountKobo))),
      total_paid: koboToNaira(sum(payments.filter((p) => p.status === 'success' || p.status === 'refunded').map((p) => p.amountKobo))),
      total_refunded: koboToNaira(sum(refunds.filter((r) => r.status === 'processed').map((r) => r.amountKobo))),
      payments: payments.map((p) => ({
        id: p.id,
        reference: p.reference,
        order_id: orderId(p.subjectKind, p.subjectId),
        subject_kind: p.subjectKind,
        subject_id: p.subjectId,
        service_title: p.description,
        amount: koboToNaira(p.amountKobo),
        status: p.status,
        paid_at: p.paidAt,
        created_at: p.createdAt,
      })),
      refunds: refunds.map((r) => ({
        id: r.id,
        order_id: orderId(r.subjectKind, r.subjectId),
        subject_kind: r.subjectKind,
        subject_id: r.subjectId,
        amount: koboToNaira(r.amountKobo),
        status: r.status,
        reason: r.reason,
        created_at: r.createdAt,
        processed_at: r.processedAt,
      })),
    };
  }

  /** What the ledger holds in escrow for the subjects the customer paid for (kobo). */
  private async heldForCustomerKobo(userId: number): Promise<number> {
    const paid: { subject_kind: string; subject_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT c.subject_kind, c.subject_id FROM (${CAPTURED_PAYMENTS}) c WHERE c.user_id = $1`,
      [userId],
    );
    const codes = paid.flatMap((p) =>
      registeredSubjects().some((d) => d.kind === p.subject_kind) ? [LEDGER.escrow({ kind: p.subject_kind, id: Number(p.subject_id) })] : [],
    );
    return this.ledger.sumBalances(codes);
  }

  async payoutAccount(user: SignedInUser) {
    return presentAccount(await this.dataSource.getRepository(PayoutAccount).findOneBy({ vendorId: user.vendor!.id }));
  }

  async listBanks(): Promise<Bank[]> {
    if (this.banks && Date.now() - this.banks.at < 3_600_000) return this.banks.list;
    try {
      const list = await this.provider.listBanks();
      this.banks = { at: Date.now(), list };
      return list;
    } catch {
      throw DomainError.unavailable('SERVICE_UNAVAILABLE', 'The list of banks is not available right now. Please try again in a moment.');
    }
  }

  /**
   * PUT /api/vendor/payout-account. The first account needs no password (the payload clients always sent);
   * changing it to another one re-asks the vendor's password (422 PASSWORD_REQUIRED / CURRENT_PASSWORD_INCORRECT),
   * and saving the same account again changes nothing but re-arms payouts. A new account's name is resolved and a
   * transfer recipient registered with the provider (no transaction open), then one short transaction decides under
   * the row's lock: 100 identical requests add or change the account once and e-mail the vendor once. Every save
   * schedules a sweep (money may be waiting).
   */
  async savePayoutAccount(user: SignedInUser, dto: { bank_code: string; account_number: string; password?: string }) {
    const vendorId = user.vendor!.id;
    const wanted = { bankCode: dto.bank_code, accountNumber: dto.account_number };
    const same = (a: PayoutAccount) => a.bankCode === wanted.bankCode && a.accountNumber === wanted.accountNumber;
    const current = await this.dataSource.getRepository(PayoutAccount).findOneBy({ vendorId });
    let fresh: Omit<PayoutAccount, 'id' | 'createdAt' | 'updatedAt'> | null = null;
    let passwordChecked = false;
    if (!current || !same(current)) {
      if (current && !dto.password) throw DomainError.field('password', PAYOUT_PASSWORD_REQUIRED, 'PASSWORD_REQUIRED');
      if (dto.password) {
        await this.auth.confirmPassword(user, dto.password, 'password');
        passwordChecked = true;
      }
      fresh = { vendorId, ...wanted, ...(await this.verifyAccount(wanted.bankCode, wanted.accountNumber)) };
    }
    return this.dataSource.transaction(async (manager) => {
      const added = fresh
        ? (await manager.createQueryBuilder().insert().into(PayoutAccount).values(fresh).orIgnore().returning('id').execute()).raw.length > 0
        : false;
      const row = await manager.findOneOrFail(PayoutAccount, { where: { vendorId }, lock: { mode: 'pessimistic_write' } });
      if (added) {
        await this.tellOwner(manager, user, 'Payout account added', `Your payouts will be sent to ${shownAccount(row)}.`);
      } else if (same(row)) {
        // Saved again as it is: nothing changes, but a payout held back after a failure may go now.
        await manager.query('UPDATE payout_accounts SET updated_at = now() WHERE id = $1', [row.id]);
      } else if (!fresh) {
        throw DomainError.conflict('PAYOUT_ACCOUNT_CHANGED', PAYOUT_ACCOUNT_CHANGED_MEANWHILE);
      } else if (!passwordChecked) {
        // Another request added an account between our read and this one: this is a change now.
        throw DomainError.field('password', PAYOUT_PASSWORD_REQUIRED, 'PASSWORD_REQUIRED');
      } else {
        const before = shownAccount(row);
        await manager.update(
          PayoutAccount,
          { id: row.id },
          {
            bankCode: fresh.bankCode,
            bankName: fresh.bankName,
            accountNumber: fresh.accountNumber,
            accountName: fresh.accountName,
            recipientCode: fresh.recipientCode,
          },
        );
        await this.tellOwner(manager, user, 'Payout account changed', `Your payouts will now be sent to ${shownAccount(fresh)} instead of ${before}.`);
      }
      await this.outbox.add(manager, 'payouts.sweep', { vendorId });
      return presentAccount(await manager.findOneByOrFail(PayoutAccount, { vendorId }));
    });
  }

  /** The account name as the bank has it, and a transfer recipient for it (provider calls: no transaction open). */
  private async verifyAccount(bankCode: string, accountNumber: string) {
    let accountName: string;
    let recipientCode: string;
    try {
      accountName = (await this.provider.resolveAccount(accountNumber, bankCode)).accountName;
      recipientCode = (await this.provider.createRecipient({ name: accountName, accountNumber, bankCode })).recipientCode;
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable) {
        throw DomainError.field('account_number', 'We could not verify this bank account. Check the bank and account number.');
      }
      throw DomainError.unavailable('SERVICE_UNAVAILABLE', 'Bank account verification is not available right now. Please try again in a moment.');
    }
    const bankName = (await this.listBanks().catch(() => [] as Bank[])).find((b) => b.code === bankCode)?.name ?? null;
    return { accountName, recipientCode, bankName };
  }

  /** A security notice to the vendor (in-app and e-mail, whatever their preferences), written in the caller's transaction. */
  private tellOwner(manager: EntityManager, user: SignedInUser, title: string, body: string) {
    return this.notifications.notify(manager, {
      userId: user.id,
      email: user.email,
      title,
      body: `${body} If you did not do this, change your password now and contact support.`,
      // Their own dashboard's wallet (a mechanic's or a host's, not a service vendor's).
      link: `${dashboardPath('vendor', user.vendor?.category)}/wallet`,
      kind: null,
    });
  }
}
