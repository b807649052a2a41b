import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAINTENANCE_MESSAGE, SettingsService } from './settings.service.js';

/**
 * Paths that keep working in maintenance mode: the admin API, health, provider callbacks and webhooks,
 * client error reports, the API docs and dev outbox; anything outside /api (the SPA, uploads) is untouched.
 */
const OPEN_IN_MAINTENANCE = [/^\/api\/admin(\/|$)/, /^\/api\/health(\/|$)/, /^\/api\/otp\/voice\/callback(\/|$)/, /\/webhooks?(\/|$)/, /^\/api\/docs/, /^\/api\/dev(\/|$)/];

/**
 * The path as the router sees it: percent-decoded, backslashes and repeated slashes folded, `.` and `..`
 * resolved, lower-cased. `/%61pi/login`, `//api/login`, `/api/./login` and `/API/login` all give `/api/login`.
 */
export function normalizedPath(url: string): string {
  let path = url.split('?')[0].split('#')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judge the raw text.
  }
  const out: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`.toLowerCase();
}

const blocks = (path: string) => /^\/api(\/|$)/.test(path) && !OPEN_IN_MAINTENANCE.some((re) => re.test(path));

/**
 * Whether maintenance mode answers 503. Decided on the route Fastify matched (`routeUrl`, e.g.
 * `/api/vendors/:id`) and on the normalized path, never on the raw URL a client can spell many ways.
 */
export function blockedInMaintenance(method: string, url: string, routeUrl?: string): boolean {
  if (method === 'OPTIONS') return false;
  return (routeUrl !== undefined && blocks(routeUrl)) || blocks(normalizedPath(url));
}

/** Maintenance mode: a Fastify onRequest hook (after routing, before auth or any database work) answers 503. */
@Injectable()
export class MaintenanceHook implements OnModuleInit {
  constructor(
    private readonly settings: SettingsService,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  onModuleInit() {
    const instance = this.adapterHost?.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!instance?.addHook) return; // the worker process has no HTTP server
    instance.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!blockedInMaintenance(req.method, req.url, req.routeOptions?.url)) return;
      if (!(await this.settings.get()).maintenanceMode) return;
      return reply
        .code(503)
        .header('content-type', 'application/json; charset=utf-8')
        .header('retry-after', '120')
        .header('x-request-id', String(req.id))
        .send({ statusCode: 503, code: 'MAINTENANCE', message: MAINTENANCE_MESSAGE, request_id: String(req.id) });
    });
  }
}
