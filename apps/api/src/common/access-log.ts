import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Options } from 'pino-http';

let stdout: DestinationStream | null = null;

/** One asynchronous stdout stream per process: a request never waits for the terminal or the log shipper. */
export function logDestination(sync = false): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync });
  return stdout;
}

/** The request log's options (also the app logger's, through nestjs-pino). */
export function httpLogOptions(level: string): Options {
  return {
    level,
    genReqId: (req: IncomingMessage) => (req.headers['x-request-id'] as string) || randomUUID(),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-paystack-signature"]'],
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    customProps: () => ({ service: 'oja-api' }),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Answered without a log line (a public list page served from the list cache). */
    skipAccessLog?: boolean;
  }
}

/** Values of query parameters that carry a secret (reset links, signed URLs, OAuth codes). */
const SECRET_QUERY = /([?&](?:token|signature|sig|code|key)=)[^&#]*/gi;

/** The URL as logged: a secret in its query string is replaced by `[Redacted]`. */
export function loggedUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[Redacted]') : url;
}

/**
 * One line per answered request, written when the answer has been sent: method, URL, status, time taken, the
 * request id (as the answer's `x-request-id`), client address and user agent. No other header is logged, so
 * no token or cookie can reach the log (nor a secret in the query string: `loggedUrl`). A 5xx is logged at `error`, anything else at `info`.
 *
 * A Fastify `onResponse` hook on one logger, not pino-http: that made a child logger and serialised and
 * redacted every header of every request, about a twentieth of the API's CPU on placing an order.
 * A public page from the list cache is written straight to the socket and not logged (`skipAccessLog`: at
 * thousands a second the log would cost more than the answer; the load balancer's log has them).
 */
export function registerAccessLog(fastify: FastifyInstance, level: string, sync = false, destination: DestinationStream = logDestination(sync)) {
  const log = pino({ level, base: { pid: process.pid, hostname: hostname(), service: 'oja-api' } }, destination);
  fastify.addHook('onResponse', (req, reply, done) => {
    if (req.skipAccessLog || req.url === '/api/health') return done();
    const failed = reply.statusCode >= 500;
    if (log.isLevelEnabled(failed ? 'error' : 'info')) {
      const line = {
        req: { id: req.id, method: req.method, url: loggedUrl(req.url), remoteAddress: req.ip, userAgent: req.headers['user-agent'] },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      };
      if (failed) log.error(line, 'request errored');
      else log.info(line, 'request completed');
    }
    done();
  });
}
