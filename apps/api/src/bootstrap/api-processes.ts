import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * Several API processes on one machine, sharing its port (node:cluster): one Node process answers on one CPU core,
 * and on the 2-core bench machine a single process left a fifth of the CPUs idle while the cold lists queued
 * behind it (docs/performance.md, "The eighth round: two API processes"). Everything the processes share already lives in PostgreSQL
 * and Redis, as for API processes on several machines (docs/operations.md, "N API processes").
 *
 * The primary process runs the migrations, then starts the first API process (the one that runs the jobs when
 * RUN_WORKERS is on, and seeds the demo data), and the others once it answers, with RUN_WORKERS=false. It starts
 * again a process that exits on its own, and stops them all on SIGINT or SIGTERM.
 */

/**
 * How many API processes to run: API_PROCESSES when set (≥ 1); else one a CPU core in production and one
 * otherwise. One whenever the queues run in memory (no Redis): their jobs, timers and rate limits are in that
 * process's memory, which a second process would not see.
 */
export function apiProcessCount(setting: number, nodeEnv: string, queueDriver: 'bullmq' | 'memory', cores = availableParallelism()): number {
  if (queueDriver === 'memory') return 1;
  if (setting > 0) return setting;
  return nodeEnv === 'production' ? Math.max(1, cores) : 1;
}

export interface SupervisorOptions {
  count: number;
  /** Added to every process's environment (the backends the primary chose: DATABASE_URL, REDIS_URL). */
  env: Record<string, string>;
  say: (message: string) => void;
  /** How long a process may take to stop before it is killed (ms). */
  stopTimeoutMs?: number;
  /**
   * Called once every process has stopped because one kept exiting just after it started (a boot that fails), after
   * they had all answered: the caller ends the primary with a failure, so its own supervisor (systemd, the container
   * runtime) sees it. Before then the same failure rejects superviseApiProcesses instead.
   */
  gaveUp: (reason: Error) => void;
}

/**
 * Each process's pool when the primary shares out `DB_POOL_MAX` (it was not set): the default pool's connections
 * over the processes, at least 2 each. On the 2-core bench machine two processes with 10 connections each answered
 * the cold lists a fifth slower than with 5 each (twenty backends taking turns on two cores; docs/performance.md).
 */
export function poolPerProcess(pool: number, count: number): number {
  return Math.max(2, Math.ceil(pool / count));
}

/** A process that exits this soon after it started, this many times in a row, stops them all (a boot that fails). */
const EARLY_EXIT_MS = 10_000;
const EARLY_EXITS = 3;

/**
 * Starts `count` API processes and keeps them running. Resolves once all of them answer on the port; rejects when
 * the first cannot start (then nothing runs). `stop()` ends them all and resolves when they have exited.
 */
export async function superviseApiProcesses(opts: SupervisorOptions): Promise<{ stop(): Promise<void> }> {
  const running = new Map<number, Worker>();
  let stopping = false;
  let earlyExits = 0;
  let firstAnswered = false;
  /** All of them answered once: superviseApiProcesses has resolved, and a failure goes to opts.gaveUp. */
  let up = false;

  /** Starts process `n`; resolves when it answers, or rejects when the first exits before it ever answered. */
  const start = (n: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      const worker = cluster.fork({ ...opts.env, ...(n > 1 ? { RUN_WORKERS: 'false', SEED_DEMO: 'false' } : {}) });
      running.set(n, worker);
      worker.once('listening', () => {
        if (n === 1) firstAnswered = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        if (running.get(n) === worker) running.delete(n);
        if (stopping) return resolve();
        const how = signal ?? `code ${code}`;
        if (!firstAnswered) return reject(new Error(`API process ${n} exited before it answered (${how})`));
        earlyExits = Date.now() - started < EARLY_EXIT_MS ? earlyExits + 1 : 0;
        if (earlyExits >= EARLY_EXITS) {
          const reason = new Error(`API process ${n} exited ${EARLY_EXITS} times just after it started (${how})`);
          // While starting, the caller stops the others (below) and fails; once running, they are stopped here.
          if (!up) return reject(reason);
          opts.say(`${reason.message}; stopping`);
          void stop().then(() => opts.gaveUp(reason));
          return resolve();
        }
        opts.say(`API process ${n} exited (${how}); starting it again`);
        // Whoever waits for this process waits for the one started in its place.
        setTimeout(() => start(n).then(resolve, reject), 1000).unref();
      });
    });

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...running.values()].map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            const kill = setTimeout(() => w.process.kill('SIGKILL'), opts.stopTimeoutMs ?? 30_000);
            w.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    // The first alone: it may seed the demo data and register the jobs' schedules.
    await start(1);
    await Promise.all(Array.from({ length: opts.count - 1 }, (_, i) => start(i + 2)));
    up = true;
  } catch (err) {
    await stop();
    throw err;
  }
  return { stop };
}
