import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../common/domain-error.js';
import { ENV, Env, isProduction } from '../../../config/env.js';
import { lockUserRow } from '../../users/user-rows.js';
import { PushSubscription } from '../entities/push-subscription.entity.js';
import type { PushSubscriptionDto } from './push-subscription.dto.js';
import { pushEnabled } from './push-sender.js';

/** Devices one user may have subscribed; a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_MESSAGES = {
  endpoint: 'endpoint must be an https URL of a push service',
  p256dh: 'keys.p256dh must be the URL-safe base64 of a 65-byte P-256 public key',
  auth: 'keys.auth must be the URL-safe base64 of a 16-byte secret',
  off: 'Push notifications are not configured on this server.',
} as const;

const bytesOf = (b64url: string) => (/^[A-Za-z0-9_-]+=*$/.test(b64url) ? Buffer.from(b64url, 'base64url') : null);

/** The user's Web Push subscriptions: one per browser they turned notifications on in. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
  ) {}

  config() {
    const enabled = pushEnabled(this.env);
    return { data: { enabled, public_key: enabled ? this.env.VAPID_PUBLIC_KEY! : null } };
  }

  /** Checks what a browser sent: an https endpoint (http on localhost outside production), a P-256 key and a 16-byte secret. */
  private validated(dto: PushSubscriptionDto) {
    let url: URL | null = null;
    try {
      url = new URL(dto.endpoint);
    } catch {
      url = null;
    }
    const localHttp = url?.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && !isProduction(this.env);
    if (!url || (url.protocol !== 'https:' && !localHttp) || url.username || url.password) throw DomainError.field('endpoint', PUSH_MESSAGES.endpoint);
    const key = bytesOf(dto.keys.p256dh);
    if (!key || key.length !== 65 || key[0] !== 0x04) throw DomainError.field('keys.p256dh', PUSH_MESSAGES.p256dh);
    const auth = bytesOf(dto.keys.auth);
    if (!auth || auth.length !== 16) throw DomainError.field('keys.auth', PUSH_MESSAGES.auth);
    return { endpoint: dto.endpoint, p256dh: dto.keys.p256dh, auth: dto.keys.auth };
  }

  /**
   * Saves this browser's subscription for the user (the same endpoint again, or from another account signed in on
   * the same browser, moves to this user with the new keys); the oldest past the cap is dropped.
   */
  async subscribe(userId: number, dto: PushSubscriptionDto) {
    if (!pushEnabled(this.env)) throw DomainError.conflict('PUSH_NOT_CONFIGURED', PUSH_MESSAGES.off);
    const sub = this.validated(dto);
    await this.dataSource.transaction(async (manager) => {
      await lockUserRow(manager, userId);
      await manager.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
        [userId, sub.endpoint, sub.p256dh, sub.auth],
      );
      await manager.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT $2)`,
        [userId, PUSH_SUBSCRIPTIONS_PER_USER],
      );
    });
    return { message: 'Notifications are on for this device.' };
  }

  /** Removes one of the user's subscriptions; someone else's endpoint or an unknown one changes nothing. */
  async unsubscribe(userId: number, endpoint: string) {
    await this.dataSource.getRepository(PushSubscription).delete({ userId, endpoint });
    return { message: 'Notifications are off for this device.' };
  }
}
