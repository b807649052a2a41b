import { Module } from '@nestjs/common';
import { QueueBoardController } from './queue-board.controller.js';
import { QueueBoardService } from './queue-board.service.js';

/** The admins' queue dashboard (bull-board) under /api/admin/queues. */
@Module({ controllers: [QueueBoardController], providers: [QueueBoardService] })
export class QueueBoardModule {}
