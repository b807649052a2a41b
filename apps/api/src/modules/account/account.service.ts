import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { fullPreferences, mergePreferences } from '../notifications/notification-kinds.js';
import { UsersService } from '../users/users.service.js';
import type { NotificationPreferencesDto } from './account.dto.js';

export const NO_DEACTIVATION_MESSAGE = 'There is no pending deactivation to cancel.';
export const DEACTIVATION_SCHEDULED = 'Your account will be deactivated in 24 hours. You can cancel until then.';
export const DEACTIVATION_CANCELLED = 'Account deactivation cancelled.';

/** The account's own settings: notification preferences, low-data mode and deactivation (24 h after the request). */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
    private readonly users: UsersService,
  ) {}

  async preferences(userId: number) {
    const settings = await this.users.settingsOf(userId);
    return { data: fullPreferences(settings.notificationPreferences) };
  }

  async savePreferences(userId: number, dto: NotificationPreferencesDto) {
    const settings = await this.users.settingsOf(userId);
    const stored = mergePreferences(settings.notificationPreferences, { orders: dto.orders, payments: dto.payments, messages: dto.messages });
    await this.users.setNotificationPreferences(userId, stored);
    return { message: 'Notification preferences saved.', data: stored };
  }

  async lowDataMode(userId: number) {
    const settings = await this.users.settingsOf(userId);
    return { data: { low_data_mode: settings.lowDataMode } };
  }

  async saveLowDataMode(userId: number, on: boolean) {
    await this.users.setLowDataMode(userId, on);
    return { message: on ? 'Low-data mode is on.' : 'Low-data mode is off.', data: { low_data_mode: on } };
  }

  private present(requestedAt: Date | null) {
    return {
      deactivation_requested_at: requestedAt,
      deactivates_at: requestedAt ? new Date(requestedAt.getTime() + this.env.ACCOUNT_DEACTIVATION_DELAY_MS) : null,
    };
  }

  async deactivationStatus(userId: number) {
    const settings = await this.users.settingsOf(userId);
    return { data: this.present(settings.deactivationRequestedAt) };
  }

  /** Records the request (once; asking again keeps the first time) and schedules the deactivation through the outbox. */
  async requestDeactivation(userId: number) {
    const requestedAt = await this.dataSource.transaction(async (manager) => {
      const { requestedAt, fresh } = await this.users.requestDeactivation(manager, userId);
      if (fresh) await this.outbox.add(manager, 'account.deactivate', { userId }, { delayMs: this.env.ACCOUNT_DEACTIVATION_DELAY_MS });
      return requestedAt;
    });
    return { message: DEACTIVATION_SCHEDULED, data: this.present(requestedAt) };
  }

  /** Cancels a pending request (before it took effect; after it, the user cannot log in to ask), and the erasure it was part of. */
  async cancelDeactivation(userId: number) {
    if (!(await this.users.cancelDeactivation(userId))) throw DomainError.conflict('NO_PENDING_DEACTIVATION', NO_DEACTIVATION_MESSAGE);
    return { message: DEACTIVATION_CANCELLED, data: this.present(null) };
  }

  /**
   * The scheduled job: deactivates when the request still stands and is due; ends every session. A cancelled
   * request (or one re-made later, with its own job) does nothing here.
   */
  async deactivateIfDue(userId: number): Promise<void> {
    await this.users.deactivateIfDue(userId, this.env.ACCOUNT_DEACTIVATION_DELAY_MS);
  }
}
