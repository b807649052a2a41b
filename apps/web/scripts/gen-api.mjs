#!/usr/bin/env node
// The SPA's API types, generated from the API's OpenAPI document (apps/api/openapi.json).
//   pnpm --filter @oja/web gen:api           write src/api/generated/api-types.gen.ts
//   pnpm --filter @oja/web gen:api --check   fail when the file is not what the document gives (CI)
import openapiTS, { astToString } from 'openapi-typescript';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(web, '../api/openapi.json');
const target = resolve(web, 'src/api/generated/api-types.gen.ts');
const check = process.argv.includes('--check');

const ast = await openapiTS(JSON.parse(readFileSync(source, 'utf8')), {
  // Optional in the schema means absent from the JSON, not `undefined`.
  exactOptionalPropertyTypes: false,
  alphabetize: false,
  // Operations stay reachable by their operationId.
  rootTypes: false,
});
const text = `// Generated from apps/api/openapi.json by \`pnpm --filter @oja/web gen:api\`. Do not edit by hand.\n${astToString(ast)}`;

if (check) {
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
    process.stderr.write(
      '[gen:api] src/api/generated/api-types.gen.ts does not match apps/api/openapi.json: run `pnpm --filter @oja/web gen:api` and commit it.\n',
    );
    process.exit(1);
  }
  process.stdout.write('[gen:api] src/api/generated/api-types.gen.ts matches apps/api/openapi.json.\n');
} else {
  writeFileSync(target, text);
  process.stdout.write('[gen:api] wrote src/api/generated/api-types.gen.ts\n');
}
