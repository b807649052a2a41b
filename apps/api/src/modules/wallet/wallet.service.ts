import { Inject, Injectable, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { koboToNaira, MIN_PAYOUT_KOBO, PAYOUT_HOLD_HOURS } from '@oja/shared';
import { OutboxService } from '../../outbox/outbox.service.js';
import { LedgerService } from '../escrow/ledger.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError, type Bank } from '../payments/payment-provider.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { User } from '../users/entities/user.entity.js';
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

/** Wallet views (vendor balances from the ledger; customer payments and refunds) and the payout account. */
@Injectable()
export class WalletService {
  private banks: { at: number; list: Bank[] } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly outbox: OutboxService,
    private readonly payments: PaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async vendorWallet(user: User) {
    const vendorId = user.vendor!.id;
    // One snapshot: balances, ledger lines and payout statuses must agree with each other.
    const [balances, entries, payouts, account] = await this.dataSource.transaction('REPEATABLE READ', async (m) => [
      await this.ledger.vendorBalances(vendorId, m),
      await this.ledger.vendorEntries(vendorId, 100, m),
      await m.getRepository(Payout).find({ where: { vendorId }, order: { id: 'DESC' }, take: 50 }),
      await m.getRepository(PayoutAccount).findOneBy({ vendorId }),
    ] as const);
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

  async customerWallet(user: User) {
    const { payments, refunds } = await this.payments.forCustomer(user.id);
    const orderId = (kind: string, id: number) => (kind === 'service_order' ? id : null);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return {
      currency: 'NGN',
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

  async payoutAccount(user: User) {
    return presentAccount(await this.dataSource.getRepository(PayoutAccount).findOneBy({ vendorId: user.vendor!.id }));
  }

  async listBanks(): Promise<Bank[]> {
    if (this.banks && Date.now() - this.banks.at < 3_600_000) return this.banks.list;
    try {
      const list = await this.provider.listBanks();
      this.banks = { at: Date.now(), list };
      return list;
    } catch {
      throw new ServiceUnavailableException('The list of banks is not available right now. Please try again in a moment.');
    }
  }

  /** Resolves the account name through the provider, registers a transfer recipient, saves, and sweeps (money may be waiting). */
  async savePayoutAccount(user: User, bankCode: string, accountNumber: string) {
    const vendorId = user.vendor!.id;
    let accountName: string;
    let recipientCode: string;
    try {
      accountName = (await this.provider.resolveAccount(accountNumber, bankCode)).accountName;
      recipientCode = (await this.provider.createRecipient({ name: accountName, accountNumber, bankCode })).recipientCode;
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable) {
        const message = 'We could not verify this bank account. Check the bank and account number.';
        throw new UnprocessableEntityException({ message, errors: { account_number: [message] } });
      }
      throw new ServiceUnavailableException('Bank account verification is not available right now. Please try again in a moment.');
    }
    const bankName = (await this.listBanks().catch(() => [] as Bank[])).find((b) => b.code === bankCode)?.name ?? null;
    return this.dataSource.transaction(async (manager) => {
      await manager.upsert(PayoutAccount, { vendorId, bankCode, bankName, accountNumber, accountName, recipientCode }, { conflictPaths: ['vendorId'] });
      await this.outbox.add(manager, 'payouts.sweep', { vendorId });
      return presentAccount(await manager.findOneByOrFail(PayoutAccount, { vendorId }));
    });
  }
}
