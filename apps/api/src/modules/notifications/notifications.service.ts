import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { normalizePhoneNg } from '@oja/shared';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { DEV_SINK, type DevSink } from '../../common/dev-sink.js';
import { Notification } from './entities/notification.entity.js';
import { notificationPreferencesOf, phoneOf } from '../users/user-rows.js';
import type { NotificationPreferences } from '../users/user.port.js';
import type { RowWriter } from '../../common/write-batch.js';
import type { PageRequest } from '../../common/pagination.js';
import { markAllOwnRead, markOneRead } from './bell.js';
import { MailService } from '../mail/mail.service.js';
import { EventBus } from '../../common/events.js';
import { fullPreferences, kindOfLink, type NotificationKind } from './notification-kinds.js';
import { pushEnabled } from './push/push-sender.js';
import { smsText } from './sms/sms-sender.js';

export interface NotifyInput {
  userId: number;
  /** Where the e-mail goes; omit for in-app only. */
  email?: string | null;
  title: string;
  body: string;
  /** A path in the SPA (in-app) — e-mails carry it as an absolute link. */
  link?: string | null;
  /**
   * An absolute link carrying a secret (verification, reset) for the e-mail: sealed in the job for the worker to
   * open (MailService.sealLink), so neither the outbox row nor the queue's job data holds it readable.
   */
  secretLink?: string | null;
  inApp?: boolean;
  /** What the notice is about, for the user's preferences; inferred from `link` when omitted; `null`: an account or security notice, always sent. */
  kind?: NotificationKind | null;
  /** The user's stored preferences when the caller has just read the user (saves reading them again). */
  preferences?: NotificationPreferences;
  /**
   * The notice needs the user to act (a new order, booking or request for a vendor, an approval, a payment due, a
   * check-in day, a dispute): it is also sent by SMS when the user's SMS choice for its kind is on. Never with a
   * `secretLink` (an SMS never carries a secret or a reset link).
   */
  action?: boolean;
  /** The SMS text when it should differ from the title and body (short; the link is added). */
  sms?: string;
  /** Where the SMS goes; default: the user's own phone. */
  phone?: string | null;
}

@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly repo: Repository<Notification>,
    private readonly outbox: OutboxService,
    @Optional() @Inject(DEV_SINK) private readonly devSink: DevSink | null,
    @Inject(ENV) private readonly env: Env,
    private readonly mail: MailService,
    @Optional() private readonly events?: EventBus,
  ) {}

  /**
   * In-app notification and/or e-mail, written in the caller's transaction (the e-mail goes via the outbox).
   * `writer`: where the rows go (the transaction's manager, or a `WriteBatch` on it); reads use `manager`.
   */
  async notify(manager: EntityManager, input: NotifyInput, writer: RowWriter = manager): Promise<void> {
    const kind = input.kind === undefined ? kindOfLink(input.link) : input.kind;
    let inApp = input.inApp !== false;
    let email = Boolean(input.email);
    // An SMS only for a notice that needs action, and never for one carrying a secret.
    let sms = input.action === true && !input.secretLink;
    let push = pushEnabled(this.env);
    if (kind && (inApp || email || sms)) {
      // The user's own choice per kind (GET/PUT /api/me/notification-preferences).
      const stored = input.preferences ?? (await notificationPreferencesOf(manager, input.userId));
      const prefs = fullPreferences(stored)[kind];
      inApp &&= prefs.in_app;
      email &&= prefs.email;
      sms &&= prefs.sms;
      push &&= prefs.push;
    }
    if (inApp) {
      await writer.insert(Notification, {
        userId: input.userId,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
      });
      await this.devSink?.record('notification', { to: `user:${input.userId}`, subject: input.title, body: input.body, link: input.link ?? null }, writer);
      // The user's open screens count it live (docs/live.md), after this transaction commits.
      await this.events?.emit(writer, 'notification.created', { userId: input.userId, title: input.title, body: input.body, link: input.link ?? null });
      // The in-app notice as a push message to the user's subscribed devices (only when they have one).
      if (push && (await this.hasPushSubscription(manager, input.userId))) {
        await this.outbox.add(writer, 'notifications.send-push', {
          key: randomUUID(),
          userId: input.userId,
          title: input.title,
          body: input.body,
          link: input.link ?? null,
          urgent: input.action === true,
        });
      }
    }
    if (sms) {
      const to = normalizePhoneNg(input.phone === undefined ? await phoneOf(manager, input.userId) : input.phone);
      const link = input.link ? new URL(input.link, this.env.APP_URL).toString() : null;
      if (to)
        await this.outbox.add(writer, 'notifications.send-sms', {
          key: randomUUID(),
          userId: input.userId,
          to,
          text: smsText(input.title, input.sms ?? input.body, link),
        });
    }
    if (email && input.email && input.secretLink) {
      await this.outbox.add(writer, 'notifications.send-email', {
        to: input.email,
        subject: input.title,
        text: input.body,
        link: null,
        sealedLink: this.mail.sealLink(input.email, input.secretLink),
      });
    } else if (email && input.email) {
      const link = input.link ? new URL(input.link, this.env.APP_URL).toString() : null;
      await this.outbox.add(writer, 'notifications.send-email', {
        to: input.email,
        subject: input.title,
        text: link ? `${input.body}\n\n${link}` : input.body,
        link,
      });
    }
  }

  private async hasPushSubscription(manager: EntityManager, userId: number): Promise<boolean> {
    return ((await manager.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1 LIMIT 1', [userId])) as unknown[]).length > 0;
  }

  /** One page of the user's notifications, newest first, with the total and the unread count. */
  async list(userId: number, p: PageRequest) {
    const [[rows, total], unread] = await Promise.all([
      this.repo.findAndCount({ where: { userId }, order: { id: 'DESC' }, skip: p.skip, take: p.take }),
      this.unreadCount(userId),
    ]);
    return { rows, total, unread };
  }

  /** How many of the user's notifications are unread (the list's count; vendors' dashboards read it too). */
  unreadCount(userId: number): Promise<number> {
    return this.repo.count({ where: { userId, readAt: IsNull() } });
  }

  /** Marks one of the user's notifications read; false when it is not theirs. */
  markRead(userId: number, id: number): Promise<boolean> {
    return markOneRead(this.repo, { userId }, id);
  }

  markAllRead(userId: number): Promise<number> {
    return markAllOwnRead(this.repo, { userId });
  }
}
