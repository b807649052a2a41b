import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { drawnPage, keepDrawnAnswers } from '@/lib/drawn-page';
import { endServerSession, serverSession } from '@/lib/server-session';
import { App } from '../app';
import { createRoutes } from '../router';
import { drawnTree, routerReady } from './drawn-tree';
import { holdEvents, nextTask } from './held-events';

// The app of the SPA shell (index.html), every route but the prerendered pages (PRERENDERED_PATHS, whose entry is
// main-prerendered.tsx): imported by main.tsx, after the first paint of a page the server drew.
const container = document.getElementById('root')!;
const router = createBrowserRouter(createRoutes());
// A signed-in page the server drew (lib/drawn-page.ts): hydrated, once its route's code has loaded, with the answers
// and the session it was drawn with, so the first drawing is the page on screen, not a loading state.
const drawn = drawnPage(container);

/** The browser's stored value of a key (the token is not in the drawing). */
function stored(key: string): string | null {
  for (const store of [() => localStorage, () => sessionStorage]) {
    try {
      const value = store().getItem(key);
      if (value) return value;
    } catch {
      /* storage blocked */
    }
  }
  return null;
}

if (drawn) {
  keepDrawnAnswers(drawn.answers);
  // The token is the browser's (a public page was drawn for nobody: none).
  const token = 'admin' in drawn.session ? { admin_token: stored('admin_token') } : 'user' in drawn.session ? { token: stored('token') } : {};
  serverSession.storage = Object.fromEntries(Object.entries({ ...drawn.session, ...token }).filter((entry): entry is [string, string] => entry[1] !== null));
  // The page's code never arriving (a failed download) must not leave the page dead: it is hydrated anyway, and drawn
  // again by the app where the drawing differs.
  // Taps and typing before the app has taken the drawing over: held, then replayed once it has (held-events.ts).
  const held = holdEvents(container);
  const hydrated = () => {
    endServerSession();
    // In a task of their own, after React's effects: each event is then handled, and its update drawn, before the next.
    nextTask(() => held.replay());
  };
  void routerReady(router, 15_000).then(() =>
    hydrateRoot(container, drawnTree(router, hydrated, true), {
      // A drawing that differs from the app's (data changed in between) is drawn again by the app: worth a note only.
      onRecoverableError: (error) => console.warn('The page was drawn again in the browser:', error),
    }),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
