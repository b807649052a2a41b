import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** The Content Security Policy and the other helmet headers every answer carries (no per-request nonces). */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // Inline styles stay (Chakra's emotion writes <style> tags); scripts only from our own files.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      connectSrc: ["'self'"],
      formAction: ["'self'", 'https://checkout.paystack.com'],
    },
  },
};

const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets, computed once: @fastify/helmet builds helmet (and parses the whole CSP) on every
 * request, which was a fifth of the CPU of a cached list page. The headers do not depend on the request, so
 * they are read off one probe request at start-up and set as they are.
 */
export async function securityHeaders(options: object = HELMET_OPTIONS): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet as never, options);
  probe.get('/', (_req, reply) => reply.send(''));
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (!NOT_HELMETS.has(k) && typeof v === 'string') out[k] = v;
  return out;
}

/** Every answer (API, files, errors, cached pages) carries the helmet headers. */
export async function registerSecurityHeaders(fastify: FastifyInstance) {
  const headers = await securityHeaders();
  fastify.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
