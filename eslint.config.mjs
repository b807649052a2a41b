// One lint configuration for the workspace: typescript-eslint's recommended rules, React hooks rules for the SPA,
// and the layer rules (docs/developing.md, "Layers"). API: no import cycles between files (import-x/no-cycle)
// nor between feature modules (oja/no-module-cycle), platform code (common, config, database, queue, outbox)
// imports nothing from modules/ (import-x/no-restricted-paths), and no module imports or names another module's
// entities (oja/no-foreign-entity). SPA: features never import each other, shared code never imports a feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import oja from './scripts/eslint/plugin.mjs';

// Paths below are resolved from here, so a package's own `pnpm lint` (cwd apps/web) sees the same layers.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const PLATFORM = ['common', 'config', 'database', 'queue', 'outbox'];

// The SPA's layers (bulletproof-react): src/features/<area> imports no other feature; shared code (every folder
// and file in src but features/ and app/) imports no feature; app/ (with the entries, app/entry/) composes them.
const WEB_SRC = resolve(ROOT, 'apps/web/src');
const WEB_FEATURES = readdirSync(resolve(WEB_SRC, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const WEB_SHARED = readdirSync(WEB_SRC).filter((name) => name !== 'app' && name !== 'features');

// Crossings of oja/no-foreign-entity that remain (file → another module's entity it imports or names), each
// with why it stays. The rule reports an entry that no longer matches its file, so this list only shrinks:
// never add to it.
/** Why each remaining crossing stays. */
const FOREIGN_KEY = 'a foreign key the database keeps (the relation and its @JoinColumn); dropping it is a schema change';
const INVERSE_OF_FOREIGN_KEY = 'the inverse side of vendors.user_id: the principal, login and admin user list join u.vendor in one query';
const PRINCIPAL_QUERY =
  "one query on every authenticated request reads the user, its vendor and the token's revocation (CompiledSelect); a port would add a round trip per request";
const ADMIN_PRINCIPAL =
  "admin-auth imports AuthModule (TokenService), so auth cannot import admin-auth's port without a module cycle: the admin principal is read by entity name";
const BOOKING_READ =
  "one round trip: a booking request's single query (CompiledSelect) reads the listing, its host vendor and user, the held dates and the next booking id";
const FOREIGN_ENTITY_ALLOW = [
  { file: 'apps/api/src/modules/apartments/create-apartment-booking.ts', entity: 'Vendor', reason: BOOKING_READ },
  { file: 'apps/api/src/modules/apartments/entities/apartment-booking.entity.ts', entity: 'User', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/apartments/entities/apartment-booking.entity.ts', entity: 'Vendor', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/apartments/entities/apartment-listing.entity.ts', entity: 'Vendor', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/attachments/entities/attachment.entity.ts', entity: 'User', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/auth/jwt.strategy.ts', entity: 'Admin', reason: ADMIN_PRINCIPAL },
  { file: 'apps/api/src/modules/auth/jwt.strategy.ts', entity: 'User', reason: PRINCIPAL_QUERY },
  { file: 'apps/api/src/modules/compliance/entities/vendor-document.entity.ts', entity: 'Vendor', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/kyc/entities/kyc-verification.entity.ts', entity: 'Vendor', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/kyc/entities/kyc-verification.entity.ts', entity: 'VendorDocument', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/maintenance/entities/maintenance-request.entity.ts', entity: 'User', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/maintenance/entities/maintenance-request.entity.ts', entity: 'Vendor', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/notifications/entities/admin-notification.entity.ts', entity: 'Admin', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/photos/entities/photo.entity.ts', entity: 'Vendor', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/reviews/entities/review.entity.ts', entity: 'User', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/service-marketplace/entities/service-order.entity.ts', entity: 'User', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/service-marketplace/entities/service-vendor.entity.ts', entity: 'Vendor', reason: FOREIGN_KEY },
  { file: 'apps/api/src/modules/users/entities/user.entity.ts', entity: 'Vendor', reason: INVERSE_OF_FOREIGN_KEY },
  { file: 'apps/api/src/modules/vendors/entities/vendor.entity.ts', entity: 'User', reason: FOREIGN_KEY },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
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
    // Layer rules for the SPA; the TypeScript resolver reads the `@/` alias from the SPA's tsconfig.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: resolve(ROOT, 'apps/web/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: WEB_SRC,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move the shared piece to src/components, src/hooks or src/lib.',
            })),
            ...WEB_SHARED.map((name) => ({
              target: `./${name}`,
              from: './features',
              message: 'Shared code does not import features: only src/app composes them.',
            })),
          ],
        },
      ],
    },
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
      'oja/no-foreign-entity': [
        'error',
        { modulesDir: resolve(ROOT, 'apps/api/src/modules'), allow: FOREIGN_ENTITY_ALLOW.map((a) => ({ ...a, file: resolve(ROOT, a.file) })) },
      ],
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
  // Layout is Prettier's (`pnpm format`; `pnpm lint` checks it): no lint rule argues with it.
  prettier,
);
