import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers this process's CPU priority to `nice` (docs/configuration.md, WORKER_NICE): every thread it has (on Linux
 * a priority is a thread's, and the V8 and libuv threads already run), and the threads started later inherit it.
 * Never raises it: a process started lower already (`nice -n 15 node dist/worker.js`) stays where it is.
 */
export function lowerPriority(nice: number, say: (m: string) => void) {
  if (nice <= getPriority()) return;
  let threads: number[] = [];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    /* not Linux: the process's priority */
  }
  try {
    if (threads.length) for (const tid of threads) setPriority(tid, nice);
    else setPriority(nice);
    say(`CPU priority lowered (nice ${nice})`);
  } catch (err) {
    say(`could not lower the CPU priority: ${(err as Error).message}`);
  }
}
