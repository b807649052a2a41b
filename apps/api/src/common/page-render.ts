import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clearedPagesCookie, pagesCookieName, readCookie, type PageAudience } from './page-session.js';
import { spaShellReader } from './spa-shell.js';

/**
 * Signed-in pages drawn on the server (docs/performance.md, "Signed-in pages drawn by the server"). A dashboard or
 * admin page is the SPA shell, ~220 KB of the app's code and the user's answers; on a phone on a slow link the code
 * alone is seconds away. When the navigation carries the pages cookie (common/page-session.ts), the server asks its
 * own API for the page's answers (the plan the SPA's early script follows, src/config/early-data.ts), with the
 * cookie's token as the bearer, through the same routes, guards and access rules as any client (Fastify's inject:
 * no socket), and draws the page with the app's own routes and components (the build's server bundle,
 * apps/web/dist-server, src/app/entry/signed-in-page.tsx). The phone paints it from HTML; the app then draws the same
 * page from the same answers and takes over. Anything short of that — no cookie, a refused token, the site closed,
 * an answer missing, a page the app would redirect — and the plain shell is served, as before.
 */

/** What the server bundle exports for this (src/app/entry/entry-prerender.tsx). */
interface ServerBundle {
  earlyPlan(path: string): { token: 'admin' | 'user' | 'any'; paths: string[] } | null;
  renderSignedInPage(input: { shell: string; url: string; answers: Record<string, unknown>; storage: Record<string, string> }): Promise<string | null>;
}

/** A drawn page holds the user's data: never stored by a shared cache or the browser's. */
export const DRAWN_PAGE_CACHE_CONTROL = 'private, no-store';
/** How long the drawing waits for the page's own answers; a slower one is left for the app to ask again. */
const ANSWERS_WAIT_MS = 1_500;
const ME: Record<PageAudience, string> = { user: '/api/me', admin: '/api/admin/me' };
/**
 * How long one drawing of a public page serves every visitor: its lists are at most this much older than the list
 * cache's answer, and the app asks for them again as it takes the page over.
 */
const PUBLIC_DRAWN_MS = 5_000;
/** How many public drawings are kept (a page per query string: a search's words are part of the address). */
const PUBLIC_DRAWN_MAX = 200;

/** The browser's own data-saving request, passed on to the answers a page is drawn with. */
const saveData = (req: FastifyRequest): Record<string, string> => (req.headers['save-data'] === 'on' ? { 'save-data': 'on' } : {});

/** The public pages the build says the server draws for everyone (apps/web scripts/prerender.mjs: dist/drawn.json). */
function publicDrawnPaths(dist: string): string[] {
  try {
    const paths = (JSON.parse(readFileSync(resolve(dist, 'drawn.json'), 'utf8')) as { public?: unknown }).public;
    return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string' && /^\/[a-z-]+$/.test(p)) : [];
  } catch {
    return [];
  }
}

/**
 * An ES module's import from this CommonJS build (.swcrc): written as `import()`, the compiler would make it a
 * `require()`, which cannot load the bundle (an ES module).
 */
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<ServerBundle>;

export interface PageRenderOptions {
  /** Where the built SPA is (its index.html is the shell). */
  dist: string;
  /** Cookies only over HTTPS (APP_URL). */
  secure: boolean;
  log: (message: string) => void;
}

