// The live channel's idle connections (issue "Live Oja"): how many streams one API process holds, what each costs in
// memory, and how long an event takes to reach all of them — beside a bare node:http SSE server in the same run.
import { fork } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const b64url = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** An HS256 token as the API signs them (modules/auth/token.service.ts). */
function token(secret, userId) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ jti: randomUUID(), sv: 0, sub: String(userId), aud: 'oja:user', iss: 'oja', iat: now, exp: now + 3600 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const rssMb = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1]) / 1024;

/**
 * Opens `n` streams to `url` (one socket each), resolving once each has its first bytes; every `bench.ping` frame
 * that arrives is timed against the `t` it carries.
 */
async function openStreams(url, n, headersOf, onPing) {
  const { hostname, port, pathname } = new URL(url);
  const sockets = [];
  let opened = 0;
  await new Promise((resolveAll, reject) => {
    for (let i = 0; i < n; i++) {
      const req = http.request({ hostname, port, path: pathname, agent: false, headers: { accept: 'text/event-stream', ...headersOf(i) } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${i}: HTTP ${res.statusCode}`));
        let first = true;
        let buf = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (first && ++opened === n) resolveAll();
          first = false;
          buf += chunk;
          let cut;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (block.includes('event: bench.ping') && data) onPing(JSON.parse(data.slice(6)).t);
          }
        });
      });
      req.on('error', reject);
      req.end();
      sockets.push(req);
    }
  });
  return () => sockets.forEach((r) => r.destroy());
}

/** Sends `rounds` pings, each to every stream, and answers the p99 and worst latency (ms) over all deliveries. */
async function measure(send, counter, n, rounds) {
  const latencies = [];
  for (let r = 0; r < rounds; r++) {
    const before = counter.count;
    const t = Date.now();
    counter.sink = latencies;
    await send(t);
    const deadline = Date.now() + 10_000;
    while (counter.count - before < n && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 5));
    if (counter.count - before < n) throw new Error(`only ${counter.count - before} of ${n} streams got ping ${r + 1} within 10 s`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
  latencies.sort((a, b) => a - b);
  return { p99: latencies[Math.floor(latencies.length * 0.99)], max: latencies.at(-1), deliveries: latencies.length };
}

/**
 * `app`: { base, pid, prefix } of a running API; `db`: a pg client on its database; `redis`: an ioredis client;
 * `record(area, figure, value, unit, target, ok)`. Holds `connections` streams (LIVE_MAX_CONNECTIONS each for
 * connections / 5 users made here), then pings every user through the product's bus.
 */
export async function liveBench({ app, db, redis, secret, record, say, connections = 2000, rounds = 5 }) {
  const perUser = 5;
  const users = Math.ceil(connections / perUser);
  const tag = Date.now().toString(36);
  const { rows } = await db.query(
    `INSERT INTO users (name, email, phone, password_hash, user_type)
       SELECT 'Live bench ' || g, 'live-' || $1 || '-' || g || '@bench.test', '+23480' || lpad(g::text, 8, '0'), 'x', 'user'
         FROM generate_series(1, $2) g RETURNING id`,
    [tag, users],
  );
  const ids = rows.map((r) => r.id);
  const tokens = ids.map((id) => token(secret, id));

  // The bare server first: the same number of streams, the same pings.
  const bare = fork(resolve(here, 'bare-sse.mjs'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const barePort = await new Promise((ok) => bare.once('message', (m) => ok(m.port)));
  const bareBefore = rssMb(bare.pid);
  const bareCounter = { count: 0, sink: [] };
  const closeBare = await openStreams(
    `http://127.0.0.1:${barePort}/`,
    connections,
    () => ({}),
    (t) => {
      bareCounter.count++;
      bareCounter.sink.push(Date.now() - t);
    },
  );
  const bareHeld = rssMb(bare.pid);
  const bareLatency = await measure(async (t) => bare.send({ ping: t }), bareCounter, connections, rounds);
  closeBare();
  bare.kill();

  const appBefore = rssMb(app.pid);
  const appCounter = { count: 0, sink: [] };
  const t0 = Date.now();
  const closeApp = await openStreams(
    `${app.base}/api/live`,
    connections,
    (i) => ({ authorization: `Bearer ${tokens[i % users]}` }),
    (t) => {
      appCounter.count++;
      appCounter.sink.push(Date.now() - t);
    },
  );
  say(`live: ${connections} streams open in ${Date.now() - t0} ms`);
  await new Promise((ok) => setTimeout(ok, 1000));
  const appHeld = rssMb(app.pid);
  // One ephemeral event per user on the product's bus (as a rider's position goes out), reaching its five streams.
  const appLatency = await measure(
    async (t) => {
      const pipeline = redis.pipeline();
      for (const id of ids) pipeline.publish(`${app.prefix}:live`, JSON.stringify({ r: `user:${id}`, type: 'bench.ping', data: { t } }));
      await pipeline.exec();
    },
    appCounter,
    connections,
    rounds,
  );
  closeApp();

  const perConnKb = ((appHeld - appBefore) * 1024) / connections;
  const barePerConnKb = ((bareHeld - bareBefore) * 1024) / connections;
  record('GET /api/live', `${connections} idle streams held by one API process`, connections, 'streams', `${connections}`, true);
  record('GET /api/live', 'API process RSS with them', Math.round(appHeld), 'MB', 'info', null);
  record('GET /api/live', 'memory per stream (API)', perConnKb, 'KB', 'info', null);
  record('bare node:http SSE', 'memory per stream', barePerConnKb, 'KB', 'info', null);
  record('GET /api/live', 'memory per stream ÷ bare', barePerConnKb > 0 ? perConnKb / barePerConnKb : NaN, '×', 'info', null);
  record('GET /api/live', `event to all ${connections}: p99`, appLatency.p99, 'ms', '≤ 1000', appLatency.p99 <= 1000);
  record('GET /api/live', `event to all ${connections}: slowest`, appLatency.max, 'ms', 'info', null);
  record('bare node:http SSE', `event to all ${connections}: p99`, bareLatency.p99, 'ms', 'info', null);
  await db.query(`DELETE FROM users WHERE email LIKE $1`, [`live-${tag}-%`]);
}
