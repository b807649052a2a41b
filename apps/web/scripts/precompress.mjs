#!/usr/bin/env node
// Writes `.br` (Brotli 11) and `.gz` (gzip 9) beside every text file of the build, once, at build time:
// the server sends them as they are (@fastify/static `preCompressed`), spending no CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the encoded file and its header cost about what they save. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses every text file under `dist`; returns the totals (bytes) for the build log. */
export function precompress(dist) {
  const total = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const path of files(dist)) {
    if (statSync(path).size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A variant no smaller than the original is not worth a second file.
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
    total.files++;
    total.raw += raw.length;
    total.br += br.length;
    total.gz += gz.length;
  }
  return total;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist'));
  const t = precompress(dist);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`precompressed ${t.files} files: ${kb(t.raw)} → br ${kb(t.br)}, gz ${kb(t.gz)}`);
}
