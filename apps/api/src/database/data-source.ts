import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { extname, join } from 'node:path';
import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

// Compiled (dist, .js) or run from source under Jest (.ts): load files of the same kind.
const ext = extname(__filename);

const ms = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * The pg pool: its size and the server-side time limits every connection gets, so a stuck lock or an
 * abandoned transaction fails one request instead of freezing the pool (see docs/configuration.md).
 */
export function poolOptions(env: NodeJS.ProcessEnv) {
  return {
    max: ms(env.DB_POOL_MAX, 10) || 10,
    statement_timeout: ms(env.DB_STATEMENT_TIMEOUT_MS, 15_000),
    lock_timeout: ms(env.DB_LOCK_TIMEOUT_MS, 5_000),
    idle_in_transaction_session_timeout: ms(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000),
  };
}

/**
 * Put first in a query's text to have it sent unnamed (planned on every call). For statements on tables that
 * grow from nothing within minutes (the outbox): a plan PostgreSQL kept when the table held ten rows (a
 * sequential scan) stays in use until the table is next analysed, and at 10,000 rows it took 5–9 ms a call.
 */
export const UNPREPARED = '/* unprepared */ ';

/**
 * Put first in the text of a single statement without parameters to have it prepared all the same (the public
 * lists' pages: a page with no filter has no parameter, and parsing and planning it was half of what PostgreSQL
 * spent on it). Without it such a query goes unnamed, as it may hold several statements.
 */
export const PREPARED = '/* prepared */ ';

/** Names of statements by their text, shared by the pool's clients (bounded: texts past the bound go unnamed). */
const statementNames = new Map<string, string>();
const statementName = (text: string): string | undefined => {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < 5_000) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * The pg client of the pool.
 *
 * It never crashes the process with an unhandled 'error' event. When the server ends a connection (failover,
 * pg_terminate_backend) the FATAL message and the socket close can arrive as two errors; between TypeORM's
 * listener being removed and the pool's idle listener, the second one had no listener and took the whole API
 * down. The query in flight still fails and the pool drops the client.
 *
 * It prepares the statements it is given (a named statement per query text, up to `DB_STATEMENT_CACHE` per
 * connection, 0 to turn off): PostgreSQL then parses and plans a query once per connection instead of on every
 * call. Planning was more than half of what the database spent on an order (docs/performance.md). Only queries
 * with parameters, or starting with `PREPARED`, are named; one without parameters may hold several statements (the
 * simple protocol). A query that starts with `UNPREPARED` is not named.
 */
class ResilientClient extends Client {
  private readonly prepared = new Set<string>();
  private readonly preparedMax = ms(process.env.DB_STATEMENT_CACHE, 200);

  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    this.on('error', () => undefined);
  }

  // pg's overloads, passed through; only (text, values[, callback]) with values is changed.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && (values.length > 0 || text.startsWith(PREPARED)) && !text.startsWith(UNPREPARED)) {
      const name = statementName(text);
      if (name && (this.prepared.has(name) || this.prepared.size < this.preparedMax)) {
        this.prepared.add(name);
        return (super.query as (...a: unknown[]) => never)({ name, text, values }, callback);
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

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
    extra: { ...poolOptions(process.env), Client: ResilientClient },
  };
}

/** Used by the TypeORM CLI (scripts/migration.mjs). */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/oja'));
