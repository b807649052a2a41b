import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { bufferedDestination, LOG_FLUSH_MS, loggedUrl, registerAccessLog } from './access-log.js';

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify();
  registerAccessLog(app as never, 'info', true, { write: (s: string) => lines.push(JSON.parse(s)) });
  app.get('/api/things', async () => ({ ok: true }));
  app.get('/api/health', async () => ({ ok: true }));
  // As the list cache answers a hit: straight to the socket from an onRequest hook, marked not to be logged.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url !== '/api/cached') return;
    req.skipAccessLog = true;
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json' });
    reply.raw.end('{"cached":true}');
  });
  app.get('/api/broken', async () => {
    throw new Error('boom');
  });
  beforeEach(() => (lines.length = 0));
  afterAll(() => app.close());

  it('writes one line per answer: method, URL, status, time, request id, client and user agent, and no header', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/things?page=2',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'sid=abc', 'user-agent': 'Partner/1.0' },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      service: 'oja-api',
      req: { method: 'GET', url: '/api/things?page=2', userAgent: 'Partner/1.0', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof (lines[0]!.req as { id: unknown }).id).toBe('string');
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines[0])).not.toMatch(/secret-token-value|sid=abc|authorization|cookie/i);
  });

  it('logs a server error at error level, and skips the health check and pages from the list cache', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    expect((await app.inject({ method: 'GET', url: '/api/cached' })).json()).toEqual({ cached: true });
    await app.inject({ method: 'GET', url: '/api/broken' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 } });
  });

  it('replaces secrets in the query string', () => {
    expect(loggedUrl('/api/email/verify?token=abc123&next=%2F')).toBe('/api/email/verify?token=[Redacted]&next=%2F');
    expect(loggedUrl('/uploads/a.jpg?expires=1&signature=xyz')).toBe('/uploads/a.jpg?expires=1&signature=[Redacted]');
    expect(loggedUrl('/api/things?page=2')).toBe('/api/things?page=2');
  });

  describe('written in chunks', () => {
    const linesIn = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('holds request lines briefly, writes them within a second, and writes an error line at once', async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'oja-log-')), 'access.log');
      const dest = bufferedDestination(file);
      const buffered = Fastify();
      registerAccessLog(buffered as never, 'info', false, dest);
      buffered.get('/api/things', async () => ({ ok: true }));
      buffered.get('/api/broken', async () => {
        throw new Error('boom');
      });
      try {
        for (let i = 0; i < 3; i++) expect((await buffered.inject({ method: 'GET', url: `/api/things?n=${i}` })).statusCode).toBe(200);
        await sleep(50);
        // Three short lines are far below a chunk: nothing written yet.
        expect(linesIn(file)).toHaveLength(0);
        await sleep(LOG_FLUSH_MS + 300);
        expect(linesIn(file).map((l) => (l.req as { url: string }).url)).toEqual(['/api/things?n=0', '/api/things?n=1', '/api/things?n=2']);

        expect((await buffered.inject({ method: 'GET', url: '/api/things?n=3' })).statusCode).toBe(200);
        expect((await buffered.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
        await sleep(100);
        // The error line went out at once, with the line held before it.
        expect(
          linesIn(file)
            .slice(3)
            .map((l) => l.msg),
        ).toEqual(['request completed', 'request errored']);
      } finally {
        await buffered.close();
        dest.end?.();
      }
    });
  });
});
