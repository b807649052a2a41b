import type { FastifyCorsOptions } from '@fastify/cors';

/** Every method the API answers (CORS' default is GET, HEAD and POST only). */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** How long a browser may reuse a preflight answer, in seconds (Chromium caps it at 2 hours). */
export const CORS_MAX_AGE = 7200;

/**
 * CORS for front ends on other origins (docs/api.md "CORS"): only the listed origins, every method, bearer
 * tokens (no cookies), the headers a client sends and the ones it may read. Other origins get no CORS headers.
 */
export function corsOptions(originsCsv: string): FastifyCorsOptions {
  const origins = corsOriginList(originsCsv);
  return {
    origin: origins,
    credentials: false,
    methods: CORS_METHODS,
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-None-Match', 'X-Request-Id', 'Save-Data'],
    exposedHeaders: ['X-Request-Id', 'ETag', 'Retry-After', 'Content-Disposition', 'Location'],
    maxAge: CORS_MAX_AGE,
    // Answer preflights with 204 (some clients treat a 200 with no body as a failure).
    optionsSuccessStatus: 204,
  };
}

/** The origins of CORS_ORIGINS (comma-separated, trailing slashes dropped). */
export function corsOriginList(originsCsv: string): string[] {
  return originsCsv
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
