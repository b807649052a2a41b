import { nextYield, PressureBeacon, RUNNING, YieldingWorkers, type PressureRedis, type YieldState } from './request-pressure.js';

const o = { maxPauseMs: 30_000, minRunMs: 10_000 };

describe('nextYield: the notices pause for requests, within bounds', () => {
  it('pauses at the first pressure and resumes as soon as it is gone', () => {
    const paused = nextYield(RUNNING, true, 1_000, o);
    expect(paused).toEqual({ paused: true, since: 1_000, stretch: 1_000 });
    expect(nextYield(paused, true, 5_000, o)).toBe(paused);
    expect(nextYield(paused, false, 5_000, o)).toEqual({ paused: false, since: 5_000, stretch: 1_000 });
  });

  it('never stays paused longer than maxPauseMs, then runs at least minRunMs under the same pressure', () => {
    let s: YieldState = nextYield(RUNNING, true, 0, o);
    s = nextYield(s, true, 29_999, o);
    expect(s.paused).toBe(true);
    s = nextYield(s, true, 30_000, o);
    expect(s).toMatchObject({ paused: false, since: 30_000 });
    expect(nextYield(s, true, 39_999, o).paused).toBe(false);
    expect(nextYield(s, true, 40_000, o)).toEqual({ paused: true, since: 40_000, stretch: 40_000 });
  });

  it('a moment without pressure between two bursts does not start the count again', () => {
    let s: YieldState = nextYield(RUNNING, true, 0, o);
    s = nextYield(s, false, 20_000, o); // a gap: the notices run…
    expect(s.paused).toBe(false);
    s = nextYield(s, true, 20_500, o); // …and pause again at once, in the same stretch
    expect(s).toEqual({ paused: true, since: 20_500, stretch: 0 });
    s = nextYield(s, true, 30_000, o); // the stretch's 30 s are up
    expect(s.paused).toBe(false);
    expect(nextYield(s, true, 35_000, o).paused).toBe(false);
  });

  it('after a run of minRunMs, a new pressure starts a new stretch', () => {
    const ran: YieldState = { paused: false, since: 2_000, stretch: 0 };
    expect(nextYield(ran, true, 12_000, o)).toEqual({ paused: true, since: 12_000, stretch: 12_000 });
  });
});

/** A Redis with one key and a clock of its own, enough for the beacon and the workers. */
/** One worker yielding on key `k` of `redis`, polled every 100 ms. */
const yieldingOf = (worker: object, redis: PressureRedis) =>
  new YieldingWorkers(
    [worker as never],
    () => Promise.resolve(redis),
    'k',
    { ...o, pollMs: 100 },
    () => undefined,
  );

function fakeRedis() {
  const keys = new Map<string, number>();
  let now = 0;
  const redis: PressureRedis & { tick(ms: number): void; sets: number } = {
    sets: 0,
    tick(ms) {
      now += ms;
    },
    set(key, _value, _mode, ms) {
      redis.sets++;
      keys.set(key, now + ms);
      return Promise.resolve('OK');
    },
    exists(key) {
      return Promise.resolve((keys.get(key) ?? -1) > now ? 1 : 0);
    },
  };
  return redis;
}

describe('PressureBeacon and YieldingWorkers through one Redis', () => {
  it('pauses the workers while requests wait for a connection and resumes them a hold after the last wait', async () => {
    jest.useFakeTimers();
    try {
      const redis = fakeRedis();
      let waiting = 0;
      const beacon = new PressureBeacon(
        () => waiting,
        () => Promise.resolve(redis),
        'k',
        { sampleMs: 100, holdMs: 1000 },
      );
      const calls: string[] = [];
      const worker = {
        pause: () => (calls.push('pause'), Promise.resolve()),
        resume: () => void calls.push('resume'),
        isPaused: () => calls.at(-1) === 'pause',
        isRunning: () => true,
        run: () => (calls.push('run'), Promise.resolve()),
      };
      const yielding = yieldingOf(worker, redis);
      beacon.start();
      // Quiet: nothing is written to Redis, nothing pauses.
      await jest.advanceTimersByTimeAsync(500);
      await yielding.poll(500);
      expect(redis.sets).toBe(0);
      expect(yielding.paused).toBe(false);
      // Requests queue for the pool: the key is set and the notices pause.
      waiting = 12;
      await jest.advanceTimersByTimeAsync(100);
      await yielding.poll(600);
      expect(yielding.paused).toBe(true);
      // The pool drains: the key lapses after its hold and the notices run again.
      waiting = 0;
      redis.tick(1001);
      await yielding.poll(1700);
      expect(yielding.paused).toBe(false);
      expect(calls).toEqual(['pause', 'resume']);
      beacon.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts a worker again that a resume left neither paused nor running', async () => {
    const worker = { pause: jest.fn(), resume: jest.fn(), isPaused: () => false, isRunning: jest.fn(() => false), run: jest.fn(() => Promise.resolve()) };
    const redis = fakeRedis();
    const yielding = yieldingOf(worker, redis);
    await yielding.poll(1);
    expect(worker.run).toHaveBeenCalledTimes(1);
    worker.isRunning.mockReturnValue(true);
    await yielding.poll(2);
    expect(worker.run).toHaveBeenCalledTimes(1);
  });

  it('with Redis away, nothing pauses and nothing throws', async () => {
    const down = { set: () => Promise.reject(new Error('down')), exists: () => Promise.reject(new Error('down')) };
    const worker = { pause: jest.fn(() => Promise.resolve()), resume: jest.fn(), isPaused: () => false, isRunning: () => true, run: jest.fn() };
    const yielding = yieldingOf(worker, down);
    await yielding.poll(1);
    expect(yielding.paused).toBe(false);
    expect(worker.pause).not.toHaveBeenCalled();
  });
});
