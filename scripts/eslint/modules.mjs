// Helpers the oja rules share: where a file sits among the API's feature modules, and their source files.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The module folder name of a file under modulesDir, or null (a file at modules/ root or outside it). */
export function moduleOf(modulesDir, file) {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

/** The .ts source files below dir (specs and declarations left out); none when dir does not exist. */
export function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}
