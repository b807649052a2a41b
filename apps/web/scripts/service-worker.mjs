// The service worker's build (docs/offline.md): its precache manifest from the finished dist folder, then
// src/service-worker/sw.ts bundled with the Workbox modules it uses into one file, dist/sw.js.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles left out of the precache: the maps (riders, couriers) and the analytics charts, a third of the app's
 * code, which most visitors never open. A page that uses one keeps it in the worker's runtime cache.
 */
const NOT_PRECACHED = /^assets\/(ride-map|weekly-charts)-[\w-]+\.js$/;
/** Root files precached with the app (the icons a standalone window shows). */
const ROOT_FILES = /^(index\.html|manifest\.webmanifest|favicon\.svg|default-avatar\.svg|icon-192\.png|apple-touch-icon\.png)$/;

const md5 = (data) => createHash('md5').update(data).digest('hex');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * The precache manifest of a built dist folder: every hashed script and stylesheet (the name is the revision) but
 * NOT_PRECACHED, the root files and the SPA shell with a revision (their content's hash), and each prerendered page
 * at the path it is served at.
 */
export function precacheManifest(dist) {
  const entries = [];
  let bytes = 0;
  for (const path of files(dist)) {
    const rel = relative(dist, path).split('\\').join('/');
    const hashed = /^assets\/.+\.(js|css)$/.test(rel) && !NOT_PRECACHED.test(rel);
    if (!hashed && !ROOT_FILES.test(rel)) continue;
    const data = readFileSync(path);
    bytes += data.length;
    entries.push({ url: `/${rel}`, revision: hashed ? null : md5(data) });
  }
  const manifestFile = resolve(dist, 'prerendered.json');
  const pages = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  for (const [url, file] of Object.entries(pages)) {
    const data = readFileSync(resolve(dist, file));
    bytes += data.length;
    entries.push({ url, revision: md5(data) });
  }
  entries.sort((a, b) => a.url.localeCompare(b.url));
  return { entries, prerendered: Object.keys(pages), bytes };
}

/** The public paths the build says the server draws (scripts/prerender.mjs writes dist/drawn.json). */
function publicDrawn(dist) {
  try {
    return JSON.parse(readFileSync(resolve(dist, 'drawn.json'), 'utf8')).public ?? [];
  } catch {
    return [];
  }
}

/** Writes dist/sw.js; returns its size and what it precaches. */
export async function buildServiceWorker(dist = resolve(web, 'dist')) {
  const { entries, prerendered, bytes: precached } = precacheManifest(dist);
  const buildId = md5(JSON.stringify(entries)).slice(0, 12);
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __OJA_PRECACHE__: JSON.stringify(entries),
      __OJA_PRERENDERED__: JSON.stringify(prerendered),
      // The public pages the server draws (dist/drawn.json, written by the prerender): asked of the network first.
      __OJA_DRAWN__: JSON.stringify(publicDrawn(dist)),
      __OJA_BUILD__: JSON.stringify(buildId),
      // Workbox's development logging drops out.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2020',
      rollupOptions: {
        input: resolve(web, 'src/service-worker/sw.ts'),
        output: { format: 'iife', entryFileNames: 'sw.js', codeSplitting: false },
      },
    },
  });
  const bytes = readFileSync(resolve(dist, 'sw.js')).length;
  return { bytes, entries: entries.length, precached, buildId };
}
