import { Injectable, Optional } from '@nestjs/common';
import { EventBus } from '../../common/events.js';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { AdminNotification } from './entities/admin-notification.entity.js';
import type { PageRequest } from '../../common/pagination.js';
import { markAllOwnRead, markOneRead } from './bell.js';

export interface AdminNotice {
  title: string;
  body: string;
  /** A path in the SPA's admin portal. */
  link?: string | null;
}

/** The admins' in-app inbox: every admin gets a row, written in the caller's transaction. */
@Injectable()
export class AdminNotificationsService {
  constructor(
    @InjectRepository(AdminNotification) private readonly repo: Repository<AdminNotification>,
    @Optional() private readonly events?: EventBus,
  ) {}

  /** One notification for every admin, in the caller's transaction. */
  async notifyAll(manager: EntityManager, n: AdminNotice): Promise<void> {
    await manager.query('insert into admin_notifications (admin_id, title, body, link) select id, $1, $2, $3 from admins', [n.title, n.body, n.link ?? null]);
    await this.events?.emit(manager, 'admin-notification.created', { title: n.title, body: n.body, link: n.link ?? null });
  }

  async list(adminId: number, p: PageRequest) {
    const [[rows, total], unread] = await Promise.all([
      this.repo.findAndCount({ where: { adminId }, order: { id: 'DESC' }, skip: p.skip, take: p.take }),
      this.repo.count({ where: { adminId, readAt: IsNull() } }),
    ]);
    return { rows, total, unread };
  }

  markRead(adminId: number, id: number): Promise<boolean> {
    return markOneRead(this.repo, { adminId }, id);
  }

  markAllRead(adminId: number): Promise<number> {
    return markAllOwnRead(this.repo, { adminId });
  }
}
