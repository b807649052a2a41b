import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { QueueService } from './queue/queue.service.js';
import { AppModule, type AppOptions } from './app.module.js';
import { Env, trustProxyOption } from './config/env.js';
import type { Infra } from './bootstrap/infra.js';
import { committedOpenApiDocument, openApiConfig } from './common/api-docs.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { createValidationPipe } from './common/validation.js';
import { registerRequestGuards } from './common/request-guards.js';
import { corsOptions } from './common/cors.js';
import { registerPublicCaching } from './common/http-cache.js';
import { SITE_CLOSURE_SWITCH, SiteClosureGate, type SiteClosureSwitch } from './common/site-closure.js';
import { ListCache, registerListCache } from './common/list-cache.js';
import { registerAccessLog } from './common/access-log.js';
import { registerRequestIdHeader, requestId } from './common/request-id.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { registerPageRender } from './common/page-render.js';
import { registerCompression, registerStaticWeb } from './common/static-web.js';
import { dataSourceOptions } from './database/data-source.js';
import { DemoSeedService } from './modules/demo-seed/demo-seed.service.js';

/** Applies pending migrations (the app never synchronizes). */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(databaseUrl));
  await ds.initialize();
  try {
    // One migrator at a time across processes.
    await ds.query('select pg_advisory_lock(hashtext($1))', ['oja_migrations']);
    const ran = await ds.runMigrations({ transaction: 'each' });
    await ds.query('select pg_advisory_unlock(hashtext($1))', ['oja_migrations']);
    return ran.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

/** Where the built SPA is, if it has been built. */
export function webDist(): string | null {
  const candidates = [resolve(__dirname, '../../web/dist'), resolve(process.cwd(), 'apps/web/dist'), resolve(process.cwd(), '../web/dist')];
  return candidates.find((p) => existsSync(resolve(p, 'index.html'))) ?? null;
}

/** Builds the HTTP app (API, OpenAPI, the SPA) — used by main.ts and by the e2e tests. */
export async function createApp(env: Env, infra: Infra, opts: { runWorkers?: boolean; logger?: boolean; extra?: AppOptions['extra'] } = {}) {
  const adapter = new FastifyAdapter({
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Only configured proxies may say the client's address: rate limits key on it (TRUST_PROXY, off by default).
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    genReqId: requestId,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ env, infra, runWorkers: opts.runWorkers ?? env.RUN_WORKERS, extra: opts.extra }),
    adapter,
    // Start-up chatter (module and route listings) is left out; pino takes over once the app is up.
    { logger: ['error', 'warn'], rawBody: true, abortOnError: false },
  );
  // Before any route exists: the JSON parser (depth, size, characters), 415 for text bodies, URL checks, no-store.
  registerRequestGuards(app, { bodyLimit: env.BODY_LIMIT_BYTES });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter(env.SERVE_WEB ? webDist() : null));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  await registerSecurityHeaders(fastify as never);
  await app.register(cors as never, corsOptions(env.CORS_ORIGINS));
  registerRequestIdHeader(fastify as never);
  // Site closure (the site closed for upkeep) decides after routing, for every route, before the caches below can
  // answer (a cached page, a 304): its onRequest hook runs before theirs. The settings module answers through the
  // SITE_CLOSURE_SWITCH port.
  let closureSwitch: SiteClosureSwitch | undefined;
  const closureOf = () => (closureSwitch ??= app.get<SiteClosureSwitch>(SITE_CLOSURE_SWITCH, { strict: false }));
  const closure = new SiteClosureGate(
    () => closureOf().siteClosed(),
    () => closureOf().siteOpenKnown?.() ?? false,
  );
  closure.register(fastify as never);
  registerPublicCaching(fastify as never);
  const listCache = new ListCache({
    databaseUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    prefix: env.REDIS_PREFIX,
    enabled: env.LIST_CACHE_ENABLED,
    log: (m) => process.stderr.write(`[oja] ${m}\n`),
  });
  await listCache.start();
  registerListCache(fastify as never, listCache);
  registerAccessLog(fastify as never, env.NODE_ENV === 'test' ? 'warn' : env.LOG_LEVEL, env.NODE_ENV === 'test');
  await app.register(multipart as never, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  // Before any route: the compression hook attaches to each route as it is added.
  await registerCompression(app);
  const dist = env.SERVE_WEB ? webDist() : null;
  // The built SPA (files and prerendered pages: no API data in them) stays open while the site is closed.
  if (dist) await closure.keepOpen(() => registerStaticWeb(app, dist));
  // Signed-in pages drawn with the user's answers (the answers themselves still pass the closure, which then leaves
  // the plain shell).
  if (dist)
    await closure.keepOpen(async () =>
      registerPageRender(fastify as never, { dist, secure: env.APP_URL.startsWith('https:'), log: (m) => process.stderr.write(`[oja] ${m}\n`) }),
    );

  // The committed document (schemas of bodies, answers and errors; kept in step by `openapi:check` in CI);
  // Nest's own scan of the routes only when the file is missing.
  const docFactory = () => committedOpenApiDocument() ?? SwaggerModule.createDocument(app, openApiConfig());
  // Off in production unless asked for: the document maps every route for whoever reads it.
  if (env.API_DOCS_ENABLED ?? env.NODE_ENV !== 'production') SwaggerModule.setup('api/docs', app, docFactory);

  await app.init();
  app.useLogger(app.get(Logger));
  // Requests waiting for a database connection: the notices' queue yields while any do (queue/request-pressure.ts).
  const pool = (app.get(DataSource).driver as unknown as { master?: { waitingCount?: number } }).master;
  if (pool) app.get(QueueService).reportRequestPressure(() => pool.waitingCount ?? 0);
  await app.getHttpAdapter().getInstance().ready();
  await app.get(DemoSeedService).seedIfEmpty();
  return app;
}
