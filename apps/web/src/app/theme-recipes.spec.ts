import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES, system } from './theme';

const src = resolve(__dirname, '..');
const chakra = join(dirname(realpathSync(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'))), 'dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.spec\./.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The names the app imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's file for each export of its index (`export { X as Y } from './…'`, or a namespace imported then exported). */
function exportFiles(): Map<string, string> {
  const index = readFileSync(join(chakra, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]+)\}(?: from '(\.[^']+)')?/g)) {
    for (const part of m[1]!.split(',')) {
      const [local, exported = local] = part
        .trim()
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      const file = m[2] ?? namespaces.get(local!);
      if (file && exported) files.set(exported, join(chakra, file));
    }
  }
  return files;
}

/** Recipe keys a Chakra module and the component modules it imports ask for. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.includes('/components/')) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\s*\{\s*key:\s*"([A-Za-z]+)"/g)) keys.add(m[1]!);
  for (const m of code.matchAll(/from '(\.[^']+)'/g)) for (const k of recipeKeys(resolve(dirname(file), m[1]!), seen)) keys.add(k);
  return keys;
}

describe('the theme carries only the recipes the app uses', () => {
  it('has a recipe for every Chakra component the app imports', () => {
    const files = exportFiles();
    const needed = new Set<string>();
    for (const name of importedNames()) {
      const file = files.get(name);
      if (file) for (const key of recipeKeys(file)) needed.add(key);
    }
    expect(needed.size).toBeGreaterThan(10);
    // Some components ask for a recipe Chakra's default theme does not have either (Text asks for `text`): left out.
    const inDefault = new Set([...Object.keys(defaultRecipes), ...Object.keys(defaultSlotRecipes)]);
    const have = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    expect([...needed].filter((key) => inDefault.has(key) && !have.has(key)).sort()).toEqual([]);
    // And nothing kept that no imported component asks for.
    expect([...have].filter((key) => !needed.has(key)).sort()).toEqual([]);
  });

  it('builds them into the system', () => {
    for (const key of Object.keys(RECIPES)) expect(system.getRecipe(key), key).toBeDefined();
    for (const key of Object.keys(SLOT_RECIPES)) expect(system.getSlotRecipe(key), key).toBeDefined();
  });
});
