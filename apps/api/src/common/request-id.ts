import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A caller's own id is kept when it is short and plain; anything else gets a fresh UUID. */
const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id (Fastify's `genReqId`): the caller's `x-request-id` when plain, else a UUID. It is written
 * back to the request's headers so the pino logger, which reads that header, logs the same id.
 */
export function requestId(req: IncomingMessage | { headers: Record<string, unknown> }): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}

/** Every answer carries `x-request-id` (errors also carry it as `request_id`), so a report can quote it. */
export function registerRequestIdHeader(fastify: FastifyInstance) {
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
}
