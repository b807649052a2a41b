import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
      environment: 'node',
    },
  }),
);
