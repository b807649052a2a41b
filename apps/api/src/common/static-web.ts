import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { answeredAsPreload } from './navigation-preload.js';

/** Hashed bundles (`/assets/*`): the name changes whenever the content does. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** HTML names the current bundles: always revalidated, so a deploy shows at once. */
export const HTML_CACHE_CONTROL = 'no-cache';
/** Unhashed root files (favicon, manifest, icons): an hour, then revalidated. */
export const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The prerendered pages (apps/web scripts/prerender.mjs): `{ "/": "landing.html", "/general-services": … }`.
 * `index.html` stays the plain SPA shell for every other route.
 */
export const PRERENDERED_MANIFEST = 'prerendered.json';

/** The prerendered pages of a build, by path; none when the build has no manifest (an older or a dev build). */
export function prerenderedPages(dist: string): Record<string, string> {
  try {
    const pages = JSON.parse(readFileSync(resolve(dist, PRERENDERED_MANIFEST), 'utf8')) as Record<string, string>;
    return Object.fromEntries(Object.entries(pages).filter(([path, file]) => path.startsWith('/') && !file.includes('..') && existsSync(resolve(dist, file))));
  } catch {
    return {};
  }
}

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

/**
 * The cache policy of a root file: HTML and the service worker (`/sw.js`, which browsers must see change at once,
 * docs/notifications.md) are revalidated every time; the rest is cached an hour. `path` may be the precompressed
 * sibling (`index.html.br`): what counts is the file it encodes.
 */
export function rootFileCacheControl(path: string): string {
  return /\.html(\.br|\.gz)?$/.test(path) || /(^|\/)sw\.js(\.br|\.gz)?$/.test(path) ? HTML_CACHE_CONTROL : ROOT_FILE_CACHE_CONTROL;
}

let serviceWorkerDevRevision = 0;

/**
 * Outside production (the dev API): makes `/sw.js` differ from the built file by one line, as a deploy would, so a
 * browser test sees a new version of the service worker without a rebuild. Returns the new revision.
 */
export function raiseServiceWorkerDevRevision(): number {
  return ++serviceWorkerDevRevision;
}

function rootFileHeaders(reply: FastifyReply, path: string) {
  void reply.header('cache-control', rootFileCacheControl(path));
}

/**
 * The built SPA: `/assets/*` (hashed, immutable, served by pattern so a rebuild under a running server is
 * picked up), the root files (short cache), the prerendered pages at their paths (`/` the landing; no-cache).
 * All served from their build-time `.br`/`.gz` siblings when the client accepts them. Other client-side routes
 * fall back to the plain `index.html` shell in the exception filter (no-cache), never to a prerendered page's
 * HTML (the landing's would flash the landing on /general-services).
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
    // Prerendered pages are served at their own paths only: under a file name they would hydrate as an unknown route.
    globIgnore: ['assets/**', '**/*.br', '**/*.gz', 'landing.html', 'prerendered/**', PRERENDERED_MANIFEST, 'drawn.json', 'sw.js'],
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: rootFileHeaders,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const pages = prerenderedPages(dist);
  pages['/'] ??= 'index.html';
  // The service worker (built by apps/web scripts/build.mjs), with the dev revision's line when one was raised.
  fastify.get('/sw.js', async (_req, reply) => {
    rootFileHeaders(reply, 'sw.js');
    if (!serviceWorkerDevRevision) return reply.sendFile('sw.js', dist, { cacheControl: false });
    const script = await readFile(resolve(dist, 'sw.js'), 'utf8');
    return reply.type('text/javascript; charset=utf-8').send(`${script}\nself.ojaDevRevision = ${serviceWorkerDevRevision};\n`);
  });
  for (const [path, file] of Object.entries(pages)) {
    fastify.get(path, (req, reply) => {
      if (answeredAsPreload(req, reply)) return reply;
      rootFileHeaders(reply, file);
      return reply.sendFile(file, dist, { cacheControl: false });
    });
  }
}
