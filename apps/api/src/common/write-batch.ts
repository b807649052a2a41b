import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

/**
 * Where a use case's rows are written: an `EntityManager` writes each at once (one round trip each);
 * a `WriteBatch` gathers them and writes them all in one statement.
 */
export type RowWriter = Pick<EntityManager, 'insert'>;

/**
 * Inserts gathered while a use case runs, then written as ONE statement (`WITH w0 AS (INSERT …), w1 AS
 * (INSERT …) SELECT * FROM w0`): one round trip instead of one per row, and atomic without BEGIN/COMMIT
 * (a statement's data-modifying CTEs all happen or none does). Column names, transformers and defaults come
 * from the entities' metadata. Used on the hot create paths (placing an order or a booking), where the order, its timers, its notification and its e-mail are new rows only.
 *
 * The first insert is the subject: `flush()` returns its row with every column the database filled in.
 */
export class WriteBatch implements RowWriter {
  private readonly inserts: { target: EntityTarget<ObjectLiteral>; values: QueryDeepPartialEntity<ObjectLiteral> | QueryDeepPartialEntity<ObjectLiteral>[] }[] =
    [];
  private flushed = false;

  constructor(readonly manager: EntityManager) {}

  insert<Entity extends ObjectLiteral>(
    target: EntityTarget<Entity>,
    values: QueryDeepPartialEntity<Entity> | QueryDeepPartialEntity<Entity>[],
  ): Promise<never> {
    if (this.flushed) throw new Error('WriteBatch: insert after flush');
    this.inserts.push({ target: target as EntityTarget<ObjectLiteral>, values: values as QueryDeepPartialEntity<ObjectLiteral> });
    // Nothing is written yet: callers of `insert` on a batch must not read back an InsertResult.
    return Promise.resolve(undefined as never);
  }

  /** The statement and its parameters (exposed for tests). */
  statement(): [string, unknown[]] {
    if (!this.inserts.length) throw new Error('WriteBatch: nothing to write');
    const params: unknown[] = [];
    // The subject's columns by name, not `RETURNING *`: the statement is prepared (database/data-source.ts), and
    // PostgreSQL refuses a prepared statement whose result columns changed ("cached plan must not change result
    // type"), which a migration adding a column would do to processes still running the previous release.
    const parts = this.inserts.map(
      ({ target, values }, i) =>
        `w${i} AS (${this.insertSql(target, Array.isArray(values) ? values : [values], params)}${i === 0 ? ` RETURNING ${this.columnList(target)}` : ''})`,
    );
    return [`WITH ${parts.join(', ')} SELECT * FROM w0`, params];
  }

  /**
   * One INSERT from the entity's metadata: the columns any row sets, each value through the driver (and the
   * column's transformer) as TypeORM writes it; a value a row leaves out is the column's DEFAULT. Unlike
   * TypeORM's insert builder it keeps an id the caller set (the subject's id, taken beforehand with nextval,
   * is what the other rows refer to).
   */
  private insertSql(target: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[], params: unknown[]): string {
    const meta = this.manager.connection.getMetadata(target);
    const driver = this.manager.connection.driver;
    const columns = meta.columns.filter((c) => !c.isVirtual && rows.some((r) => c.getEntityValue(r) !== undefined));
    const tuples = rows.map(
      (r) =>
        `(${columns
          .map((c) => {
            const value = c.getEntityValue(r);
            if (value === undefined) return 'DEFAULT';
            params.push(driver.preparePersistentValue(value, c));
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    const table = meta.tablePath
      .split('.')
      .map((part) => driver.escape(part))
      .join('.');
    return `INSERT INTO ${table} (${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) VALUES ${tuples.join(', ')}`;
  }

  /** The entity's stored columns, escaped, for RETURNING. */
  private columnList(target: EntityTarget<ObjectLiteral>): string {
    const driver = this.manager.connection.driver;
    return this.manager.connection
      .getMetadata(target)
      .columns.filter((c) => !c.isVirtual)
      .map((c) => driver.escape(c.databaseName))
      .join(', ');
  }

  /** Writes every gathered row in one statement; returns the first insert's rows as the database stored them. */
  async flush(): Promise<Record<string, unknown>[]> {
    const [sql, params] = this.statement();
    this.flushed = true;
    return this.manager.query(sql, params);
  }

  /** `raw` (a row of `flush()`) as an entity of `target`, read through the columns' own transformers. */
  hydrate<Entity extends ObjectLiteral>(target: EntityTarget<Entity>, raw: Record<string, unknown>): Entity {
    const meta = this.manager.connection.getMetadata(target);
    const driver = this.manager.connection.driver;
    const entity = meta.create() as Entity;
    for (const column of meta.columns) {
      if (column.databaseName in raw) column.setEntityValue(entity, driver.prepareHydratedValue(raw[column.databaseName], column));
    }
    return entity;
  }
}
