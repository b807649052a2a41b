import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import { BullmqQueueService } from './bullmq-queue.service.js';
import { EventBus } from '../common/events.js';
import { LifecycleEngine } from '../common/lifecycle-engine.js';
import { LifecycleTimers } from '../common/lifecycle-timers.js';
import { SubjectRegistry } from '../common/subjects.js';
import { PersonalDataRegistry } from '../common/personal-data.js';
import { JobRegistry } from './job-registry.js';
import { MemoryQueueService } from './memory-queue.service.js';
import { QueueName } from './queue-names.js';
import { QUEUE_OPTIONS, QueueOptions, QueueService } from './queue.service.js';

/** Queue wiring: BullMQ (via @nestjs/bullmq) when Redis is there, else the in-process driver; and the subject registry. */
@Global()
@Module({})
export class QueueModule {
  static forRoot(options: QueueOptions): DynamicModule {
    const bull =
      options.driver === 'bullmq'
        ? [
            BullModule.forRoot({
              prefix: options.prefix,
              connection: { url: options.redisUrl!, enableOfflineQueue: false, maxRetriesPerRequest: 1 },
            }),
            BullModule.registerQueue(...Object.values(QueueName).map((name) => ({ name }))),
          ]
        : [];
    return {
      module: QueueModule,
      imports: [DiscoveryModule, ...bull],
      providers: [
        { provide: QUEUE_OPTIONS, useValue: options },
        JobRegistry,
        // The escrowed subjects' descriptors, found like the job handlers (common/subjects.ts).
        SubjectRegistry,
        // Every module's part in a user's data export and erasure (common/personal-data.ts).
        PersonalDataRegistry,
        // The one lifecycle engine every module runs its transitions through (the registry gives it the parties).
        LifecycleEngine,
        // Every lifecycle's timers and reminders, as two generic jobs (common/lifecycle-timers.ts).
        LifecycleTimers,
        // Events beside jobs: written in the caller's transaction, handed to @EventSink methods after commit.
        EventBus,
        { provide: QueueService, useClass: options.driver === 'bullmq' ? BullmqQueueService : MemoryQueueService },
      ],
      exports: [QueueService, QUEUE_OPTIONS, JobRegistry, SubjectRegistry, PersonalDataRegistry, LifecycleEngine, EventBus],
    };
  }
}
