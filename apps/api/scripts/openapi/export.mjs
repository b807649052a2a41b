#!/usr/bin/env node
// The OpenAPI document of the API, built from the code and written to apps/api/openapi.json.
//   pnpm --filter @oja/api openapi:export   write openapi.json
//   pnpm --filter @oja/api openapi:check    fail when openapi.json is stale, invalid or incomplete (CI)
// How: the @nestjs/swagger CLI plugin (options in nest-cli.json; comments introspected) describes the DTOs
// of bodies and queries; Nest builds paths from the controllers (app in preview mode: no database, no
// Redis); response schemas come from the TypeScript return types of the route methods
// (infer-responses.mjs); errors from the route's guards, ids and DTOs plus @ApiErrors(); each 2xx answer
// gets an example. Keys are sorted, so the file only changes when the API does.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ResponseInference } from './infer-responses.mjs';
import { addExample, errorExample } from './examples.mjs';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const src = resolve(api, 'src');
const dist = resolve(api, 'dist');
const out = resolve(api, 'openapi.json');
const check = process.argv.includes('--check');
const verbose = process.argv.includes('--verbose');
const require = createRequire(resolve(api, 'package.json'));
const say = (s) => process.stdout.write(`[openapi] ${s}\n`);

if (!process.argv.includes('--no-build')) execFileSync('pnpm', ['exec', 'nest', 'build', '-b', 'swc'], { cwd: api, stdio: ['ignore', 'ignore', 'inherit'] });

// One TypeScript program for the plugin and the response inference.
const parsed = ts.getParsedCommandLineOfConfigFile(resolve(api, 'tsconfig.build.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
});
const program = ts.createProgram({ options: parsed.options, rootNames: parsed.fileNames });

