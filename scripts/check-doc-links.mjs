#!/usr/bin/env node
// Lists the paths the docs cite that the repository does not hold, and exits 1 when there is one (run by
// `pnpm lint`). Docs: README.md, apps/*/README.md and docs/*.md. Cited paths:
//   - Markdown links `[text](target)` that are not URLs: resolved from the doc's folder, the file or folder must be
//     tracked; a `#heading` on a Markdown target must be one of its headings (GitHub's anchors).
//   - Paths in code spans and in the text: `a/b.ts`, `common/x.ts`, `docs/x.md`, a bare `x.spec.ts`. A code span
//     names a file relative to the part of the tree the doc is about, so it is found when a tracked path ends with
//     it (`common/x.ts` is `apps/api/src/common/x.ts`); a bare file name when a tracked file has that name.
// Not checked: URLs, routes (`/api/…`), globs and placeholders (`*`, `<name>`, `{id}`, `…`), and what a build or a
// run makes (dist/, dist-server/, node_modules/, .data/, .bench/, .env, test reports) and the files the product writes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && existsSync(join(root, f)));
const files = new Set(tracked);
const folders = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const names = new Set(tracked.map((f) => f.slice(f.lastIndexOf('/') + 1)));
const suffixes = new Set([...files, ...folders].flatMap((p) => p.split('/').map((_, i, parts) => parts.slice(i).join('/'))));

const docs = tracked.filter((f) => f === 'README.md' || /^apps\/[^/]+\/README\.md$/.test(f) || /^docs\/[^/]+\.md$/.test(f));

const EXT = 'ts|tsx|js|mjs|cjs|json|md|yml|yaml|sql|sh|html|css|conf';
/** A path-like word: folders and a file with a known extension, or a folder of the tree's top level. */
const PATHISH = new RegExp(`^(?:\\.{1,2}/)?(?:[\\w@.+-]+/)*[\\w@.+-]+\\.(?:${EXT})$|^(?:apps|packages|docs|scripts|\\.ci)(?:/[\\w@.+-]+)*/?$`);
/** What a build, an install or a run makes: cited as commands and places, never held by the repository. */
const MADE = /(^|\/)(dist|dist-server|node_modules|\.data|\.bench|test-results|playwright-report|coverage)(\/|$)|(^|\/)\.env$/;
/** Files the product writes, named in the docs as what a user gets (the data export's ZIP holds `data.json`). */
const PRODUCT_FILES = new Set(['data.json']);
const PLACEHOLDER = /[*<>{}…$|\s]|^\//;

/** GitHub's anchors for a Markdown file's headings. */
const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    let fenced = false;
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) fenced = !fenced;
      const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!m) continue;
      const base = m[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n ? `${base}-${n}` : base);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

const problems = [];

function checkLink(doc, lineNo, target) {
  const [path, anchor] = target.split('#');
  const file = path ? normalize(join(dirname(doc), decodeURI(path))).replace(/\/$/, '') : doc;
  if (MADE.test(file)) return;
  if (!files.has(file) && !folders.has(file)) return problems.push(`${doc}:${lineNo}: link to ${target}: no such file in the repository`);
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor.toLowerCase()))
    problems.push(`${doc}:${lineNo}: link to ${target}: no such heading in ${file}`);
}

function checkPath(doc, lineNo, word) {
  const path = word.replace(/[#:].*$/, '').replace(/[.,;)]+$/, '');
  if (!path || PLACEHOLDER.test(path) || !PATHISH.test(path) || MADE.test(path) || PRODUCT_FILES.has(path)) return;
  const clean = path.replace(/^(\.\/)+/, '').replace(/\/$/, '');
  const fromDoc = relative(root, resolve(root, dirname(doc), clean));
  const found = clean.includes('/')
    ? files.has(fromDoc) || folders.has(fromDoc) || suffixes.has(clean.replace(/^(\.\.\/)+/, ''))
    : names.has(clean) || folders.has(clean);
  if (!found) problems.push(`${doc}:${lineNo}: ${path}: no such file in the repository`);
}

for (const doc of docs) {
  let fenced = false;
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const lineNo = i + 1;
      if (/^\s*```/.test(raw)) return void (fenced = !fenced);
      let line = raw;
      // Links first (their targets are resolved from the doc's folder), then URLs out of the way.
      line = line.replace(/\]\(([^)\s]+)\)/g, (_, target) => {
        if (!/^[a-z][a-z+.-]*:/i.test(target)) checkLink(doc, lineNo, target);
        return ']';
      });
      line = line.replace(/[a-z][a-z+.-]*:\/\/[^\s)`]+/gi, ' ');
      if (fenced) {
        // Code blocks: only paths that name a top-level folder of the tree (the layout sketches).
        for (const word of line.split(/\s+/)) if (/^(apps|packages|docs|scripts|\.ci)\//.test(word)) checkPath(doc, lineNo, word);
        return;
      }
      const spans = [];
      line = line.replace(/`([^`]+)`/g, (_, code) => (spans.push(code), ' '));
      for (const code of spans) for (const word of code.split(/\s+/)) checkPath(doc, lineNo, word);
      // Text outside code: words with a folder in them (a bare name there is too often a word, "Node.js").
      for (const word of line.split(/[\s(),;"']+/)) if (word.includes('/')) checkPath(doc, lineNo, word);
    });
}

if (problems.length) {
  console.error(`Docs cite ${problems.length} path(s) the repository does not hold:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-doc-links: ${docs.length} docs, every cited path is in the repository.`);
