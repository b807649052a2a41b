import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';

/** Deepest JSON nesting a body may have; the contract's deepest body is three levels. */
export const MAX_JSON_DEPTH = 64;
/** Most keys and array items one JSON body may hold (each costs the validator work later). */
export const MAX_JSON_MEMBERS = 20_000;

/** What was wrong with a JSON text, found by {@link scanJson} in one pass over its characters; null when fine. */
export type JsonShapeProblem = 'too_deep' | 'too_many_members' | null;

/**
 * One linear pass over a JSON text counting nesting and members outside strings, so a body nested
 * 5,000 deep or with 100,000 keys is refused in about a millisecond per megabyte, before JSON.parse,
 * class-transformer or class-validator spend anything on it.
 */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH, maxMembers = MAX_JSON_MEMBERS): JsonShapeProblem {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return 'too_deep';
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
    else if (c === 44 /* , */ || c === 58 /* : */) {
      if (++members > maxMembers) return 'too_many_members';
    }
  }
  return null;
}

/** A NUL character or a lone UTF-16 surrogate: PostgreSQL refuses the first, URL and mail encoders throw on the second. */
export function isBadText(s: string): boolean {
  // String#isWellFormed (ES2024, native in Node ≥ 20) finds lone surrogates without a regex.
  return s.includes('\u0000') || !(s as string & { isWellFormed(): boolean }).isWellFormed();
}

/** The path (`a.b[2]`) of the first string or key holding a NUL or a lone surrogate, or null. Depth is bounded by the parser. */
export function findBadText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isBadText(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findBadText(value[i], `${path}[${i}]`);
      if (hit) return hit;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isBadText(key)) return path || 'body';
    const hit = findBadText((value as Record<string, unknown>)[key], at);
    if (hit) return hit;
  }
  return null;
}

const BAD_TEXT = 'contains a character that is not allowed (a NUL character or an unpaired UTF-16 surrogate)';

function badText(where: string, field: string) {
  const message = `The ${where} ${field} ${BAD_TEXT}`;
  return new DomainError('bad_request', 'INVALID_CHARACTERS', message, { [field]: [message] });
}

/** The JSON body parser: empty → `{}`, nesting and size checked before parsing, prototype poisoning refused, bad characters refused. */
function jsonBodyParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (req: FastifyRequest, body: Buffer | string, done: (err: Error | null, value?: unknown) => void) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Many clients send `Content-Type: application/json` on a bodiless POST or DELETE.
    if (text.trim() === '') return done(null, {});
    const problem = scanJson(text);
    if (problem === 'too_deep')
      return done(new DomainError('bad_request', 'JSON_TOO_DEEP', `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`));
    if (problem === 'too_many_members')
      return done(new DomainError('bad_request', 'JSON_TOO_LARGE', `The request body has too many fields or items (at most ${MAX_JSON_MEMBERS})`));
    parse(req, text, (err: Error | null, parsed: unknown) => {
      if (err) return done(err);
      const field = findBadText(parsed);
      if (field) return done(badText('field', field));
      done(null, parsed);
    });
  };
}

/** Query values and path parameters with a NUL or a lone surrogate are refused before any guard, pipe or query runs. */
function checkUrlValues(req: FastifyRequest) {
  for (const [where, bag] of [
    ['query value', req.query],
    ['path parameter', req.params],
  ] as const) {
    if (!bag || typeof bag !== 'object') continue;
    for (const [key, value] of Object.entries(bag as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      if (isBadText(key) || values.some((v) => typeof v === 'string' && isBadText(v))) throw badText(where, JSON.stringify(key).slice(1, -1).slice(0, 60));
    }
  }
  // Form bodies (the sandbox checkout's buttons) are flat; JSON bodies were checked by their parser.
  if (req.body && typeof req.body === 'object' && !Array.isArray(req.body) && /^application\/x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '')) {
    const field = findBadText(req.body);
    if (field) throw badText('field', field);
  }
}

const TOKEN_QUERY = /[?&](token|signature|sig|expires|code)=/i;

/**
 * `Cache-Control: no-store` on whatever belongs to someone: every answer to a request carrying a bearer
 * token, every answer to a write (login, register and reset answers carry tokens), every answer to a link
 * with a token in its query. Anonymous reads keep the caching their handler chose (public images, lists).
 */
function noStoreForPrivate(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
  const has = reply.getHeader('cache-control');
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (req.headers.authorization || (!has && (!read || TOKEN_QUERY.test(req.url)))) {
    void reply.header('cache-control', 'no-store');
    if (!reply.getHeader('pragma')) void reply.header('pragma', 'no-cache');
  }
  done(null, payload);
}

const routeTables = new WeakMap<object, Array<{ method: string; url: string }>>();

/** Every route the app registered (`METHOD /path/:param`), for tests that must cover them all. */
export function routeTable(fastify: object): ReadonlyArray<{ method: string; url: string }> {
  return routeTables.get(fastify) ?? [];
}

/**
 * The request guards of finding 4, registered before the app's routes: the JSON parser above,
 * no `text/plain` parser (unsupported bodies answer 415), the URL character check, `no-store` on private
 * answers, and a record of the route table.
 */
export function registerRequestGuards(app: NestFastifyApplication, opts: { bodyLimit: number }) {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const routes: Array<{ method: string; url: string }> = [];
  routeTables.set(fastify, routes);
  fastify.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
  });
  app.useBodyParser('application/json', { bodyLimit: opts.bodyLimit }, jsonBodyParser(fastify) as never);
  if (fastify.hasContentTypeParser('text/plain')) fastify.removeContentTypeParser('text/plain');
  fastify.addHook('preValidation', (req, _reply, done) => {
    try {
      checkUrlValues(req);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
  fastify.addHook('onSend', noStoreForPrivate);
}
