import { Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import type { User } from '../users/entities/user.entity.js';
import { NotificationsService } from './notifications.service.js';
import { pageOf, paginated, PageQuery } from '../../common/pagination.js';

@ApiTags('notifications')
@Controller('api/notifications')
@Auth()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(@CurrentUser() user: User, @Query() q: PageQuery) {
    const p = pageOf(q, 30);
    const { rows, total, unread } = await this.notifications.list(user.id, p);
    const page = paginated(
      rows.map((n) => ({ id: n.id, title: n.title, body: n.body, link: n.link, read_at: n.readAt, created_at: n.createdAt })),
      p,
      total,
    );
    return { data: page.data, meta: { ...page.meta, unread } };
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentUser() user: User) {
    const marked = await this.notifications.markAllRead(user.id);
    return { message: 'All notifications marked as read', marked };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number) {
    if (!(await this.notifications.markRead(user.id, id))) throw new NotFoundException('Notification not found');
    return { message: 'Notification marked as read' };
  }
}
