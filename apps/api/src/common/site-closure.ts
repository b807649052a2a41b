import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Site closure: the admin closes the whole site for upkeep (the setting `maintenanceMode`). Not the auto-maintenance
 * vertical (`modules/maintenance`). The 503's code (`MAINTENANCE`) and message below are the wire's and stay.
 */
export const SITE_CLOSED_MESSAGE = 'Oja is undergoing scheduled maintenance. Please try again shortly.';

/** The port the gate asks whether the site is closed (the settings module provides it). */
export interface SiteClosureSwitch {
  siteClosed(): Promise<boolean>;
  /**
   * True when the site is known to be open without waiting (a fresh copy of the setting says so): the gate then
   * lets the request pass before judging its path. False when not known (nothing read yet, a stale copy, closed).
   */
  siteOpenKnown?(): boolean;
}
export const SITE_CLOSURE_SWITCH = Symbol('SITE_CLOSURE_SWITCH');

/**
 * The routes that keep working while the site is closed, as Fastify route patterns: the admin API (and its queue
 * board), health, provider callbacks and webhooks (the voice call's, Paystack's, the sandbox provider's checkout
 * that stands in for Paystack's page), client error reports, the API docs, the dev outbox and uploaded files.
 * Every other route the app serves answers 503, whatever its prefix (the spec's un-prefixed aliases included).
 */
const OPEN_ROUTES = [
  /^\/api\/admin(\/|$)/,
  /^\/api\/health(\/|$)/,
  /^\/api\/otp\/voice\/callback$/,
  /\/webhooks?(\/|$)/,
  /^\/api\/payments\/sandbox\/checkout(\/|$)/,
  /^\/log-error$/,
  /^\/api\/docs/,
  /^\/api\/dev(\/|$)/,
  /^\/uploads\//,
];

/** Marks a route registered inside {@link SiteClosureGate.keepOpen} (the SPA's files and prerendered pages). */
const OPEN_MARK = 'openWhileClosed';

/**
 * The path as the router sees it: percent-decoded, backslashes and repeated slashes folded, `.` and `..`
 * resolved, lower-cased. `/%61pi/login`, `//api/login`, `/api/./login` and `/API/login` all give `/api/login`.
 */
/** A path that is already its own normal form: lower-case segments of plain characters, no empty, `.` or `..` one. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[a-z0-9._~-]+)+$/;

export function normalizedPath(url: string): string {
  const query = url.indexOf('?');
  const bare = query < 0 ? url : url.slice(0, query);
  // Most requests: nothing to decode, fold or resolve.
  if (PLAIN_PATH.test(bare)) return bare;
  let path = bare.split('#')[0];
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

const open = (path: string) => OPEN_ROUTES.some((re) => re.test(path));
/** An API-looking path no route matched (or one a client spelled around its route): closed unless open. */
const closedApiPath = (path: string) => /^\/api(\/|$)/.test(path) && !open(path);

/** The matched route as the gate reads it (`req.routeOptions`). */
export interface MatchedRoute {
  url?: string;
  config?: unknown;
}

/**
 * Whether the closed site answers 503. A matched route is closed unless it is on the open list or was registered
 * as open (static files); a request no route matched is closed when its normalized path is an API path. Either
 * way a path that normalizes to a closed API path is closed too, never judged by the raw URL a client can spell
 * many ways. Preflights (OPTIONS) always pass.
 */
export function blockedWhileClosed(method: string, url: string, route?: MatchedRoute): boolean {
  if (method === 'OPTIONS') return false;
  if (closedApiPath(normalizedPath(url))) return true;
  if (route?.url === undefined) return false;
  const marked = !!(route.config as Record<string, unknown> | undefined)?.[OPEN_MARK];
  return !marked && !open(route.url.toLowerCase());
}

/**
 * Site closure for every route the app serves, decided after routing and before anything else answers:
 * register it before the list cache's and the conditional (ETag) hooks, so a cached page or a 304 is never served
 * while the site is closed. It asks the settings through the {@link SiteClosureSwitch} port at request time.
 */
export class SiteClosureGate {
  private opening = 0;

  /** `siteOpenKnown`: see {@link SiteClosureSwitch}; a request passes at once while it says so. */
  constructor(
    private readonly isClosed: () => Promise<boolean>,
    private readonly siteOpenKnown: () => boolean = () => false,
  ) {}

  /** Adds the route marker and the `onRequest` hook; call before any route is registered. */
  register(fastify: FastifyInstance) {
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (this.opening > 0) route.config = { ...(route.config as object | undefined), [OPEN_MARK]: true } as never;
    });
    fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      // The open site (nearly every request): no path to judge. Else as before: a path that stays open never waits
      // for the setting (a static file while the database is slow), and a closed one asks it.
      if (this.siteOpenKnown()) return;
      if (!blockedWhileClosed(req.method, req.url, req.routeOptions)) return;
      if (!(await this.isClosed())) return;
      return reply
        .code(503)
        .header('content-type', 'application/json; charset=utf-8')
        .header('retry-after', '120')
        .header('x-request-id', String(req.id))
        .send({ statusCode: 503, code: 'MAINTENANCE', message: SITE_CLOSED_MESSAGE, request_id: String(req.id) });
    });
  }

  /** Routes registered while `register` runs stay open while the site is closed (the built SPA: files and prerendered pages). */
  async keepOpen<T>(register: () => Promise<T>): Promise<T> {
    this.opening++;
    try {
      return await register();
    } finally {
      this.opening--;
    }
  }
}
