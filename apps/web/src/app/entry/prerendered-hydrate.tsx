import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { createRoutes } from '../router';
import { drawnTree } from './drawn-tree';
import { LandingPage } from '@/features/landing/pages/landing-page';

/** The pages prerendered at build time (scripts/prerender.mjs); each is served as HTML with its content drawn. */
export const PRERENDERED_PATHS = ['/', '/general-services', '/service-apartments', '/login', '/signup', '/signup/vendor', '/auto-maintenance'];

/**
 * The routes with the page at `path` already loaded: nothing lazy is left between this module and hydration (the
 * landing is imported here; another page's chunk is loaded first). The prerender renders the same.
 */
export async function routesFor(path: string): Promise<RouteObject[]> {
  const routes = createRoutes(LandingPage);
  for (const match of matchRoutes(routes, path) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') {
      Object.assign(match.route, await lazy(), { lazy: undefined });
    }
  }
  return routes;
}

/** The tree the prerender renders (entry-prerender.tsx) and the browser hydrates: the two must match. */
export const pageTree = drawnTree;

/** Takes over the prerendered page (or renders it, when the HTML came without it); `onCommitted` once it has. */
export async function startPrerendered(container: HTMLElement, onCommitted: () => void): Promise<void> {
  const path = window.location.pathname;
  const hydrating = container.getAttribute('data-prerendered') === path;
  const app = pageTree(createBrowserRouter(await routesFor(path)), onCommitted, hydrating);
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
