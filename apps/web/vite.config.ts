import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const sharedSrc = resolve(here, '../../packages/shared/src');

/**
 * packages/shared is written for Node (imports end in `.js`); let Vite compile its TypeScript
 * source directly by resolving `./x.js` to `./x.ts` for importers inside packages/shared/src.
 */
function sharedSourceJsToTs(): Plugin {
  return {
    name: 'oja-shared-js-to-ts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
      if (!resolve(importer).startsWith(sharedSrc)) return null;
      const candidate = resolve(dirname(importer), source.replace(/\.js$/, '.ts'));
      return existsSync(candidate) ? candidate : null;
    },
  };
}

/**
 * Chakra's theme module builds its default config with a plain call, which the bundler must keep (a call may have
 * effects), and that config holds all ~75 recipes. Marked pure, it drops out: src/app/theme.ts takes only the
 * recipes the app uses, so the others leave the bundle (about 100 KB before minifying).
 */
function chakraThemePure(): Plugin {
  const call = 'const defaultThemeConfig = defineConfig(';
  return {
    name: 'oja-chakra-theme-pure',
    transform(code, id) {
      if (!id.includes('/@chakra-ui/react/dist/esm/theme/index.js')) return null;
      if (!code.includes(call)) {
        this.warn('Chakra theme module changed: its default config is no longer marked pure');
        return null;
      }
      return { code: code.replace(call, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig('), map: null };
    },
  };
}

/**
 * react-icons ships each set as one module of ~1,500 icons: the bundler can drop the unused ones, but a module
 * lives in one chunk, so every page got every icon any page uses. Each icon imported by our source becomes its
 * own small module instead, and lands in the chunk of the pages that draw it.
 */
function iconPerModule(): Plugin {
  const VIRTUAL = 'virtual:oja-icon/';
  const sets = new Map<string, Map<string, string>>();
  const iconsOf = (set: string) => {
    if (!sets.has(set)) {
      const file = createRequire(import.meta.url)
        .resolve(`react-icons/${set}`)
        .replace(/index\.js$/, 'index.mjs');
      const icons = new Map<string, string>();
      for (const m of readFileSync(file, 'utf8').matchAll(/^export function (\w+) \(props\) \{\n {2}return GenIcon\((.*)\)\(props\);\n\};$/gm))
        icons.set(m[1]!, m[2]!);
      sets.set(set, icons);
    }
    return sets.get(set)!;
  };
  return {
    name: 'oja-icon-per-module',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(resolve(here, 'src')) || !code.includes("from 'react-icons/")) return null;
      const out = code.replace(/import\s*\{([^}]+)\}\s*from\s*'react-icons\/(\w+)';?/g, (_all, names: string, set: string) =>
        names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const [imported, local = imported] = n.split(/\s+as\s+/);
            return `import { ${imported} as ${local} } from '${VIRTUAL}${set}/${imported}';`;
          })
          .join(' '),
      );
      return { code: out, map: null };
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [set, name] = id.slice(VIRTUAL.length + 1).split('/') as [string, string];
      const tree = iconsOf(set).get(name);
      if (!tree) this.error(`react-icons/${set} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\nexport function ${name}(props) { return GenIcon(${tree})(props); }\n`;
    },
  };
}

const prerenderedEntry = resolve(here, 'src/app/entry/main-prerendered.tsx');

/**
 * The SPA shell's early script (src/app/entry/early.ts): its own entry, named first in index.html, so it asks for the
 * page's answers one round trip after the HTML while the app's code is still downloading. scripts/prerender.mjs
 * strips it from the prerendered pages with the shell's other scripts.
 */
function earlyEntry(): Plugin {
  return {
    name: 'oja-early-entry',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (ctx.bundle && !chunk) throw new Error('oja-early-entry: no `early` entry chunk in the build');
        // It must run one round trip after the HTML: a static import (the plan's module pulled into a shared chunk)
        // would make it wait for the app's code it exists to run ahead of.
        if (chunk?.type === 'chunk' && chunk.imports.length)
          throw new Error(
            `oja-early-entry: the early script imports ${chunk.imports.join(', ')}; it must stand alone (src/config/early-data.ts imports nothing, and only early.ts and the server bundle import it)`,
          );
        const src = chunk ? `/${chunk.fileName}` : '/src/app/entry/early.ts';
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: !!chunk, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}

const appEntry = resolve(here, 'src/app/entry/main-app.tsx');

/**
 * The SPA shell's app code (src/app/entry/main-app.tsx), which its entry imports once a drawn page has been painted
 * (src/app/entry/main.tsx): preloaded from index.html, as a static import's chunks would be, so it downloads while the
 * HTML is parsed and painted rather than after. In the order the chunks import each other, the app's own chunk last.
 */
function appPreloads(): Plugin {
  return {
    name: 'oja-app-preloads',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return [];
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId === appEntry);
        if (!app) throw new Error('oja-app-preloads: no chunk of src/app/entry/main-app.tsx in the build');
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (files.includes(fileName)) return;
          files.push(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
        };
        for (const imported of app.imports) visit(imported);
        files.push(app.fileName);
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [sharedSourceJsToTs(), iconPerModule(), chakraThemePure(), react(), earlyEntry(), appPreloads()],
  resolve: {
    alias: {
      '@oja/shared': resolve(sharedSrc, 'index.ts'),
      '@': resolve(here, 'src'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/log-error': 'http://localhost:3000',
    },
  },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // scripts/prerender.mjs reads which files the landing entry needs (scripts/build.mjs groups them into one chunk).
    manifest: !isSsrBuild,
    rollupOptions: {
      // Three entries: the SPA shell (index.html), its early script (earlyEntry above) and the prerendered pages'
      // (scripts/prerender.mjs writes their HTML).
      input: isSsrBuild ? undefined : { index: resolve(here, 'index.html'), early: resolve(here, 'src/app/entry/early.ts'), prerendered: prerenderedEntry },
      // packages/shared has no side effects: let unused machines (and xstate) drop out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(sharedSrc) },
    },
  },
  // The prerender bundle is one self-contained file run once by Node at build time.
  ssr: { noExternal: true },
}));
