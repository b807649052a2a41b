import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { validateEnv } from '../src/config/env.js';
import { DEFAULT_PROBES, localSocketUrl, resolveInfra } from '../src/bootstrap/infra.js';
import { createApp, runMigrations } from '../src/app.factory.js';
import { DemoSeedService } from '../src/modules/demo-seed/demo-seed.service.js';
import { eventually } from './utils/app.js';

// "With PostgreSQL and Redis stopped, command 1 still starts": nothing answers on the probed ports here,
// so the app must start its own embedded PostgreSQL and redis-server, or fall back to in-process queues.
const DEAD = { localPg: 'postgres://postgres@127.0.0.1:1/postgres', localRedis: 'redis://127.0.0.1:1' };

describe('embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-infra-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts an embedded PostgreSQL and a redis-server, says so, serves health, and reuses the data on a second start', async () => {
    const env = validateEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'warn', REDIS_PREFIX: 'oja-infra' });
    const probes = { ...DEFAULT_PROBES, ...DEAD, embeddedPgPort: 54391, spawnedRedisPort: 63791 };
    const logs: string[] = [];
    const infra = await resolveInfra(env, (m) => logs.push(m), probes);
    try {
      expect(infra.databaseSource).toBe('embedded');
      expect(infra.redisSource).toBe('redis-server');
      expect(logs.join('\n')).toMatch(/started an embedded PostgreSQL/);
      expect(logs.join('\n')).toMatch(/started redis-server/);
      await runMigrations(infra.databaseUrl);
      const app = await createApp(env, infra);
      try {
        const health = await request(app.getHttpAdapter().getInstance().server).get('/api/health').expect(200);
        expect(health.body.details.queues).toMatchObject({ status: 'up', driver: 'bullmq', redis: 'redis-server' });
        const login = await request(app.getHttpAdapter().getInstance().server)
          .post('/api/login')
          .send({ email: 'customer@oja.test', password: 'Customer#2026' });
        expect(login.status).toBe(200);
        expect(await app.get(DemoSeedService).seedIfEmpty()).toBe('already');
      } finally {
        await app.close();
      }
    } finally {
      await infra.stop();
    }
    const again = await resolveInfra(env, () => undefined, probes);
    try {
      const pg = await import('pg');
      const client = new pg.Client({ connectionString: again.databaseUrl });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from users where email = 'customer@oja.test'");
      await client.end();
      expect(rows[0].n).toBe(1);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('falls back to the in-process queue driver with a warning when there is no Redis at all, and still runs jobs', async () => {
    const env = validateEnv({
      NODE_ENV: 'test',
      DATABASE_URL: process.env.DATABASE_URL,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    });
    const logs: string[] = [];
    const infra = await resolveInfra(env, (m) => logs.push(m), { ...DEFAULT_PROBES, ...DEAD, redisServer: '' });
    expect(infra.queueDriver).toBe('memory');
    expect(logs.join('\n')).toMatch(/WARNING queues: no Redis available — using the in-process queue driver/);
    await runMigrations(infra.databaseUrl);
    const app = await createApp(env, infra);
    try {
      const http = request(app.getHttpAdapter().getInstance().server);
      const email = `memory.${Date.now()}@example.com`;
      await http.post('/api/register').send({ name: 'Mem Ory', email, phone: '08051234567', password: 'Password#1', user_type: 'user' }).expect(201);
      const mail = await eventually(async () => (await http.get('/api/dev/outbox').query({ to: email })).body.data[0]);
      expect(mail.subject).toBe('Verify your Oja e-mail address');
      const health = await http.get('/api/health').expect(200);
      expect(health.body.details.queues.driver).toBe('memory');
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('the local PostgreSQL through its Unix socket', () => {
  // The suite's server over TCP (the test runner may hand the suites its socket: npm test finds it as npm start does).
  const tcpUrl = (() => {
    const url = new URL(process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    if (url.searchParams.has('host')) {
      url.searchParams.delete('host');
      url.hostname = '127.0.0.1';
    }
    return url.toString();
  })();
  const pgQuery = async (url: string, sql: string) => {
    const pg = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  it('reaches the same server through the socket when it has one (a directory without it is passed over), else keeps TCP', async () => {
    const [{ dirs }] = await pgQuery(tcpUrl, "select current_setting('unix_socket_directories') as dirs");
    const serverDir = String(dirs).split(',')[0]!.trim();
    const url = await localSocketUrl(tcpUrl, [join(tmpdir(), 'no-postgres-here'), serverDir]);
    if (!serverDir) {
      expect(url).toBeNull();
      return;
    }
    expect(new URL(url!).searchParams.get('host')).toBe(serverDir);
    // Not TCP: a socket connection has no server address; and the same server: the same system identifier.
    const [viaSocket] = await pgQuery(url!, 'select inet_server_addr() as addr, (select system_identifier::text from pg_control_system()) as id');
    const [viaTcp] = await pgQuery(tcpUrl, 'select inet_server_addr() as addr, (select system_identifier::text from pg_control_system()) as id');
    expect(viaSocket.addr).toBeNull();
    expect(viaTcp.addr).not.toBeNull();
    expect(viaSocket.id).toBe(viaTcp.id);
    expect(await localSocketUrl(tcpUrl, [join(tmpdir(), 'no-postgres-here')])).toBeNull();
    // A socket file of another port is not this server's.
    const other = new URL(tcpUrl);
    other.port = '1';
    expect(await localSocketUrl(other.toString(), [serverDir])).toBeNull();
  });
});
