import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from './domain-error.js';

export interface ErrorBody {
  statusCode: number;
  /** Stable machine-readable code of a domain error (ORDER_NOT_PAYABLE, …). */
  code?: string;
  message: string;
  errors?: Record<string, string[]>;
  details?: unknown;
}

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
function fromDatabase(err: QueryFailedError & { code?: string; detail?: string; constraint?: string }): ErrorBody | null {
  switch (err.code) {
    case '23505':
      return { statusCode: 409, message: 'This record already exists' };
    case '23503':
      return { statusCode: 409, message: 'This record refers to, or is referred to by, another record' };
    case '23514':
    case '23502':
    case '23P01':
      return { statusCode: 409, message: 'This change conflicts with existing data' };
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return { statusCode: 400, message: 'A value in the request is not valid' };
    default:
      return null;
  }
}

/** Maps any thrown value to the one error body: `{ statusCode, message, errors? }`. Never leaks internals. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    const body: ErrorBody = { statusCode: exception.status, code: exception.code, message: exception.message };
    if (exception.errors) body.errors = exception.errors;
    return body;
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const res = exception.getResponse();
    if (typeof res === 'string') return { statusCode, message: res };
    const r = res as { message?: unknown; errors?: Record<string, string[]>; details?: unknown; status?: string };
    if (r.details && r.status === 'error') {
      // Terminus health check: keep which dependency is down.
      return { statusCode, message: 'Service unavailable: a dependency is down', details: r.details } as ErrorBody;
    }
    let message = r.message;
    if (Array.isArray(message)) message = message.join('; ');
    if (typeof message !== 'string' || !message) message = STATUS_TEXT[statusCode] ?? exception.message;
    return r.errors ? { statusCode, message: message as string, errors: r.errors } : { statusCode, message: message as string };
  }
  if (exception instanceof QueryFailedError) {
    const mapped = fromDatabase(exception as never);
    if (mapped) return mapped;
  }
  if (exception instanceof EntityNotFoundError) return { statusCode: 404, message: 'Not found' };
  // Fastify's own errors (bad JSON, body too large, bad content type, multipart limits) carry a 4xx statusCode.
  const e = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(e.message ?? '')) {
      return { statusCode: 400, message: 'The request body is not valid JSON' };
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413) {
      return { statusCode: 413, message: 'The request body is too large' };
    }
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') return { statusCode: 413, message: 'The uploaded file is too large' };
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { statusCode: 415, message: 'Unsupported content type' };
    if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { statusCode: 400, message: 'The request body is empty' };
    return { statusCode: e.statusCode, message: STATUS_TEXT[e.statusCode] ?? 'Bad request' };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
}

const API_PATH = /^\/(api|log-error|uploads|assets)(\/|$)/;

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');
  private readonly indexPath: string | null;
  private cached: { mtimeMs: number; html: string } | null = null;

  /** `webDist`: the built SPA; unknown GET paths outside the API get its index.html (client-side routes). */
  constructor(webDist: string | null = null) {
    this.indexPath = webDist ? join(webDist, 'index.html') : null;
  }

  /** The SPA's index.html, re-read when a new build replaced it (a running server keeps serving the latest). */
  private indexHtml(): string | null {
    if (!this.indexPath) return null;
    try {
      const { mtimeMs } = statSync(this.indexPath);
      if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(this.indexPath, 'utf8') };
      return this.cached.html;
    } catch {
      return null;
    }
  }

  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    const path = req?.url?.split('?')[0] ?? '';
    const html = body.statusCode === 404 && (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(path) ? this.indexHtml() : null;
    if (html && (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(path) && /^Cannot [A-Z]+ /.test(body.message)) {
      void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      return;
    }
    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      this.logger.error({ err: exception, url: req?.url }, 'Unhandled error');
    }
    if (body.statusCode === 404 && /^Cannot [A-Z]+ /.test(body.message)) {
      body.message = `Route ${req?.method} ${path} not found`;
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
