import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import pinoHttp, { type Options } from 'pino-http';

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

/**
 * One line per answered request (method, URL, status, time, request id), written when the answer is sent.
 * Registered after the list cache: a cached public page is written straight to the socket and not logged
 * (at thousands a second the log would cost more than the answer; the load balancer's log has them).
 */
export function registerAccessLog(fastify: FastifyInstance, level: string, sync = false) {
  const log = pinoHttp(httpLogOptions(level), logDestination(sync));
  fastify.addHook('onRequest', (req, reply, done) => {
    log(req.raw, reply.raw);
    done();
  });
}
