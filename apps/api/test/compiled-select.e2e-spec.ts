import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from './utils/app.js';
import { CompiledSelect } from '../src/common/compiled-select.js';
import { dataSourceOptions, UNPREPARED } from '../src/database/data-source.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { signUpAndLogin } from './factories/users.js';
import { newHost } from './factories/apartments.js';

/**
 * The hot reads' SQL is built once (CompiledSelect) and the pool prepares parameterised statements, so the
 * database parses and plans them once per connection (docs/performance.md, Writes).
 */
describe('compiled selects and prepared statements', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const build = (ds: DataSource) =>
    ds.manager
      .createQueryBuilder(User, 'u')
      .leftJoinAndSelect('u.vendor', 'v')
      .addSelect('EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = :jti)', 'token_revoked');

  it('answers with the same entities and rows as the query builder, call after call', async () => {
    const customer = (await signUpAndLogin(t)).user;
    const host = await newHost(t);
    const compiled = new CompiledSelect<User, { id: number; jti: string }>(['id', 'jti'], (m) =>
      m
        .createQueryBuilder(User, 'u')
        .leftJoinAndSelect('u.vendor', 'v')
        .addSelect('EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = :jti)', 'token_revoked')
        .where('u.id = :id'),
    );
    for (const id of [customer.id, host.userId, customer.id, -1]) {
      const expected = await build(t.ds).where('u.id = :id', { id, jti: '00000000-0000-4000-8000-000000000000' }).getRawAndEntities();
      const got = await compiled.getRawAndEntities(t.ds.manager, { id, jti: '00000000-0000-4000-8000-000000000000' });
      expect(got.entities).toEqual(expected.entities);
      expect(got.raw).toEqual(expected.raw);
    }
    const hostRow = await compiled.getRawAndEntities(t.ds.manager, { id: host.userId, jti: '00000000-0000-4000-8000-000000000000' });
    expect(hostRow.entities[0]).toBeInstanceOf(User);
    expect(hostRow.entities[0]!.vendor?.id).toBe(host.vendorId);
  });

  it('refuses, when first run, a builder that binds a value or leaves a named parameter unused', async () => {
    const bound = new CompiledSelect<User, { id: number }>(['id'], (m) =>
      m.createQueryBuilder(User, 'u').where('u.id = :id').andWhere('u.email = :email', { email: 'x@example.com' }),
    );
    await expect(bound.getRawAndEntities(t.ds.manager, { id: 1 })).rejects.toThrow(/a parameter with a value/);
    const unused = new CompiledSelect<User, { id: number; other: string }>(['id', 'other'], (m) => m.createQueryBuilder(User, 'u').where('u.id = :id'));
    await expect(unused.getRawAndEntities(t.ds.manager, { id: 1, other: 'x' })).rejects.toThrow(/other not used/);
  });

  const preparedOn = async (ds: DataSource, marker: string) => {
    const runner = ds.createQueryRunner();
    try {
      for (let i = 0; i < 3; i++) await runner.query(`SELECT $1::int AS n /* ${marker} */`, [i]);
      await runner.query(`SELECT 1 AS one /* ${marker} no parameters */`);
      for (let i = 0; i < 2; i++) await runner.query(`${UNPREPARED}SELECT $1::int AS n /* ${marker} asked not to be */`, [i]);
      return (await runner.query(`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE $1`, [`%${marker}%`])) as {
        name: string;
        statement: string;
      }[];
    } finally {
      await runner.release();
    }
  };

  it('prepares a parameterised statement once per connection; nothing without parameters or marked UNPREPARED', async () => {
    const marker = `prep-${Date.now()}`;
    const rows = await preparedOn(t.ds, marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.statement).toBe(`SELECT $1::int AS n /* ${marker} */`);
    expect(rows[0]!.name).toMatch(/^s[\w-]{20}$/);
  });

  it('prepares nothing with DB_STATEMENT_CACHE=0 (for a pooler that cannot keep them)', async () => {
    const before = process.env.DB_STATEMENT_CACHE;
    process.env.DB_STATEMENT_CACHE = '0';
    const ds = new DataSource({ ...dataSourceOptions((t.ds.options as { url: string }).url), entities: [] });
    try {
      await ds.initialize();
      expect(await preparedOn(ds, `noprep-${Date.now()}`)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.DB_STATEMENT_CACHE;
      else process.env.DB_STATEMENT_CACHE = before;
      await ds.destroy();
    }
  });
});
