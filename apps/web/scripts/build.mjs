#!/usr/bin/env node
// `pnpm build` of the SPA: the client bundle, the prerendered landing, the service worker and the precompressed files.
//
// The client is bundled twice. The first pass (in memory) finds every module the landing entry's static imports
// reach once tree-shaken; the second writes the build with those modules in one `core` chunk. By default the
// bundler makes one chunk per set of pages sharing a module: the landing then needed some forty files before
// it could run, each a round trip on a slow phone network.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { buildServiceWorker } from './service-worker.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const configFile = resolve(web, 'vite.config.ts');
/** What the prerendered pages' entry loads once the page is painted: everything their hydration needs. */
const landingHydrate = resolve(web, 'src/app/entry/prerendered-hydrate.tsx');
/** The frames of the signed-in areas: each with what it alone needs, in one chunk (see buildClient). */
const dashboardFrame = resolve(web, 'src/app/layouts/dashboard-layout.tsx');
const adminFrame = resolve(web, 'src/app/layouts/admin-layout.tsx');
/** The analytics pages' charts (lazy: a third of the app's code, which only those pages load). */
const weeklyCharts = resolve(web, 'src/features/analytics/components/weekly-charts.tsx');
/** The prerendered pages' entry, named in their HTML. */
const pagesEntry = resolve(web, 'src/app/entry/main-prerendered.tsx');

/** React and React DOM: the first of the core's chunks. */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
/** What Chakra builds on (Ark UI, Zag's machines, Emotion, Floating UI): the second. */
const UI_BASE =
  /\/node_modules\/(@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc\/helpers|stylis|proxy-compare|proxy-memoize|uqr|perfect-freehand|hoist-non-react-statics|react-is|@babel\/runtime)\//;
/** The app's Chakra system: its recipes and tokens, and createSystem, which runs as src/app/theme.ts is evaluated. */
const THEME = /\/node_modules\/@chakra-ui\/react\/dist\/esm\/(theme|preset)|\/src\/app\/theme\.ts$/;
/** Chakra's components and styled system: the third; the theme is the fourth. */
const UI = /\/node_modules\/@chakra-ui\//;

/** Modules of the chunk whose entry is `facade` and of every chunk it imports statically (pass one). */
function staticModules(output, facade) {
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const entry = [...chunks.values()].find((c) => c.facadeModuleId === facade);
  if (!entry) throw new Error(`build: no chunk of ${facade} in the first pass`);
  const seen = new Set();
  const walk = (chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) walk(chunks.get(file));
  };
  walk(entry);
  return new Set([...seen].flatMap((file) => chunks.get(file).moduleIds));
}

/** Modules in the chunks prerendered-hydrate.tsx imports statically (the landing page's own modules stay in its chunk). */
export function landingCoreModules(output) {
  const modules = staticModules(output, landingHydrate);
  // Also left out: Vite's preload helper, which the landing entry itself needs before the page is painted.
  for (const id of modules) if (id === landingHydrate || id.includes('/src/features/landing/') || id.startsWith('\0vite/')) modules.delete(id);
  return modules;
}

/**
 * Modules the prerendered pages' entry imports statically (the first page's draw, and what it shares with the app:
 * formatting, the answers it keeps), the entry itself left out: one chunk the page names beside the entry, instead of
 * a chain of small shared chunks fetched one after another before the list can be drawn.
 */
export function pagesEntryModules(output) {
  const modules = staticModules(output, pagesEntry);
  modules.delete(pagesEntry);
  return modules;
}

