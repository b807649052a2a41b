import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The service worker's navigation preload (apps/web src/service-worker/sw.ts; docs/offline.md): while the worker
 * starts, the browser already asks the server for the page, with this header. The worker uses that answer for the
 * pages the server draws with their data (dashboards, admin, the food, shop and rides pages) and answers every other
 * page of the app from its precache, so for those the server sends nothing: a phone does not download a page it
 * already holds.
 */
export const NAVIGATION_PRELOAD_HEADER = 'service-worker-navigation-preload';

/** A page of the app the worker answers itself: a path without a file name (a file's navigation is the file's). */
const APP_PAGE = /^\/(?!api\/|uploads\/|log-error(\/|$))[^.]*$/;

/**
 * For a navigation preload of a page the server only ever sends as static HTML (a prerendered page, the SPA shell):
 * answers 204 with no body and returns true. Otherwise leaves the reply alone.
 */
export function answeredAsPreload(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.headers[NAVIGATION_PRELOAD_HEADER] === undefined || req.method !== 'GET') return false;
  if (!APP_PAGE.test(req.url.split('?')[0] ?? '')) return false;
  void reply.status(204).header('cache-control', 'no-store').header('vary', 'Service-Worker-Navigation-Preload').send();
  return true;
}
