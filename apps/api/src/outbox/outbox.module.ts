import { Global, Module } from '@nestjs/common';
import { OutboxPurgeService } from './outbox-purge.service.js';
import { OutboxRelayService } from './outbox-relay.service.js';
import { OutboxService } from './outbox.service.js';

@Global()
@Module({ providers: [OutboxService, OutboxRelayService, OutboxPurgeService], exports: [OutboxService, OutboxRelayService] })
export class OutboxModule {}
