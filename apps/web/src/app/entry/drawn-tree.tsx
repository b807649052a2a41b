import { StrictMode, useEffect } from 'react';
import { App, type AppRouter } from '../app';

/** Calls `onDone` once, when React has committed the page (the hydration is over); draws nothing. */
export function Committed({ onDone }: { onDone?: () => void }) {
  useEffect(() => onDone?.(), [onDone]);
  return null;
}

/**
 * The tree a page drawn ahead of the app is drawn with and hydrated with: the same on both sides. `hydrating`: the
 * browser taking over the drawing, whose HTML already carries Chakra's global CSS.
 */
export function drawnTree(router: AppRouter, onCommitted?: () => void, hydrating = false) {
  return (
    <StrictMode>
      <App router={router} prerendered={hydrating} />
      <Committed onDone={onCommitted} />
    </StrictMode>
  );
}

/** Settles once the router has loaded the first page's code (its lazy routes and loaders), or after `ms`. */
export function routerReady(router: AppRouter, ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
    setTimeout(() => {
      stop();
      resolve();
    }, ms);
  });
}
