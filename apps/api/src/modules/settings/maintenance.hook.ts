import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAINTENANCE_MESSAGE, SettingsService } from './settings.service.js';

/**
 * Paths that keep working in maintenance mode: the admin API, health, provider callbacks and webhooks,
 * client error reports, the API docs and dev outbox; anything outside /api (the SPA, uploads) is untouched.
 */
const OPEN_IN_MAINTENANCE = [/^\/api\/admin(\/|$)/, /^\/api\/health(\/|$)/, /^\/api\/otp\/voice\/callback(\/|$)/, /\/webhooks?(\/|$)/, /^\/api\/docs/, /^\/api\/dev(\/|$)/];

export function blockedInMaintenance(method: string, url: string): boolean {
  if (method === 'OPTIONS') return false;
  const path = url.split('?')[0];
  if (!/^\/api(\/|$)/.test(path)) return false;
  return !OPEN_IN_MAINTENANCE.some((re) => re.test(path));
}

/** Maintenance mode: a Fastify onRequest hook answers 503 before routing, auth or any database work. */
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
      if (!blockedInMaintenance(req.method, req.url)) return;
      if (!(await this.settings.get()).maintenanceMode) return;
      return reply
        .code(503)
        .header('content-type', 'application/json; charset=utf-8')
        .header('retry-after', '120')
        .send({ statusCode: 503, message: MAINTENANCE_MESSAGE });
    });
  }
}
