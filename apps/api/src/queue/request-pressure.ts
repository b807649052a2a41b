import type { Worker } from 'bullmq';

/** What the yielding needs of a BullMQ worker. */
export type YieldingWorker = Pick<Worker, 'pause' | 'resume' | 'isPaused' | 'isRunning' | 'run'>;

/**
 * Background notices yield to requests (docs/architecture.md "Jobs and events").
 *
 * Every HTTP process samples its database pool. While requests are waiting for a connection, it keeps a key in Redis
 * alive (the pressure). The workers of the queues that can wait (QueueName.Notices: the SMS, push and plain e-mail
 * of a notice) pause while the key lives, so on a shared machine their jobs, their Redis round trips and their rows
 * do not take the CPU from the requests that are queueing. They are paused at most `maxPauseMs` at a stretch and then
 * run for at least `minRunMs`, pressure or not: under a long overload a notice is late, never stuck. Nothing is
 * lost either way: the jobs wait in Redis. Sign-in codes (the OTP queue), sealed links (Notifications), payments,
 * payouts and the live channel's events never yield.
 */
/** What the pressure needs of Redis (a queue's own connection serves). */
export interface PressureRedis {
  set(key: string, value: string, mode: 'PX', ms: number): Promise<unknown>;
  exists(key: string): Promise<number>;
}

export const pressureKey = (prefix: string) => `${prefix}:request-pressure`;

export interface YieldOptions {
  /** The longest stretch the queues stay paused. */
  maxPauseMs: number;
  /** After they resume, how long they run before the pressure may pause them again. */
  minRunMs: number;
}

export interface YieldState {
  paused: boolean;
  /** When the queues last paused or resumed. */
  since: number;
  /** When the stretch of pauses began: a pause after a run shorter than `minRunMs` continues it. */
  stretch: number;
}

export const RUNNING: YieldState = { paused: false, since: Number.NEGATIVE_INFINITY, stretch: Number.NEGATIVE_INFINITY };

/**
 * Whether the yielding queues are paused from `now` on, given whether requests are under pressure. A stretch of
 * pauses lasts at most `maxPauseMs`, counting the short runs within it (a moment without pressure between two
 * bursts lets a few notices out, and does not start the count again); after it the queues run for `minRunMs`.
 */
export function nextYield(state: YieldState, pressured: boolean, now: number, o: YieldOptions): YieldState {
  if (state.paused) return !pressured || now - state.stretch >= o.maxPauseMs ? { ...state, paused: false, since: now } : state;
  if (!pressured) return state;
  if (now - state.since >= o.minRunMs) return { paused: true, since: now, stretch: now };
  return now - state.stretch < o.maxPauseMs ? { ...state, paused: true, since: now } : state;
}

/** In an HTTP process: keeps the pressure key alive while requests wait for a database connection. */
export class PressureBeacon {
  private timer: NodeJS.Timeout | null = null;
  private lastSet = 0;

  constructor(
    /** Requests waiting for a database connection now. */
    private readonly waiting: () => number,
    private readonly redis: () => Promise<PressureRedis>,
    private readonly key: string,
    private readonly o = { sampleMs: 100, holdMs: 1000 },
  ) {}

  start() {
    this.timer ??= setInterval(() => void this.sample(), this.o.sampleMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async sample() {
    if (this.waiting() === 0) return;
    const now = Date.now();
    // Once a third of the hold: the key never lapses while the pressure lasts, and costs a few writes a second.
    if (now - this.lastSet < this.o.holdMs / 3) return;
    this.lastSet = now;
    try {
      await (await this.redis()).set(this.key, String(now), 'PX', this.o.holdMs);
    } catch {
      // Redis away: nothing can yield, and the queues' own retries cover their jobs.
    }
  }
}

/** In a process that runs jobs: pauses the yielding queues' workers while the pressure key lives (within the bounds above). */
export class YieldingWorkers {
  private timer: NodeJS.Timeout | null = null;
  private state = RUNNING;
  private polling = false;

  constructor(
    private readonly workers: YieldingWorker[],
    private readonly redis: () => Promise<PressureRedis>,
    private readonly key: string,
    private readonly o: YieldOptions & { pollMs: number },
    private readonly log: (message: string) => void,
  ) {}

  get paused(): boolean {
    return this.state.paused;
  }

  start() {
    this.timer ??= setInterval(() => void this.poll(), this.o.pollMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look at the pressure (exposed for tests). */
  async poll(now = Date.now()) {
    if (this.polling) return;
    this.polling = true;
    try {
      let pressured = false;
      try {
        pressured = (await (await this.redis()).exists(this.key)) === 1;
      } catch {
        // Redis away: the workers cannot fetch jobs either; they run as soon as it is back.
      }
      const next = nextYield(this.state, pressured, now, this.o);
      if (next.paused && !this.state.paused) {
        // Jobs already running finish; no new one starts.
        for (const w of this.workers) void w.pause(true).catch(() => undefined);
      } else if (!next.paused && this.state.paused) {
        for (const w of this.workers) void w.resume();
        if (pressured) this.log(`notices run again after ${Math.round((now - this.state.stretch) / 1000)} s paused while requests were waiting`);
      } else if (!next.paused) {
        // A resume that came while the worker's loop was ending (it had seen the pause) leaves it neither paused nor
        // running (BullMQ's `resume` restarts only a worker it finds stopped): start it again.
        for (const w of this.workers) if (!w.isPaused() && !w.isRunning()) void w.run().catch(() => undefined);
      }
      this.state = next;
    } finally {
      this.polling = false;
    }
  }
}
