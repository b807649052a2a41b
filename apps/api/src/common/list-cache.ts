import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import IORedis from 'ioredis';
import { cacheControlOf, isPublicCacheControl, matchesIfNoneMatch, publicReadOf } from './http-cache.js';
import { PgListener } from './pg-listener.js';
import { saveDataOf } from './save-data.js';

/**
 * The public list pages, cached for every API process (docs/performance.md "The list cache").
 *
 * A page is stored the first time it is answered (200, anonymous GET) in this process's memory and in Redis,
 * under its namespace's generation. The database announces every change that can alter a page: statement
 * triggers on the tables the lists read (the migrations name them) send
 * `NOTIFY oja_lists '<namespaces>:<generation>'` at commit (migration PublicListColumns), and each
 * process LISTENs, so the next request of every process misses and reads afresh. A hit is answered before
 * Nest runs (no guards, pipes or handler: the same URL was answered 200 by them under this generation).
 * While the LISTEN connection is down the cache is bypassed, never trusted. Entries live at most TTL_S,
 * which also bounds a page read from a lagging replica (DATABASE_READ_URL).
 */

/** A list namespace, as a route's `@PublicRead({ list })` names it and the tables' triggers announce it. */
type Namespace = string;
const TTL_S = 60;
const MAX_ENTRIES = 2_000;
/** Query parameters that take any text (`q`, `search`, `area`); `state` is one of 37 values and is cached like `category`. */
const FREE_TEXT = /[?&](q|search|area)=/;
/** The longest URL worth a cache entry (longer ones are answered, not stored). */
const MAX_KEY = 512;

interface Entry {
  body: Buffer;
  etag: string;
  expires: number;
  /** The answer said `Vary: Save-Data` (its page depends on the header: kept apart, said again on a hit). */
  saveData?: boolean;
  /** Compressed once, on the first request that accepts it, then served as stored. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Brotli for clients that take it, else gzip, else the plain bytes (small pages are sent as they are). */
function encoded(entry: Entry, accept: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  if (!accept || entry.body.length < 1024) return { body: entry.body, encoding: null };
  if (/\bbr\b/.test(accept)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: entry.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.body, encoding: null };
}

/** The headers the hooks before ours set (helmet, CORS, request id), as Node takes them. */
function headersSoFar(reply: FastifyReply): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) out[k] = v as OutgoingHttpHeaders[string];
  return out;
}

export interface ListCacheOptions {
  databaseUrl: string;
  redisUrl?: string | null;
  prefix: string;
  enabled: boolean;
  log?: (message: string) => void;
}

export class ListCache {
  private readonly local = new Map<string, Entry>();
  private readonly generation = new Map<Namespace, bigint>();
  /** The generation every namespace has at least: the sequence's value when LISTEN (re)started. */
  private floor = -1n;
  private listener: PgListener | null = null;
  private redis: IORedis | null = null;

  constructor(private readonly opts: ListCacheOptions) {}

