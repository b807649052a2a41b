import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth, CurrentAdmin } from '../access/access.js';
import type { Admin } from '../admin-auth/entities/admin.entity.js';
import { QueueBoardService } from './queue-board.service.js';

@ApiTags('admin')
@Controller('api/admin/queues')
@AdminAuth()
export class QueueBoardController {
  constructor(private readonly board: QueueBoardService) {}

  /** A one-minute signed link that opens the queue dashboard (the portal opens it in a new tab). */
  @Post('link')
  @HttpCode(200)
  link(@CurrentAdmin() admin: Admin) {
    return { data: this.board.link(admin.id) };
  }
}
