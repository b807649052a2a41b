import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Options } from 'pino-http';

type Destination = DestinationStream & { flush?: (cb?: (err?: Error) => void) => void; end?: () => void };
let stdout: Destination | null = null;

/** Lines are written to stdout in chunks of about this many bytes (a dozen request lines)… */
export const LOG_CHUNK_BYTES = 4096;
/** …and at least this often, so a quiet process's lines still reach the log within a second. */
export const LOG_FLUSH_MS = 1000;

/**
 * One asynchronous stdout stream per process: a request never waits for the terminal or the log shipper. Lines are
 * buffered up to LOG_CHUNK_BYTES and written together (pino's asynchronous logging: each write is a system call
 * and a hand-over to libuv's thread pool; one per request line was a sixth of the system calls of placing an
 * order), flushed every LOG_FLUSH_MS, at once after an error line, and at exit (pino flushes its destination on
 * `exit`, `uncaughtException` and the terminating signals). A process killed with SIGKILL loses at most its last
 * second of lines. `sync` (the tests): every line written at once.
 */
export function logDestination(sync = false): DestinationStream {
  stdout ??= bufferedDestination(1, sync);
  return stdout;
}

/** A destination (a file descriptor or path) written as `logDestination` describes. */
export function bufferedDestination(dest: number | string, sync = false): Destination {
  const stream: Destination = pino.destination({ dest, sync, minLength: sync ? 0 : LOG_CHUNK_BYTES });
  if (!sync) setInterval(() => flushLog(stream), LOG_FLUSH_MS).unref();
  return stream;
}

/** Writes out what the destination holds (nothing to do for a synchronous one, or one already closed). */
function flushLog(dest: Destination) {
  dest.flush?.(() => undefined);
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
export function registerAccessLog(fastify: FastifyInstance, level: string, sync = false, destination: Destination = logDestination(sync)) {
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
      if (failed) {
        log.error(line, 'request errored');
        flushLog(destination);
      } else log.info(line, 'request completed');
    }
    done();
  });
}
