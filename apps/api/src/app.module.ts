import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottlerModule } from '@nestjs/throttler';
import { FailOpenRedisThrottlerStorage } from './common/throttler-storage.js';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Env, isProduction } from './config/env.js';
import { AppConfigModule } from './config/config.module.js';
import type { Infra } from './bootstrap/infra.js';
import { dataSourceOptions } from './database/data-source.js';
import { DemoSeedService } from './modules/demo-seed/demo-seed.service.js';
import { QueueModule } from './queue/queue.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { DevOutboxModule } from './modules/dev/dev.module.js';
import { DevController } from './modules/dev/dev.controller.js';
import { FEATURE_MODULES } from './modules/feature-modules.js';

export interface AppOptions {
  env: Env;
  infra: Infra;
  /** Run queue workers in this process (the API by default; the worker entry point always). */
  runWorkers: boolean;
}

@Module({ imports: [DevOutboxModule] })
class DevRoutesModule {}

@Module({})
export class AppModule {
  static forRoot({ env, infra, runWorkers }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(env, infra),
        LoggerModule.forRoot({
          pinoHttp: {
            level: env.NODE_ENV === 'test' ? 'warn' : env.LOG_LEVEL,
            genReqId: (req: IncomingMessage) => (req.headers['x-request-id'] as string) || randomUUID(),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-paystack-signature"]'],
            autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
            customProps: () => ({ service: 'oja-api' }),
          },
        }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(infra.databaseUrl), migrationsRun: false }),
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'auth', ttl: env.RATE_LIMIT_WINDOW_SECONDS * 1000, limit: env.RATE_LIMIT_AUTH }],
          storage: infra.redisUrl ? new FailOpenRedisThrottlerStorage(infra.redisUrl, env.REDIS_PREFIX) : undefined,
          errorMessage: 'Too many attempts. Please wait a minute and try again.',
        }),
        QueueModule.forRoot({ driver: infra.queueDriver, redisUrl: infra.redisUrl, prefix: env.REDIS_PREFIX, runWorkers }),
        OutboxModule,
        DevOutboxModule,
        ...FEATURE_MODULES,
        isProduction(env) ? DevRoutesModule : { module: DevRoutesModule, controllers: [DevController] },
      ],
      providers: [DemoSeedService],
    };
  }
}
