import { DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottlerModule } from '@nestjs/throttler';
import { RedisThrottlerStorageWithFallback } from './common/throttler-storage.js';
import { LoggerModule } from 'nestjs-pino';
import { httpLogOptions, logDestination } from './common/access-log.js';
import { usePasswordHashing } from './common/passwords.js';
import { Env, isProduction } from './config/env.js';
import { AppConfigModule } from './config/config.module.js';
import type { Infra } from './bootstrap/infra.js';
import { dataSourceOptions } from './database/data-source.js';
import { ReadDatabaseModule } from './database/read-database.module.js';
import { DemoSeedService } from './modules/demo-seed/demo-seed.service.js';
import { QueueModule } from './queue/queue.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { DevModule } from './dev/dev.module.js';
import { FEATURE_MODULES } from './modules/feature-modules.js';

export interface AppOptions {
  env: Env;
  infra: Infra;
  /** Run queue workers in this process (the API by default; the worker entry point always). */
  runWorkers: boolean;
  /**
   * Modules and entities beside FEATURE_MODULES: a vertical that exists only in the test tree (test/subject-kit)
   * joins the app exactly as a real one does, touching no platform file.
   */
  extra?: { modules?: Type[]; entities?: Type[] };
}

@Module({})
export class AppModule {
  static forRoot({ env, infra, runWorkers, extra }: AppOptions): DynamicModule {
    const options = dataSourceOptions(infra.databaseUrl);
    usePasswordHashing(env.PASSWORD_HASHING);
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(env, infra),
        // The app's own log lines (the request log is a Fastify hook: common/access-log.ts).
        LoggerModule.forRoot({
          pinoHttp: [httpLogOptions(env.NODE_ENV === 'test' ? 'warn' : env.LOG_LEVEL), logDestination(env.NODE_ENV === 'test')],
          forRoutes: [],
        }),
        TypeOrmModule.forRoot({ ...options, entities: [...(options.entities as string[]), ...(extra?.entities ?? [])], migrationsRun: false }),
        ReadDatabaseModule.forRoot(env.DATABASE_READ_URL),
        ThrottlerModule.forRoot({
          // Named 'default' so a 429 carries a plain `Retry-After` header (other names get a suffix).
          throttlers: [{ name: 'default', ttl: env.RATE_LIMIT_WINDOW_SECONDS * 1000, limit: env.RATE_LIMIT_AUTH }],
          storage: infra.redisUrl ? new RedisThrottlerStorageWithFallback(infra.redisUrl, env.REDIS_PREFIX) : undefined,
          errorMessage: 'Too many attempts. Please wait a minute and try again.',
        }),
        QueueModule.forRoot({
          driver: infra.queueDriver,
          redisUrl: infra.redisUrl,
          prefix: env.REDIS_PREFIX,
          runWorkers,
          lockMs: env.QUEUE_LOCK_MS,
          yieldMaxMs: env.QUEUE_YIELD_MAX_MS,
        }),
        OutboxModule,
        ...FEATURE_MODULES,
        ...(extra?.modules ?? []),
        // Development only: the dev outbox (console e-mail, voice codes) and its route.
        ...(isProduction(env) ? [] : [DevModule]),
      ],
      providers: [DemoSeedService],
    };
  }
}
