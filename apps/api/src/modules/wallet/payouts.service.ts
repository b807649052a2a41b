import { withSessionLock } from '../../common/session-lock.js';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { formatKobo, MIN_PAYOUT_KOBO, payoutTransition, type PayoutEvent, dashboardPath } from '@oja/shared';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { HourlySchedule } from '../../queue/hourly-schedule.js';
import { QUEUE_OPTIONS, QueueService, type QueueOptions } from '../../queue/queue.service.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError, type TransferStatus } from '../payments/payment-provider.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { PayoutAccount } from './entities/payout-account.entity.js';
import { Payout } from './entities/payout.entity.js';

const IN_FLIGHT = ['requested', 'processing'] as const;
const RETURNED = ['failed', 'reversed'] as const;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** A delay in words for a vendor: "24 hours", "30 minutes". */
const retryIn = (ms: number) => (ms >= 3_600_000 ? plural(Math.round(ms / 3_600_000), 'hour') : plural(Math.max(1, Math.round(ms / 60_000)), 'minute'));

/**
 * Payouts: when a vendor's available balance reaches ₦5,000 and they have a payout account, the whole
 * balance moves into transit and a transfer is made with a reference fixed at creation. The transfer is
 * driven (looked up by reference first, then made) until the provider says it is final; every retry uses
 * the same reference, so a crash anywhere pays at most once. Statuses change through the payout machine.
 *
 * Nothing available is left behind: when a payout ends, the vendor's balance is swept again (at once after a
 * success; after PAYOUT_FAILED_RETRY_MS, or when the account is saved, after a failure), and an hourly run
 * sweeps every vendor with at least the minimum available and no payout in flight, scheduled or not.
 */
