import { Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../access/access.js';
import type { SignedInUser } from '../users/user.port.js';
import { NotificationsService } from './notifications.service.js';
import { PageQuery } from '../../common/pagination.js';
import { bell } from './bell.js';

@ApiTags('notifications')
@Controller('api/notifications')
@Auth()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Query() q: PageQuery) {
    return bell.page(this.notifications, user.id, q);
  }

  @Post('read-all')
  @HttpCode(200)
  readAll(@CurrentUser() user: SignedInUser) {
    return bell.readAll(this.notifications, user.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  read(@CurrentUser() user: SignedInUser, @Param('id', ParseIntPipe) id: number) {
    return bell.read(this.notifications, user.id, id, () => new NotFoundException('Notification not found'));
  }
}
