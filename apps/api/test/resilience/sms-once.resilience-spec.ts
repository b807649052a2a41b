import type { ChildProcess } from 'node:child_process';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { normalizePhoneNg } from '@oja/shared';
import { createTestApp, eventually, type TestApp } from '../utils/app.js';
import { book, newCustomer, newServiceVendor } from '../factories/service-marketplace.js';
import { FakeAfricasTalkingSms } from '../fakes/africastalking-sms.fake.js';
import { QueueName } from '../../src/queue/queue-names.js';
import { killHard, startWorker } from './helpers.js';

/**
 * An SMS is sent once even when the worker sending it dies after Africa's Talking took it but before the worker
 * recorded the answer; the job is taken over by another worker, which does not send it again.
 */
describe("resilience: a worker killed while Africa's Talking answers an SMS", () => {
  let t: TestApp;
  let at: FakeAfricasTalkingSms;
  let env: Record<string, string>;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    at = await new FakeAfricasTalkingSms({ username: 'oja-test', apiKey: `at_${Date.now()}_key` }).start();
    // This process writes the outbox only: the jobs run in worker processes, one of which is killed.
    env = { ...at.env(), OUTBOX_POLL_MS: '100', QUEUE_LOCK_MS: '1500' };
    t = await createTestApp({ ...env, RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await Promise.all(workers.map(killHard));
    await t?.close();
    await at?.stop();
  });

  it('the vendor gets the new-order SMS exactly once after kill -9 of the worker waiting for the answer', async () => {
    const vendor = await newServiceVendor(t);
    const phone = normalizePhoneNg((await t.ds.query('SELECT phone FROM users WHERE id = $1', [vendor.userId]))[0].phone)!;
    const customer = await newCustomer(t);
    const first = await startWorker(env);
    workers.push(first);
    // Africa's Talking records the SMS and holds its answer: the worker is killed while it waits.
    at.answerDelayMs = 60_000;
    const recorded = new Promise<void>((r) => (at.onRecorded = () => r()));
    await book(t, customer, vendor);
    const [job] = await t.ds.query(`SELECT id FROM outbox_events WHERE job_name = 'notifications.send-sms' AND (payload->>'userId')::int = $1`, [
      vendor.userId,
    ]);
    await t.flushOutbox();
    await recorded;
    await killHard(first);
    at.answerDelayMs = 0;
    expect(at.to(phone)).toHaveLength(1);

    const second = await startWorker(env);
    workers.push(second);
    const queue = t.app.get<Queue>(getQueueToken(QueueName.Notices), { strict: false });
    // The second worker takes the stalled job over and finishes it without calling Africa's Talking again.
    await eventually(async () => (await (await queue.getJob(`outbox-${job.id}`))?.getState()) === 'completed', 20_000);
    expect(at.to(phone)).toHaveLength(1);
    const [delivery] = await t.ds.query(`SELECT status FROM notification_deliveries WHERE user_id = $1 AND channel = 'sms'`, [vendor.userId]);
    // In doubt (the answer was never read): recorded as such, and not sent again.
    expect(delivery.status).toBe('sending');

    // The next order's SMS goes out through the new worker, once.
    await book(t, customer, vendor);
    await eventually(async () => {
      await t.flushOutbox();
      return at.to(phone).length === 2;
    }, 15_000);
    expect(at.to(phone)).toHaveLength(2);
  }, 90_000);
});
