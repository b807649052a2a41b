// One lint configuration for the workspace: typescript-eslint's recommended rules, React hooks rules for the SPA,
// and the API's layer rules (docs/developing.md, "Layers"): no import cycles between files
// (import-x/no-cycle) nor between feature modules (oja/no-module-cycle), and platform code (common, config,
// database, queue, outbox) imports nothing from modules/ (import-x/no-restricted-paths).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import oja from './scripts/eslint/plugin.mjs';

const PLATFORM = ['common', 'config', 'database', 'queue', 'outbox'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'apps/web/test-results/**', 'apps/web/playwright-report/**', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-useless-assignment': 'off',
      // Browser dialogs are not how Oja talks to people (Chakra toasts and dialogs are).
      'no-restricted-globals': ['error', { name: 'alert', message: 'Use a Chakra toast or dialog.' }, { name: 'confirm', message: 'Use a Chakra dialog.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'alert' }, { object: 'window', property: 'confirm' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Layer rules for the API. The TypeScript resolver follows `./x.js` imports to `./x.ts`.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX, oja },
    settings: {
      // import-x must parse the imported .ts files too, or no-cycle cannot follow them.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' })],
    },
    rules: {
      // `import type` does not count (it is erased); a value import cycle fails the lint.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'oja/no-module-cycle': ['error', { modulesDir: 'apps/api/src/modules' }],
      // Platform code imports nothing from modules/, type-only imports included.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: PLATFORM.map((dir) => ({
            target: `./apps/api/src/${dir}`,
            from: './apps/api/src/modules',
            message: 'Platform code (common, config, database, queue, outbox) may not import from modules/.',
          })),
        },
      ],
    },
  },
);
