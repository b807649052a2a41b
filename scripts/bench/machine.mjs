// What else the machine did during a `pnpm bench` run ("the load noted"): the CPU taken by processes that are not the
// bench's (neither its children nor PostgreSQL nor Redis: kernel threads such as kdamond, other services), and two
// fixed probes (CPU and memory; round trips between processes) timed at the start and at the end, so two runs'
// figures can be read against how fast the machine was at the time.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

const TICK_MS = 10;
const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** A process's name, parent and CPU time so far (utime + stime, ms); null once it is gone. */
function procStat(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return { name, ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12])) * TICK_MS };
}

/** CPU time of a process so far, in ms; 0 once it is gone. */
export const cpuMs = (pid) => procStat(pid)?.ms ?? 0;

/** The same for a process and the ones it started (the API's processes: bootstrap/api-processes.ts). */
export function treeCpuMs(pid) {
  const children = (read(`/proc/${pid}/task/${pid}/children`) ?? '').split(' ').filter(Boolean).map(Number);
  return cpuMs(pid) + children.reduce((s, c) => s + cpuMs(c), 0);
}

/** Every process's name, parent and CPU time so far (ms), and the machine's total CPU time, idle included (ms). */
export function cpuSnapshot() {
  const procs = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const stat = procStat(d);
    if (stat) procs.set(Number(d), stat);
  }
  const cpu = (read('/proc/stat') ?? '').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const total = cpu.slice(0, 8).reduce((s, x) => s + x, 0);
  return { procs, totalMs: total * TICK_MS };
}

/**
 * The CPU the processes outside the bench took between two snapshots, as a share of all the machine's CPU time in
 * between, with the three that took most. The bench's own are its descendants, PostgreSQL's and Redis's.
 */
export function othersShare(before, after, benchPid = process.pid) {
  const ours = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
      const x = after.procs.get(p) ?? before.procs.get(p);
      if (!x) return false;
      if (p === benchPid || x.name === 'postgres' || x.name.startsWith('redis-server')) return true;
      p = x.ppid;
    }
    return false;
  };
  const byName = new Map();
  for (const [pid, x] of after.procs) {
    const ms = x.ms - (before.procs.get(pid)?.ms ?? 0);
    if (ms > 0 && !ours(pid)) byName.set(x.name, (byName.get(x.name) ?? 0) + ms);
  }
  const span = Math.max(1, after.totalMs - before.totalMs);
  const top = [...byName].sort((a, b) => b[1] - a[1]);
  const sum = top.reduce((s, [, ms]) => s + ms, 0);
  return { percent: (100 * sum) / span, top: top.slice(0, 3).map(([name, ms]) => ({ name, percent: (100 * ms) / span })) };
}

/** A fixed piece of work (a loop, then objects made, turned to JSON and back), timed in ms: the machine's speed now. */
export function speedProbe() {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003;
  const rows = [];
  for (let i = 0; i < 300_000; i++) rows.push({ id: i, name: `row ${i}`, x });
  JSON.parse(JSON.stringify(rows));
  return performance.now() - t0;
}

/**
 * Round trips between two processes over loopback TCP (1 KB each way, one at a time), timed in ms for 20,000: what the
 * apps do between themselves, PostgreSQL and the load generator on every request (system calls, wake-ups, context
 * switches), which the CPU probe above does not see. On 29 Nov this part slowed the apps by half while the CPU probe
 * stayed put.
 */
export async function switchProbe(trips = 20_000) {
  const child = spawn(
    process.execPath,
    ['-e', "const s=require('net').createServer(c=>c.on('data',d=>c.write(d))).listen(0,'127.0.0.1',()=>console.log(s.address().port))"],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise((ok, fail) => {
      child.stdout.once('data', (d) => ok(Number(String(d).trim())));
      child.once('exit', () => fail(new Error('the echo process stopped')));
    });
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((ok) => socket.once('connect', ok));
    const payload = Buffer.alloc(1024, 'x');
    const t0 = performance.now();
    await new Promise((ok) => {
      let left = trips;
      let got = 0;
      socket.on('data', (d) => {
        got += d.length;
        if (got < payload.length) return;
        got -= payload.length;
        if (--left === 0) return ok();
        socket.write(payload);
      });
      socket.write(payload);
    });
    const ms = performance.now() - t0;
    socket.destroy();
    return ms;
  } finally {
    child.kill();
  }
}