  async start(): Promise<void> {
    if (!this.opts.enabled) return;
    if (this.opts.redisUrl) {
      this.redis = new IORedis(this.opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      this.redis.on('error', () => undefined);
    }
    await this.listen();
  }

  /** LISTEN on the primary (notifications are not replicated); reconnects with a fresh generation on failure. */
  private async listen(): Promise<void> {
    this.listener = new PgListener({
      databaseUrl: this.opts.databaseUrl,
      channel: 'oja_lists',
      applicationName: 'oja-list-cache',
      onNotification: (payload) => this.onNotification(payload),
      prepare: async (client) => {
        const { rows } = await client.query<{ last_value: string }>('SELECT last_value FROM oja_list_generation');
        const start = BigInt(rows[0]?.last_value ?? 0);
        if (this.floor < start) this.floor = start;
      },
      onDown: () => this.local.clear(),
      log: (m) => this.opts.log?.(`list cache: ${m}; answering uncached until it is back`),
    });
    await this.listener.start();
  }

  private onNotification(payload: string) {
    const [names, gen] = payload.split(':');
    if (!names || !gen || !/^\d+$/.test(gen)) return;
    const value = BigInt(gen);
    for (const ns of names.split(',') as Namespace[]) {
      if ((this.generation.get(ns) ?? -1n) < value) this.generation.set(ns, value);
    }
  }

  /** The key of a request's page under its namespace's current generation; null when it is not cached. */
  keyOf(req: FastifyRequest): string | null {
    if (!this.listener?.listening || req.method !== 'GET' || req.headers.authorization || req.url.length > MAX_KEY) return null;
    const read = publicReadOf(req);
    const ns = read?.list;
    if (!ns) return null;
    const generation = this.generation.get(ns) ?? this.floor;
    const minute = read.perMinute ? `@${Math.floor(Date.now() / 60_000)}` : '';
    // A request with `Save-Data: on` may get other photos (common/save-data.ts): its pages are kept apart.
    const saveData = saveDataOf(req) ? '+save-data' : '';
    return `${ns}:${generation > this.floor ? generation : this.floor}${minute}${saveData}:${req.url}`;
  }

  async get(key: string): Promise<Entry | null> {
    const now = Date.now();
    const hit = this.local.get(key);
    if (hit && hit.expires > now) return hit;
    if (hit) this.local.delete(key);
    if (!this.redis || this.redis.status !== 'ready') return null;
    const stored = await this.redis.getBuffer(this.redisKey(key)).catch(() => null);
    if (!stored) return null;
    const cut = stored.indexOf(10);
    if (cut < 0) return null;
    // The first line: the ETag, then ` save-data` when the answer varied by it (an ETag holds no space).
    const [etag = '', flag] = stored.subarray(0, cut).toString().split(' ');
    const entry = { etag, saveData: flag === 'save-data', body: stored.subarray(cut + 1), expires: now + TTL_S * 1000 };
    this.remember(key, entry);
    return entry;
  }

  put(key: string, body: Buffer, etag: string, saveData = false) {
    this.remember(key, { body, etag, saveData, expires: Date.now() + TTL_S * 1000 });
    // Free-text searches stay in this process's bounded memory: anyone can send endless different words, and
    // Redis should not hold a page for each of them.
    if (this.redis?.status === 'ready' && !FREE_TEXT.test(key)) {
      void this.redis
        .set(this.redisKey(key), Buffer.concat([Buffer.from(`${etag}${saveData ? ' save-data' : ''}\n`), body]), 'EX', TTL_S)
        .catch(() => undefined);
    }
  }

  private remember(key: string, entry: Entry) {
    if (this.local.size >= MAX_ENTRIES) this.local.delete(this.local.keys().next().value!);
    this.local.set(key, entry);
  }

  private redisKey(key: string) {
    return `${this.opts.prefix}:lists:${createHash('sha1').update(key).digest('base64url')}`;
  }

  async close() {
    await this.listener?.close();
    this.redis?.disconnect();
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    listCacheKey?: string | null;
  }
}

/**
 * Serves hits in `onRequest`, stores 200s in `onSend`. Register after the header hooks (helmet, CORS, request id)
 * and before any compression hook, so the stored bytes are the plain JSON. A hit is written straight to the
 * socket with the headers those hooks set plus the page's own (ETag, Cache-Control, its stored Brotli or gzip
 * bytes): no per-request compression, hashing or access log line (the load balancer logs requests).
 */
export function registerListCache(fastify: FastifyInstance, cache: ListCache) {
  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const key = cache.keyOf(req);
    req.listCacheKey = key;
    if (!key) return;
    const hit = await cache.get(key);
    if (!hit) return;
    req.listCacheKey = null;
    req.skipAccessLog = true;
    const headers = headersSoFar(reply);
    headers.etag = hit.etag;
    headers['cache-control'] = cacheControlOf(req);
    headers['x-cache'] = 'hit';
    const vary = hit.saveData ? 'Accept-Encoding, Save-Data' : 'Accept-Encoding';
    headers.vary = headers.vary ? `${String(headers.vary)}, ${vary}` : vary;
    reply.hijack();
    if (matchesIfNoneMatch(req.headers['if-none-match'], hit.etag)) {
      reply.raw.writeHead(304, headers);
      reply.raw.end();
      return;
    }
    const { body, encoding } = encoded(hit, req.headers['accept-encoding']);
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = body.length;
    if (encoding) headers['content-encoding'] = encoding;
    reply.raw.writeHead(200, headers);
    reply.raw.end(body);
  });
  fastify.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    const key = req.listCacheKey;
    const etag = reply.getHeader('etag');
    if (
      key &&
      reply.statusCode === 200 &&
      typeof etag === 'string' &&
      isPublicCacheControl(reply.getHeader('cache-control')) &&
      !reply.getHeader('content-encoding') &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      cache.put(key, Buffer.isBuffer(payload) ? payload : Buffer.from(payload), etag, /save-data/i.test(String(reply.getHeader('vary') ?? '')));
    }
    done(null, payload);
  });
  fastify.addHook('onClose', async () => cache.close());
}
