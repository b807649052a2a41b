import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCodeFor } from '../../common/domain-error.js';
import { ENV, Env } from '../../config/env.js';
import { QueueName } from '../../queue/queue-names.js';
import { QUEUE_OPTIONS, type QueueOptions } from '../../queue/queue.service.js';
import { AdminAuthService } from '../admin-auth/admin-auth.service.js';
import { TokenService } from '../auth/token.service.js';
import type { AdminPrincipal } from '../access/access.js';
import { redactJobData } from './job-data-redaction.js';
import { cookieValue, QueueBoardTokens, type BoardToken } from './queue-board-tokens.js';

export const BOARD_PATH = '/api/admin/queues';
export const BOARD_COOKIE = 'oja_queues';
/** The link an admin gets from the portal opens the board within this many seconds. */
export const LINK_TTL_SECONDS = 60;
/** How long the board stays open in that tab (at most; the admin's logout or password change ends it sooner). */
export const SESSION_TTL_SECONDS = 30 * 60;
export const BOARD_READ_ONLY = 'The queue dashboard is read-only: jobs cannot be added, retried, removed or paused from a browser.';
const READING = new Set(['GET', 'HEAD']);

// bull-board's own pages: external scripts and styles only; its fonts come from Google.
const BOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; font-src 'self' https://fonts.gstatic.com data:; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

