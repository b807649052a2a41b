import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { fullPreferences } from '../notifications/notification-kinds.js';
import { User } from '../users/entities/user.entity.js';
import type { NotificationPreferencesDto } from './account.dto.js';

/** UPDATE … RETURNING answers [rows, count] through TypeORM's postgres driver; plain rows elsewhere. */
const rowsOf = (result: unknown[]): unknown[] => (Array.isArray(result[0]) ? (result[0] as unknown[]) : result);

export const NO_DEACTIVATION_MESSAGE = 'There is no pending deactivation to cancel.';
export const DEACTIVATION_SCHEDULED = 'Your account will be deactivated in 24 hours. You can cancel until then.';
export const DEACTIVATION_CANCELLED = 'Account deactivation cancelled.';

/** The account's own settings: notification preferences and deactivation (spec 000 §9: 24 h after the request). */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async preferences(userId: number) {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    return { data: fullPreferences(user.notificationPreferences) };
  }

  async savePreferences(userId: number, dto: NotificationPreferencesDto) {
    const stored = fullPreferences({ orders: dto.orders, payments: dto.payments });
    await this.dataSource.getRepository(User).update({ id: userId }, { notificationPreferences: stored });
    return { message: 'Notification preferences saved.', data: stored };
  }

  private present(requestedAt: Date | null) {
    return {
      deactivation_requested_at: requestedAt,
      deactivates_at: requestedAt ? new Date(requestedAt.getTime() + this.env.ACCOUNT_DEACTIVATION_DELAY_MS) : null,
    };
  }

  async deactivationStatus(userId: number) {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    return { data: this.present(user.deactivationRequestedAt) };
  }

  /** Records the request (once; asking again keeps the first time) and schedules the deactivation through the outbox. */
  async requestDeactivation(userId: number) {
    const requestedAt = await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `UPDATE users SET deactivation_requested_at = now() WHERE id = $1 AND deactivation_requested_at IS NULL RETURNING deactivation_requested_at`,
        [userId],
      )) as unknown[];
      const fresh = (rowsOf(rows) as Array<{ deactivation_requested_at: Date }>)[0]?.deactivation_requested_at;
      if (fresh) {
        await this.outbox.add(manager, 'account.deactivate', { userId }, { delayMs: this.env.ACCOUNT_DEACTIVATION_DELAY_MS });
        return new Date(fresh);
      }
      const [row] = (await manager.query('SELECT deactivation_requested_at FROM users WHERE id = $1', [userId])) as { deactivation_requested_at: Date }[];
      return new Date(row!.deactivation_requested_at);
    });
    return { message: DEACTIVATION_SCHEDULED, data: this.present(requestedAt) };
  }

  /** Cancels a pending request (before it took effect; after it, the user cannot log in to ask), and the erasure it was part of. */
  async cancelDeactivation(userId: number) {
    const rows = (await this.dataSource.query(
      `UPDATE users SET deactivation_requested_at = NULL, erasure_requested_at = NULL WHERE id = $1 AND deactivation_requested_at IS NOT NULL AND deactivated_at IS NULL RETURNING id`,
      [userId],
    )) as unknown[];
    if (!rowsOf(rows).length) throw DomainError.conflict('NO_PENDING_DEACTIVATION', NO_DEACTIVATION_MESSAGE);
    return { message: DEACTIVATION_CANCELLED, data: this.present(null) };
  }

  /**
   * The scheduled job: deactivates when the request still stands and is due; ends every session. A cancelled
   * request (or one re-made later, with its own job) does nothing here.
   */
  async deactivateIfDue(userId: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE users SET deactivated_at = now(), session_version = session_version + 1
        WHERE id = $1 AND deactivated_at IS NULL AND deactivation_requested_at IS NOT NULL
          AND deactivation_requested_at + ($2 || ' milliseconds')::interval <= now()`,
      [userId, String(this.env.ACCOUNT_DEACTIVATION_DELAY_MS)],
    );
  }
}
