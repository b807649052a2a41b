import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { DomainError } from '../../common/domain-error.js';
import { PageQuery } from '../../common/pagination.js';
import { bell } from './bell.js';
import { AdminNotificationsService } from './admin-notifications.service.js';

/** The admin portal's bell: the signed-in admin's notifications, with the unread count in `meta.unread`. */
@ApiTags('admin: notifications')
@Controller('api/admin/notifications')
@AdminAuth()
export class AdminNotificationsController {
  constructor(private readonly notifications: AdminNotificationsService) {}

  @Get()
  list(@CurrentAdmin() admin: SignedInAdmin, @Query() q: PageQuery) {
    return bell.page(this.notifications, admin.id, q);
  }

  @Post('read-all')
  @HttpCode(200)
  readAll(@CurrentAdmin() admin: SignedInAdmin) {
    return bell.readAll(this.notifications, admin.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  read(@CurrentAdmin() admin: SignedInAdmin, @Param('id', ParseIntPipe) id: number) {
    return bell.read(this.notifications, admin.id, id, () => DomainError.notFound('NOTIFICATION_NOT_FOUND', 'Notification not found'));
  }
}
