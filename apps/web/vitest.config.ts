import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
      environment: 'node',
      // Modules shared by the files are evaluated once per worker, not once per file: 14 s of CPU down to 5 s.
      isolate: false,
      // A test that renders the whole app takes ≈ 1 s alone and 6 s with both cores full (a browser lane beside it).
      testTimeout: 20_000,
    },
  }),
);