@Injectable()
export class PayoutsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Payouts');
  private readonly schedule: HourlySchedule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly escrow: EscrowService,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    private readonly vendors: VendorsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
    @Inject(QUEUE_OPTIONS) private readonly queueOptions: QueueOptions,
    queue: QueueService,
  ) {
    this.schedule = new HourlySchedule(queue, 'payouts.run', 'payout-run', this.logger);
  }

  /** A process that runs workers picks up payouts left unfinished by a crash (in-process jobs die with it) and schedules the payout run. */
  async onApplicationBootstrap() {
    if (!this.queueOptions.runWorkers) return;
    await this.redriveUnfinished().catch((err) => this.logger.warn(`could not re-drive unfinished payouts: ${(err as Error).message}`));
    await this.schedule.next();
  }

  onApplicationShutdown() {
    this.schedule.stop();
  }

  async redriveUnfinished(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const open = await manager.find(Payout, { where: { status: In([...IN_FLIGHT]) }, select: { id: true } });
      for (const p of open) await this.outbox.add(manager, 'payouts.process', { payoutId: p.id });
      return open.length;
    });
  }

  /** A transfer reference: `oja-po<vendor>-<20 hex>` (16–50 chars of [a-z0-9-_]). */
  private newReference(vendorId: number) {
    return `oja-po${vendorId}-${randomBytes(10).toString('hex')}`;
  }

  @JobHandler('payouts.sweep')
  async sweep({ vendorId }: JobPayloads['payouts.sweep']) {
    await this.dataSource.transaction((manager) => this.sweepIn(manager, vendorId));
  }

  @JobHandler('payouts.run')
  run(payload: JobPayloads['payouts.run']) {
    return this.schedule.run(payload, () => this.sweepAll());
  }

  /**
   * The payout run: every vendor with at least the minimum available, a payout account and no payout in flight
   * gets a sweep, whether or not one was scheduled for them. Returns how many payouts it started.
   */
  async sweepAll(): Promise<number> {
    const candidates = await this.escrow.vendorsWithAvailable(MIN_PAYOUT_KOBO);
    if (!candidates.length) return 0;
    const rows: Array<{ vendor_id: number }> = await this.dataSource.query(
      `SELECT a.vendor_id FROM payout_accounts a
        WHERE a.vendor_id = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.vendor_id = a.vendor_id AND p.status IN ('requested', 'processing'))
        ORDER BY a.vendor_id`,
      [candidates],
    );
    let started = 0;
    for (const { vendor_id } of rows) {
      // One transaction per vendor: one vendor's trouble does not hold up the others' payouts.
      try {
        if (await this.dataSource.transaction((m) => this.sweepIn(m, Number(vendor_id)))) started++;
      } catch (err) {
        this.logger.warn(`payout run: vendor #${vendor_id}: ${(err as Error).message}`);
      }
    }
    if (started) this.logger.log(`payout run started ${started} payout(s)`);
    return started;
  }

  /** Starts a payout of the whole available balance when it is at least the minimum; returns it, or null. */
  async sweepIn(manager: EntityManager, vendorId: number): Promise<Payout | null> {
    const account = await manager.findOneBy(PayoutAccount, { vendorId });
    if (!account) return null;
    let available = await this.escrow.lockAvailable(manager, vendorId);
    if (available < MIN_PAYOUT_KOBO) return null;
    if (await manager.existsBy(Payout, { vendorId, status: In([...IN_FLIGHT]) })) return null;
    if (await this.failedRecently(manager, vendorId, account)) return null;
    // A rider's commission on cash rides is settled first, out of what would be paid out (docs/rides.md).
    const reference = this.newReference(vendorId);
    available -= await this.escrow.settleCashOwed(manager, { vendorId, availableKobo: available, reference });
    if (available < MIN_PAYOUT_KOBO) return null;
    const payout = await manager.save(
      manager.create(Payout, {
        vendorId,
        amountKobo: available,
        reference,
        status: 'requested',
        recipientCode: account.recipientCode,
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      }),
    );
    await this.escrow.payoutStarted(manager, { payoutId: payout.id, vendorId, reference: payout.reference, amountKobo: payout.amountKobo });
    await this.outbox.add(manager, 'payouts.process', { payoutId: payout.id });
    return payout;
  }

  /**
   * The vendor's last payout failed or was reversed, less than PAYOUT_FAILED_RETRY_MS ago, and the payout account
   * has not been saved since: sending to it again now would most likely fail again (the vendor was told to check it).
   */
  private async failedRecently(manager: EntityManager, vendorId: number, account: PayoutAccount): Promise<boolean> {
    const last = await manager.findOne(Payout, { where: { vendorId }, order: { id: 'DESC' }, select: { id: true, status: true, updatedAt: true } });
    if (!last || !RETURNED.includes(last.status as (typeof RETURNED)[number])) return false;
    return account.updatedAt <= last.updatedAt && Date.now() - last.updatedAt.getTime() < this.env.PAYOUT_FAILED_RETRY_MS;
  }

  @JobHandler('payouts.process')
  async process({ payoutId }: JobPayloads['payouts.process']) {
    // One driver per payout at a time; a killed worker's session lock goes with its connection.
    await withSessionLock(this.dataSource, 'payout', payoutId, () => this.drive(payoutId));
  }

  private async drive(payoutId: number) {
    const repo = this.dataSource.getRepository(Payout);
    let payout = await repo.findOneBy({ id: payoutId });
    if (!payout || !IN_FLIGHT.includes(payout.status as (typeof IN_FLIGHT)[number])) return;
    if (payout.status === 'requested') {
      await this.transition(payoutId, { type: 'PROCESS', actor: 'system' });
      payout = await repo.findOneByOrFail({ id: payoutId });
    }
    let outcome: { status: TransferStatus; transferCode: string | null };
    try {
      await repo.increment({ id: payoutId }, 'attempts', 1);
      const known = await this.provider.verifyTransfer(payout.reference);
      outcome =
        known.status !== 'not_found'
          ? known
          : await this.provider.transfer({
              amountKobo: payout.amountKobo,
              recipientCode: payout.recipientCode,
              reference: payout.reference,
              reason: `Oja payout ${payout.reference}`,
            });
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable) {
        outcome = { status: 'failed', transferCode: null };
        await repo.update({ id: payoutId }, { failureReason: err.message.slice(0, 300) });
      } else {
        this.logger.warn(`payout #${payoutId}: ${(err as Error).message}; retrying with the same reference`);
        await this.recheckLater(payoutId);
        return;
      }
    }
    if (outcome.transferCode) await repo.update({ id: payoutId }, { transferCode: outcome.transferCode });
    await this.settle(payoutId, outcome.status);
  }

  private recheckLater(payoutId: number) {
    return this.dataSource.transaction((m) => this.outbox.add(m, 'payouts.process', { payoutId }, { delayMs: this.env.PAYOUT_RETRY_MS }));
  }

  /** Applies a transfer's status to its payout (and the ledger); a non-final status is checked again later. */
  async settle(payoutId: number, status: TransferStatus) {
    if (status === 'pending' || status === 'not_found') return this.recheckLater(payoutId);
    const event: PayoutEvent =
      status === 'success'
        ? { type: 'TRANSFER_SUCCEEDED', actor: 'system' }
        : status === 'failed'
          ? { type: 'TRANSFER_FAILED', actor: 'system' }
          : { type: 'TRANSFER_REVERSED', actor: 'system' };
    await this.transition(payoutId, event);
  }

  /** One payout event through the shared machine, with its ledger posting and notification, in one transaction. Refused events change nothing. */
  private async transition(payoutId: number, event: PayoutEvent) {
    await this.dataSource.transaction(async (manager) => {
      const payout = await manager.findOne(Payout, { where: { id: payoutId }, lock: { mode: 'pessimistic_write' } });
      if (!payout) return;
      const result = payoutTransition(payout, event);
      if (!result.ok) return;
      const before = payout.status;
      payout.status = result.next.status;
      if (event.type === 'TRANSFER_SUCCEEDED') payout.paidAt = new Date();
      await manager.save(payout);
      const p = { payoutId, vendorId: payout.vendorId, reference: payout.reference, amountKobo: payout.amountKobo };
      if (event.type === 'TRANSFER_SUCCEEDED') await this.escrow.payoutSettled(manager, p);
      for (const action of result.actions) {
        if (action === 'recreditVendor') await this.escrow.payoutReturned(manager, { ...p, afterSuccess: before === 'paid' });
        if (action === 'notifyPaid')
          await this.tellVendor(
            manager,
            payout,
            'Payout sent',
            `${formatKobo(payout.amountKobo)} has been sent to ${payout.accountName} (${payout.accountNumber}).`,
          );
      }
      // The payout has ended: whatever is available now (money that arrived while it was in flight, or this
      // amount back after a failure) is swept — at once after a success, after PAYOUT_FAILED_RETRY_MS after a failure.
      if (event.type === 'TRANSFER_SUCCEEDED') await this.outbox.add(manager, 'payouts.sweep', { vendorId: payout.vendorId });
      if (event.type === 'TRANSFER_FAILED' || event.type === 'TRANSFER_REVERSED') {
        await this.outbox.add(manager, 'payouts.sweep', { vendorId: payout.vendorId }, { delayMs: this.env.PAYOUT_FAILED_RETRY_MS });
        await this.tellVendor(
          manager,
          payout,
          'Payout did not go through',
          `The transfer of ${formatKobo(payout.amountKobo)} to ${payout.accountName} (${payout.accountNumber}) ${event.type === 'TRANSFER_REVERSED' ? 'was reversed' : 'failed'}. The money is back in your available balance; check your payout account. We will try again in ${retryIn(this.env.PAYOUT_FAILED_RETRY_MS)}, or as soon as you save your payout account.`,
        );
      }
    });
  }

  private async tellVendor(manager: EntityManager, payout: Payout, title: string, body: string) {
    const vendor = await this.vendors.findPartyOf(manager, payout.vendorId);
    if (!vendor?.user) return;
    await this.notifications.notify(manager, {
      userId: vendor.user.id,
      email: vendor.user.email,
      title,
      body,
      link: `${dashboardPath('vendor', vendor.category)}/wallet`,
    });
  }

  /** A transfer webhook: re-check that payout by its reference (the webhook's own status is not trusted). */
  @JobHandler('payouts.transfer-event')
  async onTransferEvent({ reference }: JobPayloads['payouts.transfer-event']) {
    const payout = await this.dataSource.getRepository(Payout).findOneBy({ reference });
    if (payout) await this.process({ payoutId: payout.id });
  }
}
