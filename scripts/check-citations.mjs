#!/usr/bin/env node
// Code comments and docs cite only what the repository holds (its docs, the OpenAPI document, the code): no
// section of a behaviour document kept outside it (".6") and no tracker issue number ("issue 27").
// Lists each citation found in the tracked files people write and exits 1 if there is any. Run by `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) =>
      /\.(ts|tsx|mjs|cjs|js|md)$/.test(f) && !/(^|\/)(node_modules|dist)\/|\/migrations\/|\.gen\.ts$|\/generated\/|^scripts\/check-citations\.mjs$/.test(f),
  );
const CITATION = /\b(?:[Ss]pec\s+)?00[01]\s+§\s?\d|\b[Ii]ssues?\s+#?\d+\b/;
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(resolve(root, file), 'utf8');
  } catch {
    continue;
  }
  text.split('\n').forEach((line, i) => {
    if (CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
  });
}
if (found.length) {
  console.error(`Citations of documents outside the repository (cite docs/, the OpenAPI document or the code instead):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`check-citations: ${files.length} files, no citation outside the repository`);
