#!/usr/bin/env node
// Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown, the defaults) in Debian's Chromium, three runs per page,
// medians. `node scripts/bench/lighthouse.mjs http://127.0.0.1:3000 [/path …]` prints a table; scripts/bench.mjs
// calls runLighthouse(). Scores move ±3 between runs and with the machine's load: compare medians, note the load.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
// chrome-launcher comes with lighthouse (not a dependency of the workspace itself).
const lighthouseDir = dirname(require.resolve('lighthouse/package.json'));
const chromeLauncher = await import(pathToFileURL(createRequire(join(lighthouseDir, 'package.json')).resolve('chrome-launcher')).href);
const { default: lighthouse } = await import('lighthouse');

export const DEFAULT_PATHS = ['/', '/general-services', '/service-apartments'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** The scripts the page requested (Lighthouse's network records), in request order; `initial`: before its load event. */
function scriptsOf(lhr) {
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0, initial: (r.networkRequestTime ?? r.startTime ?? 0) <= load }));
}

/** Gzip (level 6, as a server would) of each script's uncompressed body, fetched once. */
async function gzippedBytes(urls, cache) {
  let total = 0;
  for (const url of urls) {
    if (!cache.has(url)) {
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      cache.set(url, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 6 }).length);
    }
    total += cache.get(url);
  }
  return total;
}

function summarize(lhr) {
  const a = lhr.audits;
  const all = scriptsOf(lhr);
  const scripts = all.filter((r) => r.initial);
  return {
    performance: lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    accessibility: lhr.categories.accessibility?.score == null ? null : Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: a['largest-contentful-paint']?.numericValue ?? null,
    fcpMs: a['first-contentful-paint']?.numericValue ?? null,
    tbtMs: a['total-blocking-time']?.numericValue ?? null,
    cls: a['cumulative-layout-shift']?.numericValue ?? null,
    speedIndexMs: a['speed-index']?.numericValue ?? null,
    transferBytes: a['total-byte-weight']?.numericValue ?? null,
    requests: a['network-requests']?.details?.items?.length ?? null,
    initialJsFiles: scripts.length,
    initialJsTransferBytes: scripts.reduce((s, r) => s + r.transferSize, 0),
    scripts: scripts.map((s) => s.url),
    allScripts: all.map((s) => s.url),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * Runs Lighthouse `runs` times on each path of `baseUrl` and returns `{ [path]: medians }`: performance and
 * accessibility scores, LCP, FCP, TBT (ms; also as `lcp`, `fcp`, `tbt`), CLS, total transfer bytes, the gzipped
 * bytes of the scripts requested before load (`initialJsGzipBytes`) and of all scripts the visit ran
 * (`jsGzipBytes`); `runs` keeps every run's figures.
 */
export async function runLighthouse(baseUrl, paths = DEFAULT_PATHS, { runs = 3, log = () => {} } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'oja-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const gzCache = new Map();
  const results = {};
  try {
    for (const path of paths) {
      const url = new URL(path, baseUrl).href;
      const each = [];
      for (let i = 0; i < runs; i++) {
        const load = loadavg()[0];
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        const run = summarize(lhr);
        run.initialJsGzipBytes = await gzippedBytes(run.scripts, gzCache);
        // Everything the visit ran, also what came after load (the landing hydrates once painted).
        run.jsGzipBytes = await gzippedBytes(run.allScripts, gzCache);
        run.loadAverage = load;
        each.push(run);
        log(
          `${path} run ${i + 1}/${runs}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms (load average ${load.toFixed(2)})${run.runtimeError ? `; Lighthouse: ${run.runtimeError}` : ''}`,
        );
      }
      const m = (key) => median(each.map((r) => r[key]));
      results[path] = {
        path,
        url,
        performance: m('performance'),
        accessibility: m('accessibility'),
        lcpMs: m('lcpMs'),
        fcpMs: m('fcpMs'),
        tbtMs: m('tbtMs'),
        cls: m('cls'),
        speedIndexMs: m('speedIndexMs'),
        transferBytes: m('transferBytes'),
        requests: m('requests'),
        initialJsFiles: m('initialJsFiles'),
        initialJsGzipBytes: m('initialJsGzipBytes'),
        initialJsTransferBytes: m('initialJsTransferBytes'),
        jsGzipBytes: m('jsGzipBytes'),
        runs: each,
      };
      // Short names as scripts/bench.mjs reads them.
      Object.assign(results[path], { lcp: results[path].lcpMs, fcp: results[path].fcpMs, tbt: results[path].tbtMs });
    }
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}

/** The results as a fixed-width table. */
export function formatLighthouseTable(results) {
  const kb = (n) => (n == null ? '-' : `${(n / 1024).toFixed(0)} KB`);
  const ms = (n) => (n == null ? '-' : `${(n / 1000).toFixed(2)} s`);
  const rows = [['page', 'perf', 'a11y', 'LCP', 'FCP', 'TBT', 'CLS', 'weight', 'JS before load (gz)', 'files', 'all JS (gz)']];
  for (const r of Object.values(results)) {
    rows.push([
      r.path,
      String(r.performance ?? '-'),
      String(r.accessibility ?? '-'),
      ms(r.lcpMs),
      ms(r.fcpMs),
      r.tbtMs == null ? '-' : `${Math.round(r.tbtMs)} ms`,
      r.cls == null ? '-' : r.cls.toFixed(3),
      kb(r.transferBytes),
      kb(r.initialJsGzipBytes),
      String(r.initialJsFiles ?? '-'),
      kb(r.jsGzipBytes),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2);
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const results = await runLighthouse(baseUrl, rest.length ? rest : DEFAULT_PATHS, { runs, log: (line) => console.error(line) });
  console.log(`Lighthouse mobile, median of ${runs} run(s) per page, ${baseUrl}`);
  console.log(formatLighthouseTable(results));
  if (process.env.LIGHTHOUSE_JSON) console.log(JSON.stringify(results, null, 2));
}
