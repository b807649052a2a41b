import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';

export const DELIVERY_CHANNELS = ['sms', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_STATUSES = ['sending', 'sent', 'failed', 'gone'] as const;
/** sending: claimed, the provider call may be under way; sent: the provider accepted it; failed: refused, retried; gone: the push subscription had expired. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One SMS or push message to one recipient for one notice (`jobKey`, written into the job's payload when the
 * notice was made): claimed `sending` in its own short transaction before the provider call and marked `sent`
 * after, so a retried job never sends what was sent (docs/notifications.md "Exactly once").
 */
@Entity('notification_deliveries')
@Index('notification_deliveries_once', ['jobKey', 'channel', 'recipient'], { unique: true })
@Index('notification_deliveries_user', ['userId'])
@Check('notification_deliveries_channel_check', `"channel" IN ('sms', 'push')`)
@Check('notification_deliveries_status_check', `"status" IN ('sending', 'sent', 'failed', 'gone')`)
export class NotificationDelivery {
  @PrimaryGeneratedColumn() id: number;
  @VarcharColumn(64) jobKey: string;
  @VarcharColumn(10) channel: DeliveryChannel;

  /** The phone number an SMS went to; `subscription:<id>` for a push message. */
  @VarcharColumn(60) recipient: string;
  @IntColumn() userId: number;
  @VarcharColumn(10) status: DeliveryStatus;
  @IntColumn({ default: 1 }) attempts: number;

  /** The provider's message id (Africa's Talking's messageId), when it gave one. */
  @VarcharColumn(100, { nullable: true }) providerId: string | null;
  @VarcharColumn(300, { nullable: true }) lastError: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
