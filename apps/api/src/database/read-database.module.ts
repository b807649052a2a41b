import { Global, Inject, Injectable, Module, OnApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source.js';

/** The connection public list reads use: a read replica (DATABASE_READ_URL) or, without one, the primary. */
export const READ_DB = Symbol('READ_DB');

@Injectable()
class ReplicaCloser implements OnApplicationShutdown {
  constructor(
    @Inject(READ_DB) private readonly read: DataSource,
    private readonly primary: DataSource,
  ) {}
  async onApplicationShutdown() {
    if (this.read !== this.primary && this.read.isInitialized) await this.read.destroy();
  }
}

/**
 * Public directory reads (`/api/service-vendors`, `/api/apartments`, `/api/vendors/live`) may go to a replica;
 * everything else, and every read inside a transaction, stays on the primary. A replica lags: a page read from
 * it right after a write may be a moment old (the list cache's TTL bounds how long such a page is kept).
 */
@Global()
@Module({})
export class ReadDatabaseModule {
  static forRoot(readUrl: string | undefined): DynamicModule {
    return {
      module: ReadDatabaseModule,
      providers: [
        {
          provide: READ_DB,
          inject: [DataSource],
          useFactory: async (primary: DataSource) => (readUrl ? new DataSource({ ...dataSourceOptions(readUrl), migrationsRun: false }).initialize() : primary),
        },
        ReplicaCloser,
      ],
      exports: [READ_DB],
    };
  }
}
