import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

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
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  jobKey: string;

  @Column({ type: 'varchar', length: 10 })
  channel: DeliveryChannel;

  /** The phone number an SMS went to; `subscription:<id>` for a push message. */
  @Column({ type: 'varchar', length: 60 })
  recipient: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 10 })
  status: DeliveryStatus;

  @Column({ type: 'int', default: 1 })
  attempts: number;

  /** The provider's message id (Africa's Talking's messageId), when it gave one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
