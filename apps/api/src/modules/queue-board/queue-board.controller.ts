import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAuth, CurrentPrincipal } from '../access/access.js';
import type { AdminPrincipal } from '../access/access.js';
import { QueueBoardService } from './queue-board.service.js';

@ApiTags('admin')
@Controller('api/admin/queues')
@AdminAuth()
export class QueueBoardController {
  constructor(private readonly board: QueueBoardService) {}

  /** A one-minute, single-use signed link that opens the queue dashboard in a new tab, for as long as this admin session lasts. */
  @Post('link')
  @HttpCode(200)
  link(@CurrentPrincipal() principal: AdminPrincipal) {
    return { data: this.board.link(principal) };
  }
}
