import { formatDateTime } from '@oja/shared';
import { Injectable } from '@nestjs/common';
import { EventBus } from '../../common/events.js';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import type { PageRequest } from '../../common/pagination.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { AdminNotificationsService } from '../notifications/admin-notifications.service.js';
import type { ContactMessageDto } from './dto/contact-message.dto.js';
import { SupportMessage, type SupportStatus } from './entities/support-message.entity.js';

export const SUPPORT_FILTERS = ['open', 'answered', 'all'] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

/** The admin portal's inbox, where every admin's notice links. */
export const SUPPORT_ADMIN_LINK = '/admin/support';

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * Contact Us: a visitor's message is stored and every admin is told (in-app), in one transaction; an admin's reply
 * is stored and e-mailed to the sender through the outbox in the same transaction (never a mail call inside it).
 */
@Injectable()
export class SupportService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SupportMessage) private readonly repo: Repository<SupportMessage>,
    private readonly outbox: OutboxService,
    private readonly adminNotifications: AdminNotificationsService,
    private readonly events: EventBus,
  ) {}

  /** Stores a Contact Us message (with the signed-in sender's id, if any) and rings every admin's bell. */
  async submit(dto: ContactMessageDto, userId: number | null): Promise<SupportMessage> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.save(manager.create(SupportMessage, { ...dto, userId, status: 'open' }));
      await this.adminNotifications.notifyAll(manager, {
        title: clip(`New support message: ${dto.subject}`, 200),
        body: clip(`${dto.name} <${dto.email}>: ${dto.message}`, 500),
        link: SUPPORT_ADMIN_LINK,
      });
      await this.events.emit(manager, 'support.message.created', { messageId: row.id });
      return row;
    });
  }

  /** One page of messages, newest first: [rows, total]. */
  list(filter: SupportFilter, p: PageRequest) {
    return this.repo.findAndCount({ where: filter === 'all' ? {} : { status: filter as SupportStatus }, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  /**
   * The admin answers: the reply is kept (a second answer replaces the first, each is e-mailed), the message is
   * 'answered', and the e-mail to the sender goes through the outbox in the same transaction.
   */
  async reply(adminId: number, id: number, text: string): Promise<SupportMessage> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(SupportMessage, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw DomainError.notFound('SUPPORT_MESSAGE_NOT_FOUND', 'Support message not found');
      Object.assign(row, { reply: text, status: 'answered', repliedAt: new Date(), repliedByAdminId: adminId });
      await manager.save(row);
      await this.outbox.add(manager, 'notifications.send-email', {
        to: row.email,
        subject: clip(`Re: ${row.subject}`, 200),
        text: `Hello ${row.name},\n\n${text}\n\nThe Oja support team\n\n— Your message of ${formatDateTime(row.createdAt)}:\n${row.message}`,
        link: null,
      });
      return row;
    });
  }
}
