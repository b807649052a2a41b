#!/usr/bin/env node
// Build step after `vite build`: renders the landing page to HTML (a Vite SSR build of src/entry-prerender.tsx,
// run once here) and writes dist/landing.html, served at `/`: the page paints from HTML and inline CSS before
// any JavaScript runs, then src/main-landing.tsx hydrates it. dist/index.html stays the plain SPA shell that
// every other route falls back to (a landing-shaped fallback would flash the landing on /general-services).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(web, 'dist');
const out = resolve(web, 'node_modules/.cache/oja-prerender');
const LANDING_ENTRY = 'src/main-landing.tsx';
/** Imported by the entry once the page is painted (with its chunks, which Vite's import helper fetches in parallel). */
const LANDING_HYDRATE = 'src/landing-hydrate.tsx';

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

/**
 * Emotion writes a `<style data-emotion>` before each element it styles (duplicates across components):
 * they move to the head, deduplicated, as one sheet of the `css` cache plus one tag per global style,
 * the shape emotion's client cache adopts at start-up instead of inserting the rules again.
 */
export function hoistEmotionStyles(html) {
  const globals = [];
  const names = [];
  const rules = [];
  const seen = new Set();
  const body = html.replace(/<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g, (_, key, css) => {
    const [cacheKey, ...ids] = key.split(' ');
    if (cacheKey.endsWith('-global')) {
      if (!seen.has(key)) globals.push(`<style data-emotion="${key}">${css}</style>`);
      seen.add(key);
      return '';
    }
    const fresh = ids.filter((id) => !seen.has(`${cacheKey} ${id}`));
    if (fresh.length === ids.length) {
      for (const id of ids) seen.add(`${cacheKey} ${id}`);
      names.push(...ids);
      rules.push(css);
    } else if (fresh.length) {
      throw new Error(`prerender: emotion tag with partly seen names (${key}); cannot deduplicate safely`);
    }
    return '';
  });
  const sheet = names.length ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return { body, head: globals.join('') + sheet };
}

export async function prerender() {
  await build({
    root: web,
    configFile: resolve(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: resolve(web, 'src/entry-prerender.tsx'), outDir: out, emptyOutDir: true, copyPublicDir: false, minify: false },
  });
  const { renderLanding } = await import(`${pathToFileURL(resolve(out, 'entry-prerender.js')).href}?t=${Date.now()}`);
  const { body, head } = hoistEmotionStyles(renderLanding());

  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
  // Only the landing's small entry is named in the HTML: it fetches the app's code (React, the router, Chakra) once
  // the page is painted, so nothing but the document is downloaded before the first paint. Low priority: it only
  // takes the page over and must not compete with the document for a slow link.
  const entry = manifest[LANDING_ENTRY].file;
  const hydrate = staticGraph(manifest, LANDING_HYDRATE).filter((file) => file !== entry);
  const scripts = `<script type="module" crossorigin fetchpriority="low" src="/${entry}"></script>`;
  const shell = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const html = shell
    // The shell's own entry and preloads give way to the landing's.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `    ${scripts}\n    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
  if (!html.includes('data-prerendered')) throw new Error('prerender: no <div id="root"></div> in dist/index.html');
  writeFileSync(resolve(dist, 'landing.html'), html);
  return { bytes: html.length, chunks: hydrate.length + 1 };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { bytes, chunks } = await prerender();
  console.log(`prerendered / → dist/landing.html (${(bytes / 1024).toFixed(0)} KB, ${chunks} script files)`);
}
