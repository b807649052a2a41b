import Fastify from 'fastify';
import { loggedUrl, registerAccessLog } from './access-log.js';

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
});
