// oja/no-module-cycle: no import cycles between the API's feature modules (apps/api/src/modules/<name>/).
// import-x/no-cycle sees cycles between files; this rule sees them between module folders, where a cycle
// (payments -> service-marketplace -> payments) is a layering error even when no single file cycle exists.
// Type-only imports (`import type`, `{ type X }`) do not count: entity relations may name each other's types.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { moduleOf, walk } from './modules.mjs';

const IMPORT_RE = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([\w*{}\s,$]*?)\s*from\s*['"](\.[^'"]+)['"]/g;
const SIDE_EFFECT_RE = /(?:^|[\n;])\s*import\s*['"](\.[^'"]+)['"]/g;

function allTypes(clause) {
  const braces = clause.match(/\{([\s\S]*)\}/);
  if (!braces) return false;
  const beforeBraces = clause.slice(0, clause.indexOf('{')).replace(/,/g, '').trim();
  if (beforeBraces) return false; // a default or namespace import next to the braces is a value
  const names = braces[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

const graphs = new Map();
/** module -> Set of modules it imports values from, read from the files on disk (once per lint run). */
function graphFor(modulesDir) {
  let g = graphs.get(modulesDir);
  if (g) return g;
  g = new Map();
  for (const file of walk(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    if (!from) continue;
    const src = readFileSync(file, 'utf8');
    const targets = [];
    for (const m of src.matchAll(IMPORT_RE)) if (!m[2] && !allTypes(m[3])) targets.push(m[4]);
    for (const m of src.matchAll(SIDE_EFFECT_RE)) targets.push(m[1]);
    for (const spec of targets) {
      const to = moduleOf(modulesDir, resolve(dirname(file), spec));
      if (!to || to === from) continue;
      if (!g.has(from)) g.set(from, new Set());
      g.get(from).add(to);
    }
  }
  graphs.set(modulesDir, g);
  return g;
}

/** A path start -> ... -> goal in g, or null. */
function pathTo(g, start, goal) {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let n = at; n !== null; n = prev.get(n)) path.unshift(n);
      return path;
    }
    for (const next of g.get(at) ?? []) if (!prev.has(next)) (prev.set(next, at), queue.push(next));
  }
  return null;
}

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between feature module folders' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, required: ['modulesDir'], additionalProperties: false }],
    messages: { cycle: 'Module cycle: {{path}}. Move the shared part down a layer, or import types only.' },
  },
  create(context) {
    const modulesDir = resolve(context.cwd, context.options[0].modulesDir);
    const here = moduleOf(modulesDir, context.filename);
    if (!here) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.specifiers?.length && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')) return;
      const there = moduleOf(modulesDir, resolve(dirname(context.filename), node.source.value));
      if (!there || there === here) return;
      const back = pathTo(graphFor(modulesDir), there, here);
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { path: [here, ...back].join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default noModuleCycle;
