#!/usr/bin/env node
// Build step after `vite build`: renders the public pages of PRERENDERED_PATHS to HTML (a Vite SSR build of
// src/app/entry/entry-prerender.tsx, run once here): dist/landing.html for `/`, dist/prerendered/<page>.html for the others,
// and dist/prerendered.json naming them for the server (apps/api common/static-web.ts). Each paints from HTML
// and inline CSS before any JavaScript runs, then src/app/entry/main-prerendered.tsx hydrates it. dist/index.html stays the
// plain SPA shell every other route falls back to (a landing-shaped fallback would flash the landing elsewhere).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(web, 'dist');
/**
 * The server bundle: the prerender below runs it once, and the API loads it to draw signed-in pages
 * (apps/api common/page-render.ts): outside dist/, which is served and precached.
 */
export const SERVER_OUT = resolve(web, 'dist-server');
const out = SERVER_OUT;
const ENTRY = 'src/app/entry/main-prerendered.tsx';
/** Imported by the entry once the page is painted (with its chunks, which Vite's import helper fetches in parallel). */
const HYDRATE = 'src/app/entry/prerendered-hydrate.tsx';

/** Between the page and the templates while their styles are hoisted together (an HTML comment React never writes). */
const TEMPLATE_SPLIT = '<!--oja-template-->';

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Where a prerendered path's HTML goes under dist/. */
export const htmlFileFor = (path) => (path === '/' ? 'landing.html' : `prerendered${path}.html`);

/** The entry's file and every chunk it imports statically (what the browser fetches before the page runs). */
function staticGraph(manifest, key) {
  const files = [];
  const walk = (k) => {
    const chunk = manifest[k];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk(key);
  return files;
}

export async function prerender() {
  await build({
    root: web,
    configFile: resolve(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: resolve(web, 'src/app/entry/entry-prerender.tsx'),
      outDir: out,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      // One file: the lazy pages inlined, so they share the one copy of React and the router.
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  const { renderPage, firstPageOf, hoistEmotionStyles, PRERENDERED_PATHS, PUBLIC_DRAWN_PATHS, TEMPLATES_ID } = await import(
    pathToFileURL(resolve(out, 'entry-prerender.js')).href
  );

  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
  // Only the pages' small entry (and the one chunk it imports) is named in the HTML: it draws a list page's first page
  // and fetches the app's code (React, the router, Chakra) once the page is painted, so nothing but the document (and
  // a list's first page) is downloaded before the first paint. Low priority: the document comes first on a slow link.
  const entry = manifest[ENTRY].file;
  if (!manifest[HYDRATE]) throw new Error(`prerender: ${HYDRATE} is not in the build`);
  const imports = staticGraph(manifest, ENTRY).filter((file) => file !== entry);
  const scripts = [
    `<script type="module" crossorigin fetchpriority="low" src="/${entry}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
  ].join('\n    ');
  // The app's code, for the entry to download ahead of hydration where hydration waits for the visitor (the landing).
  const code = staticGraph(manifest, HYDRATE)
    .map((file) => `/${file}`)
    .join(' ');
  const shell = readFileSync(resolve(dist, 'index.html'), 'utf8')
    // The shell's own entry and preloads give way to the pages'.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

  const pages = [];
  for (const path of PRERENDERED_PATHS) {
    // A list page also carries the templates its entry draws the first page from (src/app/entry/prerendered-lists.ts); their
    // styles join the page's in the head, and the API path of the list is preloaded from the head.
    const list = firstPageOf(path);
    const names = Object.keys(list?.templates ?? {});
    const parts = hoistEmotionStyles([await renderPage(path), ...Object.values(list?.templates ?? {})].join(TEMPLATE_SPLIT));
    const [body, ...templates] = parts.body.split(TEMPLATE_SPLIT);
    const head = list ? `${parts.head}\n    <link rel="preload" as="fetch" crossorigin href="${escapeAttribute(list.key)}">` : parts.head;
    const json = JSON.stringify(Object.fromEntries(names.map((name, i) => [name, templates[i]]))).replace(/</g, '\\u003c');
    const after = list ? `\n    <script type="application/json" id="${TEMPLATES_ID}">${json}</script>` : '';
    const listKey = list ? ` data-list="${escapeAttribute(list.key)}"` : '';
    const html = shell
      .replace('</head>', () => `    ${scripts}\n    ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}" data-code="${code}"${listKey}>${body}</div>${after}`);
    if (!html.includes('data-prerendered')) throw new Error('prerender: no <div id="root"></div> in dist/index.html');
    const file = htmlFileFor(path);
    mkdirSync(dirname(resolve(dist, file)), { recursive: true });
    writeFileSync(resolve(dist, file), html);
    pages.push({ path, file, bytes: html.length });
  }
  // The public pages the server draws for every visitor, with their answers (apps/api common/page-render.ts).
  writeFileSync(resolve(dist, 'drawn.json'), `${JSON.stringify({ public: PUBLIC_DRAWN_PATHS }, null, 2)}\n`);
  writeFileSync(resolve(dist, 'prerendered.json'), `${JSON.stringify(Object.fromEntries(pages.map((p) => [p.path, p.file])), null, 2)}\n`);
  return pages;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const page of await prerender()) console.log(`prerendered ${page.path} → dist/${page.file} (${(page.bytes / 1024).toFixed(0)} KB)`);
}
