import { Injectable } from '@nestjs/common';
import { EventSink, type DomainEvents, type EventContext } from '../../common/events.js';
import { AdminAuthService } from '../admin-auth/admin-auth.service.js';
import { LiveHub } from './live-hub.js';

/** A customer's or vendor's stream, and an admin's. */
export const userStream = (id: number) => `user:${id}`;
export const adminStream = (id: number) => `admin:${id}`;

/**
 * The live channel as a sink of the platform's events (common/events.ts): each is handed over after the transaction
 * that wrote it committed (a rolled-back change emits nothing), becomes one durable event per recipient (snake_case
 * `data` as docs/live.md lists), and reaches every open screen of its recipients on any API process.
 */
@Injectable()
export class LiveSinks {
  constructor(
    private readonly hub: LiveHub,
    private readonly admins: AdminAuthService,
  ) {}

  private async toAdmins(type: string, data: Record<string, unknown>, ctx: EventContext) {
    await this.hub.publish((await this.admins.adminIds()).map(adminStream), type, data, ctx.key);
  }

  @EventSink('subject.changed')
  subjectChanged(e: DomainEvents['subject.changed'], ctx: EventContext) {
    return this.hub.publish(
      e.audience.map(userStream),
      'subject.changed',
      { subject: { kind: e.kind, id: e.id }, event: e.event, from: e.from, to: e.to, actor: e.actor },
      ctx.key,
    );
  }

  @EventSink('notification.created')
  notificationCreated(e: DomainEvents['notification.created'], ctx: EventContext) {
    return this.hub.publish([userStream(e.userId)], 'notification.created', { notification: { title: e.title, body: e.body, link: e.link } }, ctx.key);
  }

  @EventSink('admin-notification.created')
  adminNotificationCreated(e: DomainEvents['admin-notification.created'], ctx: EventContext) {
    return this.toAdmins('notification.created', { notification: { title: e.title, body: e.body, link: e.link } }, ctx);
  }

  @EventSink('message.created')
  messageCreated(e: DomainEvents['message.created'], ctx: EventContext) {
    return this.hub.publish(e.audience.map(userStream), 'message.created', { subject: e.subject, message: e.message }, ctx.key);
  }

  @EventSink('message.read')
  messageRead(e: DomainEvents['message.read'], ctx: EventContext) {
    return this.hub.publish(
      e.audience.map(userStream),
      'message.read',
      { subject: e.subject, reader_id: e.readerId, up_to_id: e.upToId, read_at: e.readAt },
      ctx.key,
    );
  }

  @EventSink('kyc.submitted')
  kycSubmitted(e: DomainEvents['kyc.submitted'], ctx: EventContext) {
    return this.toAdmins('kyc.submitted', { vendor_id: e.vendorId, document_id: e.documentId }, ctx);
  }

  @EventSink('dispute.opened')
  disputeOpened(e: DomainEvents['dispute.opened'], ctx: EventContext) {
    return this.toAdmins('dispute.opened', { subject: e.subject, dispute_id: e.disputeId }, ctx);
  }

  @EventSink('support.message.created')
  supportMessageCreated(e: DomainEvents['support.message.created'], ctx: EventContext) {
    return this.toAdmins('support.message.created', { message_id: e.messageId }, ctx);
  }
}