// 1. The CLI plugin's metadata (what `nest build` would inline with tsc), compiled next to dist/.
const nestCli = JSON.parse(readFileSync(resolve(api, 'nest-cli.json'), 'utf8'));
const plugin = (nestCli.compilerOptions.plugins ?? []).find((p) => (p.name ?? p) === '@nestjs/swagger');
if (!plugin) throw new Error('nest-cli.json: the @nestjs/swagger plugin is not configured');
const { PluginMetadataGenerator } = await import(require.resolve('@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js'));
const { ReadonlyVisitor } = await import(require.resolve('@nestjs/swagger/plugin'));
const metaName = 'openapi-metadata';
new PluginMetadataGenerator().generate({
  visitors: [new ReadonlyVisitor({ ...(plugin.options ?? {}), pathToSource: src })],
  outputDir: src,
  filename: `${metaName}.ts`,
  tsProgramRef: program,
  printDiagnostics: false,
});
try {
  const swc = require('@swc/core');
  const swcrc = JSON.parse(readFileSync(resolve(api, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  swcrc.jsc.baseUrl = api;
  const { code } = swc.transformFileSync(resolve(src, `${metaName}.ts`), { ...swcrc, sourceMaps: false, swcrc: false, filename: `${metaName}.ts` });
  writeFileSync(resolve(dist, `${metaName}.js`), code);
} finally {
  unlinkSync(resolve(src, `${metaName}.ts`));
}

// 2. Response schemas from the code.
const inference = new ResponseInference(program, src);
const routes = inference.run();
const errorSchema = inference.declared('common/http-exception.filter.ts', 'ErrorBody');

// 3. Nest's document: paths, parameters, bodies (the app in preview mode).
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');
const { SwaggerModule } = require('@nestjs/swagger');
const { AppModule } = require(resolve(dist, 'app.module.js'));
const { validateEnv } = require(resolve(dist, 'config/env.js'));
const { openApiConfig, ERROR_STATUS_TEXT } = require(resolve(dist, 'common/api-docs.js'));
await SwaggerModule.loadPluginMetadata(require(resolve(dist, `${metaName}.js`)).default);
const env = validateEnv({ NODE_ENV: 'development' });
const infra = {
  databaseUrl: 'postgres://openapi@127.0.0.1:1/none',
  databaseSource: 'DATABASE_URL',
  redisUrl: null,
  redisSource: 'none',
  queueDriver: 'memory',
  stop: async () => {},
};
const app = await NestFactory.create(AppModule.forRoot({ env, infra, runWorkers: false }), new FastifyAdapter(), {
  preview: true,
  logger: false,
  abortOnError: false,
});
const doc = SwaggerModule.createDocument(app, openApiConfig());
await app.close();

// 4. Responses, errors, examples.
doc.components ??= {};
doc.components.schemas ??= {};
doc.components.responses ??= {};
for (const [name, schema] of Object.entries(inference.components)) {
  if (doc.components.schemas[name]) throw new Error(`openapi: the response schema ${name} clashes with a DTO of the same name`);
  doc.components.schemas[name] = schema;
}
// The filter's ErrorBody interface, published as ErrorResponse.
const errorBody = errorSchema.$ref ? inference.components[errorSchema.$ref.split('/').pop()] : errorSchema;
if (errorSchema.$ref) delete doc.components.schemas[errorSchema.$ref.split('/').pop()];
doc.components.schemas.ErrorResponse = {
  ...errorBody,
  description: 'Every error answer: a human-readable `message`, the stable `code` (docs/api.md) and, for validation, `errors` per field.',
};
const errorRef = { $ref: '#/components/schemas/ErrorResponse' };
const problems = [];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

for (const [path, item] of Object.entries(doc.paths)) {
  for (const method of METHODS.filter((m) => item[m])) {
    const op = item[method];
    const where = `${method.toUpperCase()} ${path}`;
    // Nest suffixes the operationId of a route with several paths: [0], [1], …
    const route = routes[op.operationId.replace(/\[\d+\]$/, '')];
    if (!route) {
      problems.push(`${where}: no route method found for operationId ${op.operationId}`);
      continue;
    }
    op.responses ??= {};
    const okStatus = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s)) ?? (method === 'post' ? '201' : '200');
    const ok = (op.responses[okStatus] ??= { description: '' });
    if (!route.usesRes) {
      ok.content = { 'application/json': { schema: route.schema } };
    } else if (!ok.content && route.produces.length) {
      // A @Res() route answers what its @ApiProduces says: a file, a page, XML.
      ok.content = Object.fromEntries(
        route.produces.map((mime) => [mime, { schema: /^text\//.test(mime) ? { type: 'string' } : { type: 'string', format: 'binary' } }]),
      );
    }
    if (route.usesRes && !ok.content && Object.keys(op.responses).some((s) => /^3\d\d$/.test(s))) delete op.responses[okStatus];
    else if (!ok.description) ok.description = method === 'post' && okStatus === '201' ? 'Created' : 'OK';
    for (const media of Object.values(ok.content ?? {})) {
      if (media.schema && media.example === undefined && !media.examples) addExample(media, doc.components.schemas);
    }

    // Errors this route can give.
    const marks = new Set(route.marks);
    const statuses = new Set(
      Object.keys(op.responses)
        .filter((s) => /^[45]\d\d$/.test(s))
        .map(Number),
    );
    const authed = op.security?.length || marks.has('Auth') || marks.has('AdminAuth') || marks.has('VendorAuth');
    if (authed) statuses.add(401).add(403);
    if (marks.has('CanTransactGuard')) statuses.add(403);
    if (op.parameters?.some((p) => p.in === 'path')) statuses.add(400).add(404);
    if (op.requestBody) statuses.add(400).add(422);
    if (op.parameters?.some((p) => p.in === 'query' && p.schema)) statuses.add(422);
    if (marks.has('ThrottlerGuard')) statuses.add(429);
    // Anything unexpected: the same body, never a stack trace.
    statuses.add(500);
    if (op.requestBody?.content?.['multipart/form-data']) statuses.add(413).add(415);
    for (const status of [...statuses].sort()) {
      const key = String(status);
      const prev = op.responses[key] ?? {};
      if (prev.description && prev.description !== ERROR_STATUS_TEXT[status]) {
        // Said on the route: keep its words.
        op.responses[key] = { description: prev.description, content: { 'application/json': { schema: errorRef, example: errorExample(status, op) } } };
      } else {
        // One shared response per status.
        doc.components.responses[`Error${status}`] ??= {
          description: ERROR_STATUS_TEXT[status] || 'Error',
          content: { 'application/json': { schema: errorRef, example: errorExample(status, op) } },
        };
        op.responses[key] = { $ref: `#/components/responses/Error${status}` };
      }
    }

    // Completeness: a body on every write that reads one, a 2xx schema with an example, errors.
    const okMedia = Object.values(ok.content ?? {});
    const redirects = Object.keys(op.responses).some((s) => /^3\d\d$/.test(s));
    if (!okMedia.length && !(okStatus === '204' || redirects))
      problems.push(`${where}: the ${okStatus} answer has no content (add @ApiOkResponse/@ApiProduces on a @Res() route)`);
    for (const m of okMedia) {
      const s = m.schema ?? {};
      if (!Object.keys(s).length) problems.push(`${where}: the ${okStatus} schema is empty`);
      if (m.example === undefined && !m.examples && !s.format && s.type !== 'string') problems.push(`${where}: the ${okStatus} answer has no example`);
    }
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (body?.$ref) {
      const target = doc.components.schemas[body.$ref.split('/').pop()];
      if (!target || (!target.properties && !target.additionalProperties && !target.allOf))
        problems.push(`${where}: the request body ${body.$ref} describes no fields`);
    }
    if (!Object.keys(op.responses).some((s) => /^[45]/.test(s))) problems.push(`${where}: no error answer documented`);
  }
}

if (verbose) for (const p of inference.problems) say(`note: ${p}`);

// 5. Valid OpenAPI 3.0 (structure and every $ref).
const SwaggerParser = require('@apidevtools/swagger-parser');
await SwaggerParser.validate(structuredClone(doc));

const text = `${JSON.stringify(sortKeys(doc), null, 2)}\n`;
const ops = Object.values(doc.paths).reduce((n, item) => n + METHODS.filter((m) => item[m]).length, 0);
if (problems.length) {
  process.stderr.write(`[openapi] the document is incomplete:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
if (check) {
  const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
  if (current !== text) {
    process.stderr.write(
      '[openapi] apps/api/openapi.json is out of date: run `pnpm --filter @oja/api openapi:export` (then `pnpm --filter @oja/web gen:api`) and commit both.\n',
    );
    process.exit(1);
  }
  say(`apps/api/openapi.json is valid and up to date (${ops} operations, ${Object.keys(doc.components.schemas).length} schemas).`);
} else {
  writeFileSync(out, text);
  say(`wrote apps/api/openapi.json (${ops} operations, ${Object.keys(doc.components.schemas).length} schemas).`);
}
process.exit(0);

/** Object keys in order (so the file is stable); property lists keep the code's order. */
function sortKeys(v, parentKey = '', keepOrder = false) {
  if (Array.isArray(v)) return v.map((x) => sortKeys(x, '', keepOrder));
  if (!v || typeof v !== 'object') return v;
  const keys = keepOrder || parentKey === 'properties' ? Object.keys(v) : Object.keys(v).sort();
  return Object.fromEntries(keys.map((k) => [k, sortKeys(v[k], k, keepOrder || (parentKey !== 'properties' && k === 'example'))]));
}