const IN_PROCESS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Oja queues</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>Queues run in-process</h1>
<p>This server has no Redis, so jobs (OTP calls, notifications, payments, payouts) run in-process with the same handlers and
retries, and there is no queue dashboard. Every event is kept in the outbox table until its job has run.</p>
<p>Set <code>REDIS_URL</code> to use BullMQ and see the queues here.</p></body></html>`;

/** bull-board serves its files with @fastify/static; the app already decorates the reply with `sendFile`. */
class OjaFastifyAdapter extends FastifyAdapter {
  override registerPlugin() {
    const plugin = super.registerPlugin();
    return (fastify: FastifyInstance, opts: Record<string, unknown>, done: (err?: Error) => void) => {
      const scoped = Object.create(fastify) as FastifyInstance;
      scoped.register = ((p: never, o?: Record<string, unknown>) =>
        fastify.register(p, (o && 'root' in o && 'prefix' in o ? { ...o, decorateReply: false } : (o ?? {})) as never)) as never;
      (plugin as (f: FastifyInstance, o: Record<string, unknown>, d: (err?: Error) => void) => void)(scoped, opts, done);
    };
  }
}

/**
 * The queue dashboard (bull-board) under /api/admin/queues, for administrators only. The admin token lives in
 * the portal's storage, so the portal asks `POST /api/admin/queues/link` for a one-minute signed link; opening
 * it (once: the link's id is used up) sets an HttpOnly, SameSite=Strict cookie scoped to this path and redirects to
 * the board. Every board route wants that cookie, and the admin session the link came from must still stand (not
 * logged out, password not changed). The board only reads: bull-board runs read-only and every method but GET and
 * HEAD is refused here as well; job data is shown redacted. With the in-process queue driver the page says so.
 */
@Injectable()
export class QueueBoardService implements OnModuleInit {
  private readonly logger = new Logger('QueueBoard');
  readonly tokens: QueueBoardTokens;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(QUEUE_OPTIONS) private readonly queueOptions: QueueOptions,
    private readonly moduleRef: ModuleRef,
    private readonly admins: AdminAuthService,
    private readonly authTokens: TokenService,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {
    this.tokens = new QueueBoardTokens(env.JWT_SECRET!);
  }

  /** A single-use link that opens the board within a minute, for the admin session of `principal`. */
  link(principal: AdminPrincipal): { url: string; expires_at: string } {
    const claims = { adminId: principal.admin.id, jti: principal.jti, sv: principal.admin.sessionVersion, until: principal.exp, id: randomUUID() };
    const { token, exp } = this.tokens.sign('link', claims, LINK_TTL_SECONDS);
    const url = new URL(`${BOARD_PATH}/enter?token=${encodeURIComponent(token)}`, this.env.APP_URL).toString();
    return { url, expires_at: new Date(exp * 1000).toISOString() };
  }

  onModuleInit() {
    const fastify = this.adapterHost?.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify?.register) return; // the worker process has no HTTP server
    const queues =
      this.queueOptions.driver === 'bullmq' ? Object.values(QueueName).map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })) : [];
    // An encapsulated plugin: its hooks guard the board's routes only.
    void fastify.register(async (scope) => {
      scope.addHook('onRequest', (req, reply) => this.guard(req, reply));
      scope.addHook('onSend', (_req, reply, payload, done) => {
        void reply.header('content-security-policy', BOARD_CSP).header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        done(null, payload);
      });
      scope.get(`${BOARD_PATH}/enter`, (req, reply) => this.enter(req, reply));
      if (queues.length) {
        const adapter = new OjaFastifyAdapter();
        adapter.setBasePath(BOARD_PATH);
        const adapters = queues.map((q) => {
          const a = new BullMQAdapter(q, { readOnlyMode: true });
          a.setFormatter('data', (data) => redactJobData(data));
          return a;
        });
        createBullBoard({ queues: adapters, serverAdapter: adapter, options: { uiConfig: { boardTitle: 'Oja queues' } } });
        await scope.register(adapter.registerPlugin() as never, { prefix: BOARD_PATH });
      } else {
        for (const url of [BOARD_PATH, `${BOARD_PATH}/`]) {
          scope.get(url, (_req, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(IN_PROCESS_PAGE));
        }
      }
    });
    this.logger.log(queues.length ? `queue dashboard on ${BOARD_PATH} (${queues.length} queues)` : `queue dashboard on ${BOARD_PATH}: in-process driver`);
  }

  private refuse<S extends 401 | 403 | 405>(req: FastifyRequest, reply: FastifyReply, status: S, code: ErrorCodeFor<S>, message: string) {
    return reply
      .code(status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send({ statusCode: status, code, message, request_id: String(req.id) });
  }

  /** A board token whose admin session still stands (not logged out, password unchanged), else null. */
  private async standing(token: BoardToken | null): Promise<BoardToken | null> {
    return token && (await this.admins.sessionActive(token.adminId, token.jti, token.sv)) ? token : null;
  }

  /** Every board route but /enter wants a valid session cookie of a standing admin session, and only reads. */
  private async guard(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split('?')[0] ?? '';
    if (path === `${BOARD_PATH}/enter` || path === `${BOARD_PATH}/link`) return;
    if (!(await this.standing(this.tokens.verify(cookieValue(req.headers.cookie, BOARD_COOKIE), 'session')))) {
      return this.refuse(req, reply, 401, 'UNAUTHENTICATED', 'Open the queue dashboard from the admin portal (Dashboard → Queues).');
    }
    if (!READING.has(req.method)) return this.refuse(req, reply, 405, 'QUEUE_BOARD_READ_ONLY', BOARD_READ_ONLY);
  }

  /** GET /api/admin/queues/enter?token=…: a genuine, unexpired, unused link sets the session cookie and opens the board. */
  private async enter(req: FastifyRequest, reply: FastifyReply) {
    const link = await this.standing(this.tokens.verify((req.query as Record<string, unknown>)?.token, 'link'));
    if (!link || !(await this.authTokens.useOnce(link.id!, link.exp))) {
      return this.refuse(req, reply, 403, 'QUEUE_LINK_INVALID', 'This queue dashboard link is invalid or has expired. Open it again from the admin portal.');
    }
    // No longer than the admin token the link came from (and its logout or a password change ends it at once).
    const session = this.tokens.sign('session', { adminId: link.adminId, jti: link.jti, sv: link.sv, until: link.until }, SESSION_TTL_SECONDS);
    const maxAge = Math.max(0, session.exp - Math.floor(Date.now() / 1000));
    const secure = new URL(this.env.APP_URL).protocol === 'https:' ? '; Secure' : '';
    return reply
      .header('set-cookie', `${BOARD_COOKIE}=${session.token}; Path=${BOARD_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`)
      .header('referrer-policy', 'no-referrer')
      .redirect(`${BOARD_PATH}/`, 303);
  }
}
