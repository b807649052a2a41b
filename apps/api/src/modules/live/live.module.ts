import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { LiveCursor } from './entities/live-cursor.entity.js';
import { LiveEvent } from './entities/live-event.entity.js';
import { LiveController } from './live.controller.js';
import { LiveHub } from './live-hub.js';
import { LivePurge } from './live-purge.js';
import { LiveSinks } from './live.sinks.js';
import { LivePersonalData } from './live.personal-data.js';

/**
 * The live channel (docs/live.md): Server-Sent Events per signed-in user, a sink of the platform's events, fanned out
 * across API processes through Redis pub/sub. Other modules send ephemeral events (a rider's position) through
 * `LiveHub.publishEphemeral`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LiveEvent, LiveCursor]), AdminAuthModule],
  controllers: [LiveController],
  providers: [LiveHub, LiveSinks, LivePurge, LivePersonalData],
  exports: [LiveHub],
})
export class LiveModule {}
