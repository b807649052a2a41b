// An outage test: it starts and kills its
// own redis-server on a fixed port.
import { ChildProcess, spawn } from 'node:child_process';
import request from 'supertest';
import { validateEnv } from '../../src/config/env.js';
import type { Infra } from '../../src/bootstrap/infra.js';
import { createApp, runMigrations } from '../../src/app.factory.js';
import { OutboxRelayService } from '../../src/outbox/outbox-relay.service.js';
import { eventually } from '../utils/app.js';
import { newAccount } from '../factories/users.js';

const PORT = 63792;
function startRedis(): ChildProcess {
  return spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}
const stopRedis = (p: ChildProcess) =>
  new Promise<void>((r) => {
    if (p.exitCode !== null || p.signalCode !== null) return r(); // already gone (e.g. it could not bind)
    p.once('exit', () => r());
    p.kill('SIGKILL');
  });

describe('transactional outbox', () => {
  it('keeps events while Redis is down and delivers them, once, when it is back', async () => {
    let redis = startRedis();
    await new Promise((r) => setTimeout(r, 400));
    const env = validateEnv({
      NODE_ENV: 'test',
      DATABASE_URL: process.env.DATABASE_URL,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-outbox`,
      RATE_LIMIT_AUTH: '10000',
    });
    const infra: Infra = {
      databaseUrl: process.env.DATABASE_URL!,
      databaseSource: 'DATABASE_URL',
      redisUrl: `redis://127.0.0.1:${PORT}`,
      redisSource: 'REDIS_URL',
      queueDriver: 'bullmq',
      stop: async () => undefined,
    };
    await runMigrations(infra.databaseUrl);
    const app = await createApp(env, infra);
    const http = request(app.getHttpAdapter().getInstance().server);
    try {
      await stopRedis(redis);
      const account = newAccount();
      // The sign-up itself succeeds: its e-mail is a row in the outbox, not a call to Redis.
      await http.post('/api/register').send(account).expect(201);
      const relay = app.get(OutboxRelayService);
      await relay.flush();
      const waiting = await eventually(async () => {
        const rows = await app
          .get(OutboxRelayService)
          ['dataSource'].query(`select o.id, o.dispatched_at, o.last_error from outbox_events o where o.payload->>'to' = $1`, [account.email]);
        return rows.length === 1 && rows[0].last_error ? rows : null;
      });
      expect(waiting[0].dispatched_at).toBeNull();
      expect((await http.get('/api/dev/outbox').query({ to: account.email })).body.data).toHaveLength(0);
      expect((await http.get('/api/health')).status).toBe(503);

      redis = startRedis();
      const mail = await eventually(async () => {
        await relay.flush().catch(() => 0);
        return (await http.get('/api/dev/outbox').query({ to: account.email })).body.data[0];
      }, 20_000);
      expect(mail.subject).toBe('Verify your Oja e-mail address');
      await relay.flush();
      await new Promise((r) => setTimeout(r, 500));
      expect((await http.get('/api/dev/outbox').query({ to: account.email })).body.data).toHaveLength(1);
    } finally {
      await app.close();
      await stopRedis(redis);
    }
  }, 60_000);
});
