import { createHash } from 'node:crypto';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const PUBLIC_READ = 'ojaPublicRead';

/**
 * Marks a public read that anyone may cache briefly (docs/api.md "Caching"): a directory or a detail page. With a
 * `list` namespace the page is also kept in the shared list cache (common/list-cache.ts), dropped whenever the
 * database announces a change in that namespace (the owning module's migration adds the statement triggers).
 * The module that owns the route marks it; the platform names no route.
 */
export const PublicRead = (opts: { list?: string; perMinute?: boolean } = {}): MethodDecorator =>
  RouteConfig({ [PUBLIC_READ]: { list: opts.list ?? null, perMinute: opts.perMinute ?? false } });

/**
 * What `@PublicRead()` said of the matched route (undefined: not a public read). `perMinute`: the answer depends
 * on the clock's minute (a restaurant open or closed by its hours): cached pages are keyed by the minute and
 * browsers keep one only to the end of it.
 */
export function publicReadOf(req: FastifyRequest): { list: string | null; perMinute?: boolean } | undefined {
  return (req.routeOptions?.config as unknown as Record<string, { list: string | null; perMinute?: boolean } | undefined> | undefined)?.[PUBLIC_READ];
}

/** The `Cache-Control` of a public read: the short shared one, or for a per-minute read, to the end of this minute. */
export function cacheControlOf(req: FastifyRequest, now = Date.now()): string {
  if (!publicReadOf(req)?.perMinute) return PUBLIC_CACHE_CONTROL;
  return `public, max-age=${Math.max(0, 59 - Math.floor((now % 60_000) / 1000))}`;
}

/** Whether a reply's `Cache-Control` is one a public read set (so its page may be stored). */
export const isPublicCacheControl = (value: unknown) => typeof value === 'string' && value.startsWith('public, max-age=');

/** Short enough that a new or paused entry shows within a minute; long enough to absorb a burst. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/** A strong ETag of the body (the same bytes always give the same tag on every replica). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Does `If-None-Match` name this tag (or `*`)? Weak comparison, as RFC 9110 asks for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

function onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
  const cacheable =
    (req.method === 'GET' || req.method === 'HEAD') &&
    reply.statusCode === 200 &&
    // A request with a token is answered `no-store` (request-guards): nothing is shared from it.
    !req.headers.authorization &&
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    publicReadOf(req) !== undefined;
  if (!cacheable) return done(null, payload);
  // A page from the list cache arrives with the tag it was stored with.
  const given = reply.getHeader('etag');
  // Text is encoded once, here, for the tag and the socket alike (as text, it was encoded for the hash, measured for
  // Content-Length and encoded again by the socket's write).
  if (typeof given !== 'string' && typeof payload === 'string') payload = Buffer.from(payload);
  const etag = typeof given === 'string' ? given : etagOf(payload as string | Buffer);
  void reply.header('etag', etag).header('cache-control', cacheControlOf(req));
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return done(null, '');
  }
  done(null, payload);
}

/** `ETag` + `304 Not Modified` + a short public `Cache-Control` on the public lists and details. */
export function registerPublicCaching(fastify: FastifyInstance) {
  fastify.addHook('onSend', onSend);
}
