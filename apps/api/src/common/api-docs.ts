import { applyDecorators } from '@nestjs/common';
import { ApiResponse, DocumentBuilder, type OpenAPIObject } from '@nestjs/swagger';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** What each error status means on this API (the body is always the ErrorResponse schema). */
export const ERROR_STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: a malformed id, query value or JSON body',
  401: 'Unauthenticated: no bearer token, or an expired or revoked one',
  403: 'Forbidden: the token is valid but this account may not do this',
  404: 'Not found (also what another account\u2019s record answers)',
  409: 'Conflict: the record is not in a state that allows this',
  413: 'The request body or upload is too large',
  415: 'Unsupported content type',
  422: 'Validation failed: `errors` maps each field to its messages',
  429: 'Too many requests: wait for `Retry-After` seconds',
  500: 'Something went wrong on our side (logged with the request id; never a stack trace)',
  503: 'A dependency (database, queue, provider) is unavailable',
};

/**
 * Error answers of an operation beyond those `pnpm --filter @oja/api openapi:export` infers from the route
 * (401/403 from the auth decorators, 400/404 from path ids, 422 from a body or query DTO, 429 from the
 * throttler): e.g. `@ApiErrors(409)` where a state machine may refuse the move.
 */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_STATUS_TEXT[status] ?? 'Error' })));

/** Title, description and security of the OpenAPI document. */
export function openApiConfig(): Omit<OpenAPIObject, 'paths'> {
  return new DocumentBuilder()
    .setTitle('Oja API')
    .setDescription(
      'Nigerian multi-service marketplace: customers, vendors and administrators. Every error answers the ErrorResponse schema. ' +
        'Generated from the controllers, DTOs and presenters by `pnpm --filter @oja/api openapi:export`.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .build();
}

/** The committed document (apps/api/openapi.json, kept in step by CI), or null when it is not there. */
export function committedOpenApiDocument(): OpenAPIObject | null {
  for (const p of [resolve(__dirname, '../../openapi.json'), resolve(process.cwd(), 'openapi.json'), resolve(process.cwd(), 'apps/api/openapi.json')]) {
    if (existsSync(p)) return JSON.parse(readFileSync(p, 'utf8')) as OpenAPIObject;
  }
  return null;
}
