import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, type AppRouter } from './app/app';
import { createRoutes } from './app/router';
import { LandingPage } from './features/landing/pages/landing-page';

/** The routes with the landing page already loaded (no lazy step between this module and hydration). */
export const createLandingRoutes = () => createRoutes(LandingPage);

/** Calls `onDone` once, when React has committed the page (the hydration is over); draws nothing. */
function Committed({ onDone }: { onDone?: () => void }) {
  useEffect(() => onDone?.(), [onDone]);
  return null;
}

/** The tree the prerender renders (entry-prerender.tsx) and the browser hydrates: the two must match. */
export function landingTree(router: AppRouter, onCommitted?: () => void) {
  return (
    <StrictMode>
      <App router={router} />
      <Committed onDone={onCommitted} />
    </StrictMode>
  );
}

/** Takes over the prerendered landing (or renders it, when the HTML came without it); `onCommitted` once it has. */
export function startLanding(container: HTMLElement, onCommitted: () => void): void {
  const app = landingTree(createBrowserRouter(createLandingRoutes()), onCommitted);
  if (container.hasAttribute('data-prerendered') && window.location.pathname === '/') {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task; a click
    // on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
