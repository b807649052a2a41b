import { Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import type { User } from '../users/entities/user.entity.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('notifications')
@Controller('api/notifications')
@Auth()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(@CurrentUser() user: User) {
    const { rows, unread } = await this.notifications.list(user.id);
    return {
      data: rows.map((n) => ({ id: n.id, title: n.title, body: n.body, link: n.link, read_at: n.readAt, created_at: n.createdAt })),
      meta: { unread },
    };
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
