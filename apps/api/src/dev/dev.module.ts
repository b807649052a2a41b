import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DEV_SINK } from '../common/dev-sink.js';
import { DevOutboxMessage } from './dev-outbox-message.entity.js';
import { DevOutboxService } from './dev-outbox.service.js';
import { DevController } from './dev.controller.js';

/**
 * Development only (app.module.ts does not load it in production): the dev outbox store behind the
 * DEV_SINK port that console and log transports write to, and its /api/dev/outbox route. Global, as
 * platform wiring: feature modules inject the port (optionally) and never import this folder.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([DevOutboxMessage])],
  controllers: [DevController],
  providers: [DevOutboxService, { provide: DEV_SINK, useExisting: DevOutboxService }],
  exports: [DEV_SINK, DevOutboxService],
})
export class DevModule {}
