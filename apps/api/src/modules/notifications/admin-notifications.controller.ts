import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import type { Admin } from '../admin-auth/entities/admin.entity.js';
import { DomainError } from '../../common/domain-error.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';
import { AdminNotificationsService } from './admin-notifications.service.js';

/** The admin portal's bell: the signed-in admin's notifications, with the unread count in `meta.unread`. */
@ApiTags('admin: notifications')
@Controller('api/admin/notifications')
@AdminAuth()
export class AdminNotificationsController {
  constructor(private readonly notifications: AdminNotificationsService) {}

  @Get()
  async list(@CurrentAdmin() admin: Admin, @Query() q: PageQuery) {
    const p = pageOf(q, 30);
    const { rows, total, unread } = await this.notifications.list(admin.id, p);
    const page = paginated(
      rows.map((n) => ({ id: n.id, title: n.title, body: n.body, link: n.link, read_at: n.readAt, created_at: n.createdAt })),
      p,
      total,
    );
    return { data: page.data, meta: { ...page.meta, unread } };
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentAdmin() admin: Admin) {
    const marked = await this.notifications.markAllRead(admin.id);
    return { message: 'All notifications marked as read', marked };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(@CurrentAdmin() admin: Admin, @Param('id', ParseIntPipe) id: number) {
    if (!(await this.notifications.markRead(admin.id, id))) throw DomainError.notFound('NOTIFICATION_NOT_FOUND', 'Notification not found');
    return { message: 'Notification marked as read' };
  }
}
