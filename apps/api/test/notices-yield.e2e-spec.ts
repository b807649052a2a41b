import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { MailService } from '../src/modules/mail/mail.service';
import { BullmqQueueService } from '../src/queue/bullmq-queue.service';
import { QueueName } from '../src/queue/queue-names';
import { QueueService } from '../src/queue/queue.service';
import { pressureKey } from '../src/queue/request-pressure';
import { createTestApp, eventually, type TestApp } from './utils/app';

/**
 * The notices yield to requests (queue/request-pressure.ts, docs/architecture.md "Jobs and events"): while requests
 * wait for a database connection, the plain notices (SMS, push, e-mail without a sealed link) wait in Redis, at most
 * QUEUE_YIELD_MAX_MS at a stretch; sealed links (a sign-in or reset someone is waiting for) never wait.
 */
describe('notices yield to requests waiting for the database', () => {
  let t: TestApp;
  let redis: IORedis;
  let key: string;
  const MAX_PAUSE_MS = 4000;

  beforeAll(async () => {
    t = await createTestApp({ QUEUE_YIELD_MAX_MS: String(MAX_PAUSE_MS) });
    redis = new IORedis(process.env.REDIS_URL!);
    key = pressureKey(process.env.REDIS_PREFIX!);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  const queues = () => t.app.get(QueueService) as BullmqQueueService;
  const stateOf = (queue: QueueName, jobId: string) =>
    t.app
      .get<Queue>(getQueueToken(queue), { strict: false })
      .getJob(jobId)
      .then((j) => j?.getState());
  const mailbox = async (to: string) => (await t.http.get('/api/dev/outbox').query({ to })).body.data as Array<{ channel: string; subject: string }>;
  let n = 0;
  const address = () => `yield.${Date.now()}.${n++}@example.com`;
  /** Adds one e-mail job straight to its queue (not through the outbox, whose relay needs the pool). */
  const email = async (to: string, sealed: boolean) => {
    const jobId = `yield-${to}`;
    await t.app.get(QueueService).add(
      'notifications.send-email',
      {
        to,
        subject: sealed ? 'Reset your password' : 'New booking request',
        text: 'test',
        sealedLink: sealed ? t.app.get(MailService).sealLink(to, 'http://x/reset?t=1') : null,
      },
      { jobId },
    );
    return jobId;
  };

  it('requests queueing for the pool raise the pressure, and the notices pause until it is gone', async () => {
    await redis.del(key);
    expect(queues().noticesPaused).toBe(false);
    // More requests' worth of work than the pool has connections: some wait.
    const size = (t.ds.driver as unknown as { master: { options: { max: number } } }).master.options.max;
    const held = Promise.all(Array.from({ length: size + 4 }, () => t.ds.query('SELECT pg_sleep(1.2)')));
    await eventually(async () => (await redis.exists(key)) === 1, 3000);
    await eventually(async () => queues().noticesPaused, 3000);
    await held;
    // The pool is free again: the key lapses within its hold and the notices run.
    await eventually(async () => !queues().noticesPaused, 3000);
  });

  it('while paused, a plain notice waits and a sealed link goes out at once; the notice follows when the pressure ends', async () => {
    const plainTo = address();
    const sealedTo = address();
    await redis.set(key, '1', 'PX', 2500);
    await eventually(async () => queues().noticesPaused, 2000);
    // A worker waiting idle for a job when it paused still takes the first one to arrive (BullMQ's blocking fetch
    // returns it before the worker looks at its pause), then stops: that one is let through first.
    const first = await email(address(), false);
    await new Promise((r) => setTimeout(r, 300));
    const plain = await email(plainTo, false);
    const sealed = await email(sealedTo, true);
    await eventually(async () => (await stateOf(QueueName.Notifications, sealed)) === 'completed', 2000);
    expect((await mailbox(sealedTo)).map((m) => m.subject)).toEqual(['Reset your password']);
    expect(await stateOf(QueueName.Notices, plain)).toBe('waiting');
    expect(await mailbox(plainTo)).toEqual([]);
    await eventually(async () => (await stateOf(QueueName.Notices, plain)) === 'completed', 5000);
    expect((await mailbox(plainTo)).map((m) => m.subject)).toEqual(['New booking request']);
    expect(await stateOf(QueueName.Notices, first)).toBe('completed');
  });

  it('under pressure that never ends, a notice is late by at most QUEUE_YIELD_MAX_MS, never stuck', async () => {
    const to = address();
    // A run of at least a third of the pause first: the pressure below then starts a stretch of its own.
    await new Promise((r) => setTimeout(r, MAX_PAUSE_MS / 3 + 200));
    let keep = true;
    const keeper = (async () => {
      while (keep) {
        await redis.set(key, '1', 'PX', 1000);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    try {
      // The pause starts now: the previous test left the notices running.
      await eventually(async () => queues().noticesPaused, MAX_PAUSE_MS * 2);
      const pausedAt = Date.now();
      await email(address(), false); // (let through, as above)
      await new Promise((r) => setTimeout(r, 300));
      const jobId = await email(to, false);
      await new Promise((r) => setTimeout(r, MAX_PAUSE_MS / 2));
      expect(await stateOf(QueueName.Notices, jobId)).toBe('waiting');
      await eventually(async () => (await stateOf(QueueName.Notices, jobId)) === 'completed', MAX_PAUSE_MS + 3000);
      const late = Date.now() - pausedAt;
      expect(late).toBeGreaterThanOrEqual(MAX_PAUSE_MS - 500);
      expect(late).toBeLessThan(MAX_PAUSE_MS + 2000);
      expect((await mailbox(to)).map((m) => m.subject)).toEqual(['New booking request']);
    } finally {
      keep = false;
      await keeper;
      await redis.del(key);
    }
  });
});
