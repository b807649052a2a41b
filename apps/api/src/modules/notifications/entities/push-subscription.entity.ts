import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, VarcharColumn } from '../../../database/columns.js';

/**
 * One browser's Web Push subscription (PushSubscription.toJSON()) of a user: a user may have several devices
 * (PUSH_SUBSCRIPTIONS_PER_USER). The endpoint is the push service's URL for that browser, unique across users.
 */
@Entity('push_subscriptions')
@Index('push_subscriptions_user', ['userId', 'id'])
export class PushSubscription {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() userId: number;
  @Index('push_subscriptions_endpoint', { unique: true }) @VarcharColumn(1000) endpoint: string;

  /** The browser's P-256 public key (URL-safe base64, 65 bytes). */
  @VarcharColumn(200) p256dh: string;

  /** The browser's auth secret (URL-safe base64, 16 bytes). */
  @VarcharColumn(100) auth: string;
  @CreatedAt() createdAt: Date;
}
