import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { QueueBoardController } from './queue-board.controller.js';
import { QueueBoardService } from './queue-board.service.js';

/** The admins' queue dashboard (bull-board) under /api/admin/queues. */
@Module({ imports: [AdminAuthModule, AuthModule], controllers: [QueueBoardController], providers: [QueueBoardService] })
export class QueueBoardModule {}
