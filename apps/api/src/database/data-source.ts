import 'reflect-metadata';
import { extname, join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

// Compiled (dist, .js) or run from source under Jest (.ts): load files of the same kind.
const ext = extname(__filename);

/** TypeORM options shared by the app, the CLI (migrations) and the tests. `synchronize` is never on. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', '**', `*.entity${ext}`)],
    migrations: [join(__dirname, 'migrations', `*${ext}`)],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    extra: { max: Number(process.env.DB_POOL_MAX ?? 10) },
  };
}

/** Used by the TypeORM CLI (scripts/migration.mjs). */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/oja'));
