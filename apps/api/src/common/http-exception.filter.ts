import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';
import { answeredAsPreload } from './navigation-preload.js';
import { spaShellReader } from './spa-shell.js';

export interface ErrorBody {
  statusCode: number;
  /** Stable machine-readable code (ORDER_NOT_PAYABLE, VALIDATION_FAILED, …; docs/api.md lists them all). */
  code: string;
  message: string;
  errors?: Record<string, string[]>;
  details?: unknown;
  /** What the client needs to put things right (a cart's changed lines), where a DomainError carries it. */
  data?: unknown;
  /** The request's id (also the `x-request-id` response header and the `reqId` of its log lines). */
  request_id?: string;
}

/** The code of an error that has no more specific one, by status (docs/api.md "Error codes"). */
export const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export const codeForStatus = (status: number) => STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');

type BareErrorBody = Omit<ErrorBody, 'code'> & { code?: string };

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  422: 'The given data was invalid',
  429: 'Too many requests. Please try again later.',
  503: 'Service unavailable',
};

/** PostgreSQL error codes a client can cause, mapped to 4xx. */
function fromDatabase(err: QueryFailedError & { code?: string; detail?: string; constraint?: string }): BareErrorBody | null {
  switch (err.code) {
    case '23505':
      return { statusCode: 409, code: 'RECORD_EXISTS', message: 'This record already exists' };
    case '23503':
      return { statusCode: 409, code: 'RECORD_IN_USE', message: 'This record refers to, or is referred to by, another record' };
    case '23514':
    case '23502':
    case '23P01':
      return { statusCode: 409, message: 'This change conflicts with existing data' };
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return { statusCode: 400, code: 'INVALID_VALUE', message: 'A value in the request is not valid' };
    // A lock not had within DB_LOCK_TIMEOUT_MS, a statement past its timeout, a deadlock or a serialization failure:
    // nothing was changed (the transaction rolled back), and the same request sent again can succeed.
    case '55P03':
    case '57014':
    case '40P01':
    case '40001':
      return { statusCode: 503, code: 'DATABASE_BUSY', message: 'The service is busy. Please try again in a moment.' };
    default:
      return null;
  }
}

/** Maps any thrown value to the one error body: `{ statusCode, code, message, errors? }`. Never leaks internals. */
export function toErrorBody(exception: unknown): ErrorBody {
  const body = toBareErrorBody(exception);
  return { ...body, code: body.code ?? codeForStatus(body.statusCode) };
}

/** A connection ended by the server or lost (SQLSTATE class 08, 57P01-57P03), or a TypeORM runner it left released. */
export function isLostConnection(err: unknown): boolean {
  const e = err as { name?: string; code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } };
  const code = String(e?.driverError?.code ?? e?.code ?? '');
  const message = String(e?.driverError?.message ?? e?.message ?? '');
  return (
    /^QueryRunner(Provider)?AlreadyReleasedError$/.test(e?.name ?? (err as object)?.constructor?.name ?? '') ||
    /^QueryRunner(Provider)?AlreadyReleasedError$/.test((err as object)?.constructor?.name ?? '') ||
    /^(08|57P0[123])/.test(code) ||
    /^(ECONNRESET|EPIPE|ECONNREFUSED|ETIMEDOUT)$/.test(code) ||
    /Connection terminated|connection (was )?(closed|ended)|connection error and is not queryable|already released/i.test(message)
  );
}

/** What a client that sent text, XML or another unsupported body is told to send instead. */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Unsupported content type: send JSON (Content-Type: application/json), or multipart/form-data for file uploads';

