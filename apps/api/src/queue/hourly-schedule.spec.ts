import { Logger } from '@nestjs/common';
import { HourlySchedule } from './hourly-schedule.js';
import type { EnqueueOptions } from './jobs.js';
import type { QueueService } from './queue.service.js';

const HOUR = 3_600_000;

class RecordingQueue {
  added: { name: string; payload: unknown; opts?: EnqueueOptions }[] = [];
  refuse = false;
  async add(name: string, payload: unknown, opts?: EnqueueOptions) {
    if (this.refuse) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    this.added.push({ name, payload, opts });
  }
}

describe('HourlySchedule', () => {
  const now = Date.UTC(2026, 10, 24, 12, 20, 0);
  let queue: RecordingQueue;
  let schedule: HourlySchedule;
  beforeEach(() => {
    jest.useFakeTimers({ now });
    queue = new RecordingQueue();
    schedule = new HourlySchedule(queue as unknown as QueueService, 'outbox.purge', 'outbox-purge', new Logger('test', { timestamp: false }));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    schedule.stop();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('queues the run at the start of the next hour, with the hour as job id (so every worker adds the same job)', async () => {
    await schedule.next();
    await schedule.next();
    const slot = Date.UTC(2026, 10, 24, 13);
    expect(queue.added).toEqual([
      { name: 'outbox.purge', payload: { runAt: new Date(slot).toISOString() }, opts: { jobId: `outbox-purge-${slot}`, delayMs: 40 * 60_000 } },
      { name: 'outbox.purge', payload: { runAt: new Date(slot).toISOString() }, opts: { jobId: `outbox-purge-${slot}`, delayMs: 40 * 60_000 } },
    ]);
  });

  it('after a run, queues the hour after that run’s slot, even when the run fired early or its work failed', async () => {
    const slot = Date.UTC(2026, 10, 24, 13);
    // Fired 20 s before its slot: the next is 14:00, not 13:00 again.
    jest.setSystemTime(slot - 20_000);
    await expect(
      schedule.run({ runAt: new Date(slot).toISOString() }, async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(queue.added.map((j) => j.opts?.jobId)).toEqual([`outbox-purge-${slot + HOUR}`]);
    expect(queue.added[0]!.opts?.delayMs).toBe(HOUR + 20_000);
  });

  it('tries again in five minutes when Redis is away', async () => {
    queue.refuse = true;
    await schedule.next();
    expect(queue.added).toEqual([]);
    queue.refuse = false;
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(queue.added.map((j) => j.opts?.jobId)).toEqual([`outbox-purge-${Date.UTC(2026, 10, 24, 13)}`]);
  });
});