/** The client bundle in memory (pass one), then written with the landing's modules in one `core` chunk. */
export async function buildClient(extra = {}) {
  const first = await build({ configFile, logLevel: 'silent', build: { write: false, manifest: false } });
  const { output } = [first].flat()[0];
  const core = landingCoreModules(output);
  const pages = pagesEntryModules(output);
  // A frame's modules outside the core: by default some twenty-five chunks of 0.2–7 KB (Chakra's dialog, portal,
  // toaster, the avatar…), each a request after the core has run, on a network where a round trip is 150 ms.
  const frame = (facade) => new Set([...staticModules(output, facade)].filter((id) => !core.has(id) && !pages.has(id) && !id.startsWith('\0vite/')));
  const dashboard = frame(dashboardFrame);
  const admin = frame(adminFrame);
  return build({
    configFile,
    ...extra,
    build: {
      ...extra.build,
      rollupOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'prerendered-base', test: (id) => pages.has(id), priority: 5, includeDependenciesRecursively: false },
              // In five chunks, which the pages' entry evaluates one task at a time (src/app/entry/main-prerendered.tsx).
              { name: 'core-react', test: (id) => core.has(id) && REACT.test(id), priority: 4, includeDependenciesRecursively: false },
              { name: 'core-ui-base', test: (id) => core.has(id) && UI_BASE.test(id), priority: 3, includeDependenciesRecursively: false },
              { name: 'core-theme', test: (id) => core.has(id) && THEME.test(id), priority: 3, includeDependenciesRecursively: false },
              { name: 'core-ui', test: (id) => core.has(id) && UI.test(id), priority: 3, includeDependenciesRecursively: false },
              { name: 'core', test: (id) => core.has(id), priority: 2, includeDependenciesRecursively: false },
              // The other pages' icons (one small module each, vite.config.ts) together, not one chunk per page set.
              { name: 'icons', test: (id) => id.startsWith('\0virtual:oja-icon/'), priority: 1 },
              { name: 'dashboard-frame', test: (id) => dashboard.has(id), priority: 1 },
              { name: 'admin-frame', test: (id) => admin.has(id) && !dashboard.has(id), priority: 1 },
            ],
          },
        },
      },
    },
  });
}

/** The element of index.html naming each signed-in area's frame code, read by src/app/entry/early.ts. */
export const EARLY_CODE_ID = 'oja-early-code';

/**
 * Names in the SPA shell the code of each signed-in area's frame (its chunk and the chunks it imports that the shell
 * does not already load), for the early script to preload beside the core: without it the frame is asked for only
 * once the core has arrived and run, a second wait on a slow network. After the prerender, which must not carry it.
 */
export function nameFrameCode(output, dist) {
  const chunks = output.filter((o) => o.type === 'chunk');
  const file = resolve(dist, 'index.html');
  const html = readFileSync(file, 'utf8');
  const codeOf = (facade) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(facade));
    if (!chunk) throw new Error(`build: no chunk of ${facade}`);
    return [chunk.fileName, ...chunk.imports].filter((name) => !html.includes(`/${name}"`)).map((name) => `/${name}`);
  };
  const code = { dashboard: codeOf(dashboardFrame), admin: codeOf(adminFrame), charts: codeOf(weeklyCharts) };
  const block = `<script type="application/json" id="${EARLY_CODE_ID}">${JSON.stringify(code)}</script>`;
  writeFileSync(file, html.replace('</head>', `  ${block}\n  </head>`));
  return code;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { output } = [await buildClient()].flat()[0];
  for (const page of await prerender()) console.log(`prerendered ${page.path} → dist/${page.file} (${(page.bytes / 1024).toFixed(0)} KB)`);
  const frames = nameFrameCode(output, resolve(web, 'dist'));
  console.log(
    `frame code named for the early script: dashboard ${frames.dashboard.length} files, admin ${frames.admin.length}, analytics charts ${frames.charts.length}`,
  );
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  // After the prerender: the worker precaches the prerendered pages too.
  const sw = await buildServiceWorker(resolve(web, 'dist'));
  console.log(`service worker → dist/sw.js (${kb(sw.bytes)}), build ${sw.buildId}: precaches ${sw.entries} files, ${kb(sw.precached)} before compression`);
  const t = precompress(resolve(web, 'dist'));
  console.log(`precompressed ${t.files} files: ${kb(t.raw)} → br ${kb(t.br)}, gz ${kb(t.gz)} (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
}