function toBareErrorBody(exception: unknown): BareErrorBody {
  // Fastify found no parser for the body (text/plain, XML…), however it reached us.
  const status = exception instanceof HttpException ? exception.getStatus() : (exception as { statusCode?: unknown })?.statusCode;
  if ((exception as { code?: unknown })?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED_MEDIA_TYPE_MESSAGE };
  }
  if (exception instanceof DomainError) {
    const body: BareErrorBody = { statusCode: exception.status, code: exception.code, message: exception.message };
    if (exception.errors) body.errors = exception.errors;
    if (exception.data !== undefined) body.data = exception.data;
    return body;
  }
  if (exception instanceof HttpException) {
    // Nest's Fastify adapter rethrows Fastify's own errors (bad JSON, body too large) as an HttpException with the cause.
    const cause = exception.cause as { code?: unknown; statusCode?: unknown } | undefined;
    if (typeof cause?.code === 'string' && cause.code.startsWith('FST_') && typeof cause.statusCode === 'number') return toBareErrorBody(cause);
    const statusCode = exception.getStatus();
    const res = exception.getResponse();
    if (typeof res === 'string') return { statusCode, message: res };
    const r = res as { message?: unknown; code?: unknown; errors?: Record<string, string[]>; details?: unknown; status?: string };
    if (r.details && r.status === 'error') {
      // Terminus health check: keep which dependency is down.
      return { statusCode, code: 'DEPENDENCY_DOWN', message: 'Service unavailable: a dependency is down', details: r.details };
    }
    let message = r.message;
    if (Array.isArray(message)) message = message.join('; ');
    if (typeof message !== 'string' || !message) message = STATUS_TEXT[statusCode] ?? exception.message;
    // A controller or guard may name its own code: `new ForbiddenException({ code, message })`.
    const code = typeof r.code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(r.code) ? r.code : undefined;
    return r.errors ? { statusCode, code, message: message as string, errors: r.errors } : { statusCode, code, message: message as string };
  }
  if (exception instanceof QueryFailedError) {
    const mapped = fromDatabase(exception as never);
    if (mapped) return mapped;
  }
  // The database connection went away under the request (failover, restart, pg_terminate_backend): try again.
  if (isLostConnection(exception))
    return { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database connection was interrupted. Please try again in a moment.' };
  if (exception instanceof EntityNotFoundError) return { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
  // Fastify's own errors (bad JSON, body too large, bad content type, multipart limits) carry a 4xx statusCode.
  const e = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(e.message ?? '')) {
      return { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' };
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413) {
      return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    }
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') return { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'The uploaded file is too large' };
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { statusCode: 415, message: 'Unsupported content type' };
    if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { statusCode: 400, code: 'EMPTY_BODY', message: 'The request body is empty' };
    return { statusCode: e.statusCode, message: STATUS_TEXT[e.statusCode] ?? 'Bad request' };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
}

const API_PATH = /^\/(api|log-error|uploads|assets)(\/|$)/;

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');
  /** The SPA's index.html (common/spa-shell.ts). */
  private readonly indexHtml: () => string | null;

  /** `webDist`: the built SPA; unknown GET paths outside the API get its index.html (client-side routes). */
  constructor(webDist: string | null = null) {
    this.indexHtml = spaShellReader(webDist);
  }

  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    const path = req?.url?.split('?')[0] ?? '';
    const html = body.statusCode === 404 && (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(path) ? this.indexHtml() : null;
    if (html && (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(path) && /^Cannot [A-Z]+ /.test(body.message)) {
      if (answeredAsPreload(req, reply)) return;
      void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      return;
    }
    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      this.logger.error({ err: exception, url: req?.url }, 'Unhandled error');
    }
    if (body.statusCode === 404 && /^Cannot [A-Z]+ /.test(body.message)) {
      body.message = `Route ${req?.method} ${path} not found`;
      body.code = 'ROUTE_NOT_FOUND';
    }
    if (req?.id) {
      body.request_id = String(req.id);
      void reply.header('x-request-id', body.request_id);
    }
    if (body.statusCode === 429 && !reply.getHeader('retry-after')) {
      // Every 429 says when to come back: the domain error's own wait, else a minute (the rate-limit window).
      void reply.header('retry-after', String(exception instanceof DomainError && exception.retryAfterSeconds ? exception.retryAfterSeconds : 60));
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