export function registerPageRender(fastify: FastifyInstance, { dist, secure, log }: PageRenderOptions): void {
  const bundleFile = resolve(dist, '../dist-server/entry-prerender.js');
  if (!existsSync(bundleFile)) return;
  let bundle: Promise<ServerBundle | null> | undefined;
  const loadBundle = () =>
    (bundle ??= importModule(pathToFileURL(bundleFile).href).catch((error: unknown) => {
      log(`signed-in pages are not drawn on the server: ${(error as Error).message}`);
      return null;
    }));
  // Loaded once the server is up, not on a visitor's first page.
  setTimeout(() => void loadBundle(), 0).unref();

  const shellHtml = spaShellReader(dist);

  /** Public pages drawn lately, by address and Save-Data (oldest first, at most PUBLIC_DRAWN_MAX). */
  const publicDrawings = new Map<string, { until: number; page: Promise<string | null> }>();

  const ask = (req: FastifyRequest, path: string, headers: Record<string, string>) =>
    fastify.inject({ method: 'GET', url: path, headers, remoteAddress: req.ip });

  /** The successful answers of `paths`, by path, as far as they came within ANSWERS_WAIT_MS. */
  async function askAll(req: FastifyRequest, paths: string[], headers: Record<string, string>): Promise<Record<string, unknown>> {
    const answers: Record<string, unknown> = {};
    const late = new Promise<void>((done) => setTimeout(done, ANSWERS_WAIT_MS).unref());
    await Promise.race([
      Promise.all(
        paths.map(async (p) => {
          const answer = await ask(req, p, headers);
          if (answer.statusCode === 200) answers[p] = answer.json();
        }),
      ),
      late,
    ]);
    return { ...answers };
  }

  /** The page drawn for the cookie's session; null for the plain shell. `refused`: the token is no longer valid. */
  type Drawn = { page: string | null; refused?: PageAudience };
  async function draw(req: FastifyRequest, html: string): Promise<Drawn> {
    const path = req.url.split('?')[0]!;
    const server = await loadBundle();
    const plan = server?.earlyPlan(path);
    if (!server || !plan) return { page: null };
    if (plan.token === 'any') {
      // A public page, drawn for every visitor alike (no session, the public answers): one drawing serves every visitor
      // for PUBLIC_DRAWN_MS, so a crowd on the food page costs one drawing, not one each.
      const headers: Record<string, string> = { accept: 'application/json', ...saveData(req) };
      const key = `${req.url} ${headers['save-data'] ?? ''}`;
      const kept = publicDrawings.get(key);
      if (kept && kept.until > Date.now()) return { page: await kept.page };
      const page = askAll(req, plan.paths, headers).then((answers) => server.renderSignedInPage({ shell: html, url: req.url, answers, storage: {} }));
      if (publicDrawings.size >= PUBLIC_DRAWN_MAX) publicDrawings.delete(publicDrawings.keys().next().value!);
      publicDrawings.set(key, { until: Date.now() + PUBLIC_DRAWN_MS, page: page.catch(() => null) });
      return { page: await page };
    }
    const audience: PageAudience = plan.token;
    const token = readCookie(req.headers.cookie, pagesCookieName(audience));
    if (!token) return { page: null };
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}`, ...saveData(req) };
    const me = await ask(req, ME[audience], headers);
    if (me.statusCode === 401) return { page: null, refused: audience };
    if (me.statusCode !== 200) return { page: null };
    const who = me.json<{ user?: { low_data_mode?: boolean }; vendor?: unknown; admin?: unknown }>();
    // Low-data mode set on the account: the header the SPA adds to a user's calls itself (src/lib/low-data.ts).
    if (audience === 'user' && who.user?.low_data_mode === true) headers['save-data'] = 'on';
    const answers: Record<string, unknown> = {
      [ME[audience]]: who,
      ...(await askAll(
        req,
        plan.paths.filter((p) => p !== ME[audience]),
        headers,
      )),
    };
    const storage: Record<string, string> =
      audience === 'admin'
        ? { admin_token: token, admin: JSON.stringify(who.admin ?? null) }
        : { token, user: JSON.stringify(who.user ?? null), ...(who.vendor ? { vendor: JSON.stringify(who.vendor) } : {}) };
    return { page: await server.renderSignedInPage({ shell: html, url: req.url, answers, storage }) };
  }

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const html = shellHtml();
    if (!html) return reply.callNotFound();
    const drawn = await draw(req, html).catch((error: unknown): Drawn => {
      log(`drawing ${req.url.split('?')[0]} failed, the shell is served: ${(error as Error).message}`);
      return { page: null };
    });
    if (drawn.refused) void reply.header('set-cookie', clearedPagesCookie(drawn.refused, secure));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', drawn.page ? DRAWN_PAGE_CACHE_CONTROL : 'no-cache')
      .header('vary', 'Cookie, Save-Data')
      .send(drawn.page ?? html);
  };
  fastify.get('/dashboard/*', handler);
  fastify.get('/admin/*', handler);
  for (const path of publicDrawnPaths(dist)) fastify.get(path, handler);
}
