import { existsSync } from 'node:fs';
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

export default defineConfig({
  plugins: [sharedSourceJsToTs(), react()],
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
    rollupOptions: {
      // packages/shared has no side effects: let unused machines (and xstate) drop out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(sharedSrc) },
    },
  },
});
