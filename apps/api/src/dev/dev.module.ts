import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DevOutboxMessage } from './dev-outbox-message.entity.js';
import { DevOutboxService } from './dev-outbox.service.js';

/** The dev outbox store; its controller is added only outside production (app.module.ts). */
@Module({ imports: [TypeOrmModule.forFeature([DevOutboxMessage])], providers: [DevOutboxService], exports: [DevOutboxService] })
export class DevOutboxModule {}
