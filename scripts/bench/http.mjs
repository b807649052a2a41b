// HTTP measurements for `pnpm bench`: autocannon against the app and against a bare node:http server that
// sends the same bytes (same headers, same body), in interleaved rounds, so the ratio holds however busy
// the machine is.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The bare server: a child process answering every request with the bytes it was last given. */
export async function startBare() {
  const child = fork(resolve(here, 'bare-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((ok, fail) => {
    child.once('message', (m) => ok(m.port));
    child.once('exit', (code) => fail(new Error(`bare server exited (${code})`)));
  });
  let n = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** Serve exactly what `res` (a fetch Response already read into `body`) carried. */
    async mirror(res, body) {
      const headers = {};
      for (const [k, v] of res.headers) if (!HOP.has(k)) headers[k] = v;
      const file = join(tmpdir(), `oja-bench-body-${process.pid}-${n++}`);
      writeFileSync(file, body);
      await new Promise((ok) => {
        child.once('message', ok);
        child.send({ file, headers });
      });
    },
    stop: () => child.kill(),
  };
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** One autocannon run; latencies are collected per response so any percentile can be read. */
export async function load(opts) {
  const times = [];
  let non2xx = 0;
  const instance = autocannon({ connections: 50, duration: 2, ...opts });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status < 200 || status >= 300) non2xx++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    requests: times.length,
    non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * GET `path` on the app and on the bare server mirroring the app's answer, in `rounds` interleaved rounds of
 * `seconds` each (after a one-second warm-up of the app). Figures are the medians of the rounds.
 */
export async function compare(appBase, bare, path, { rounds = 2, seconds = 2, connections = 50 } = {}) {
  const res = await fetch(appBase + path);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${body.toString().slice(0, 200)}`);
  await bare.mirror(res, body);
  await load({ url: appBase + path, duration: 1, connections });
  const app = [];
  const raw = [];
  for (let r = 0; r < rounds; r++) {
    app.push(await load({ url: appBase + path, duration: seconds, connections }));
    raw.push(await load({ url: bare.url + path, duration: seconds, connections }));
  }
  const m = (runs, k) => median(runs.map((x) => x[k]));
  const out = {
    path,
    bytes: body.length,
    rps: m(app, 'rps'),
    p50: m(app, 'p50'),
    p99: m(app, 'p99'),
    bareRps: m(raw, 'rps'),
    bareP99: m(raw, 'p99'),
    non2xx: app.reduce((s, x) => s + x.non2xx + x.errors, 0),
  };
  out.ratio = out.rps / out.bareRps;
  return out;
}

/** p50 of `path`: after a one-second warm-up, the median of `rounds` runs. */
export async function p50Of(appBase, path, { rounds = 3, seconds = 2, connections = 50 } = {}) {
  await load({ url: appBase + path, duration: 1, connections });
  const p50s = [];
  for (let r = 0; r < rounds; r++) p50s.push((await load({ url: appBase + path, duration: seconds, connections })).p50);
  return median(p50s);
}

/**
 * The p50s of two lists measured in alternating rounds (a, b, a, b, …, after a warm-up of each), each the median of
 * its `rounds`: for the 100-row versus 10,000-row ratio, whose two figures measured minutes apart moved with the
 * machine's speed (the same list's throughput moved by a quarter within minutes on the 2-core bench machine).
 */
export async function p50Pair([aBase, aPath], [bBase, bPath], { rounds = 3, seconds = 2, connections = 50 } = {}) {
  await load({ url: aBase + aPath, duration: 1, connections });
  await load({ url: bBase + bPath, duration: 1, connections });
  const a = [];
  const b = [];
  for (let r = 0; r < rounds; r++) {
    a.push((await load({ url: aBase + aPath, duration: seconds, connections })).p50);
    b.push((await load({ url: bBase + bPath, duration: seconds, connections })).p50);
  }
  return [median(a), median(b)];
}
