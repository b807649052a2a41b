import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';

/** Hashed bundles (`/assets/*`): the name changes whenever the content does. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** HTML names the current bundles: always revalidated, so a deploy shows at once. */
export const HTML_CACHE_CONTROL = 'no-cache';
/** Unhashed root files (favicon, manifest, icons): an hour, then revalidated. */
export const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The prerendered landing page (apps/web scripts/prerender.mjs); `index.html` stays the plain SPA shell for every other route. */
export const LANDING_HTML = 'landing.html';

/**
 * On-the-fly Brotli/gzip for dynamic answers (JSON) of 1 KB or more. Registered before any route: the plugin
 * adds its onSend hook per route, after the app's own onSend hooks, so ETags (http-cache) are computed on the
 * uncompressed body and a 304 (empty) is never compressed. Request bodies are not decompressed (the JSON
 * guards see what was sent). Static files arrive precompressed (`Content-Encoding` set) and are left alone.
 */
export async function registerCompression(app: NestFastifyApplication) {
  await app.register(compress as never, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4: most of Brotli's gain on JSON at gzip-like CPU cost (11 is for build-time files only).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/** `path` may be the precompressed sibling (`index.html.br`): what counts is the file it encodes. */
function rootFileHeaders(reply: FastifyReply, path: string) {
  void reply.header('cache-control', /\.html(\.br|\.gz)?$/.test(path) ? HTML_CACHE_CONTROL : ROOT_FILE_CACHE_CONTROL);
}

/**
 * The built SPA: `/assets/*` (hashed, immutable, served by pattern so a rebuild under a running server is
 * picked up), the root files (short cache), `/` as the prerendered landing (no-cache). All served from their
 * build-time `.br`/`.gz` siblings when the client accepts them. Client-side routes fall back to the plain
 * `index.html` shell in the exception filter (no-cache), never to the landing's HTML (it would flash the landing).
 */
export async function registerStaticWeb(app: NestFastifyApplication, dist: string) {
  await app.register(fastifyStatic as never, {
    root: resolve(dist, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
  });
  await app.register(fastifyStatic as never, {
    root: dist,
    prefix: '/',
    // The root files are few and fixed: one route each (the assets have their own registration above).
    wildcard: false,
    // The landing's HTML is served at `/` only: under its own name it would hydrate as an unknown route.
    globIgnore: ['assets/**', '**/*.br', '**/*.gz', LANDING_HTML],
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: rootFileHeaders,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const landing = existsSync(resolve(dist, LANDING_HTML)) ? LANDING_HTML : 'index.html';
  fastify.get('/', (_req, reply) => {
    rootFileHeaders(reply, landing);
    return reply.sendFile(basename(landing), dist, { cacheControl: false });
  });
}
