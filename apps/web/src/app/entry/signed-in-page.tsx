// A signed-in page drawn on the server (apps/api common/page-render.ts loads the prerender's server bundle and calls
// renderSignedInPage): the dashboard or admin page at a path, drawn by the app's own routes and components with the
// user's answers, so a phone paints the page from HTML before the app's code has arrived. entry/main-app.tsx then
// hydrates it with the same answers and session (lib/drawn-page.ts), as the prerendered pages are.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DRAWN_DOCUMENT_ATTRIBUTE } from '@/config/early-data';
import { DRAWN_PAGE_ID, drawnPageJson, keepDrawnAnswers } from '@/lib/drawn-page';
import { serverSession } from '@/lib/server-session';
import { createRoutes } from '../router';
import { drawnTree, routerReady } from './drawn-tree';
import { hoistEmotionStyles } from './emotion-styles';

export interface SignedInPageInput {
  /** The SPA shell (dist/index.html). */
  shell: string;
  /** The page's path and query (`/dashboard/user?tab=1`). */
  url: string;
  /** The API's answers the page asks for as it first draws (src/config/early-data.ts), by path; only successful ones. */
  answers: Record<string, unknown>;
  /** The session as the browser stores it (`token`, `user`, `vendor`; the admin's `admin_token`, `admin`). */
  storage: Record<string, string>;
}

/** How long the drawing waits for the page's code (inlined in this bundle: it is there at once). */
const ROUTES_WAIT_MS = 2_000;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One drawing at a time: the session the hooks read is module state for the length of one drawing. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page's HTML: the shell with the page drawn into `#root`, its styles in the head and its data beside it. Null
 * when the app would not draw that page for this session (a redirect, an error of the routes).
 */
export function renderSignedInPage(input: SignedInPageInput): Promise<string | null> {
  const drawing = queue.then(() => draw(input));
  queue = drawing.catch(() => undefined);
  return drawing;
}

async function draw({ shell, url, answers, storage }: SignedInPageInput): Promise<string | null> {
  const path = url.split('?')[0]!;
  serverSession.storage = storage;
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  try {
    await routerReady(router, ROUTES_WAIT_MS);
    const { initialized, errors, location } = router.state;
    if (!initialized || errors || location.pathname !== path) return null;
    const markup = renderToString(<SWRConfig value={{ provider: () => keepDrawnAnswers(answers, new Map()) }}>{drawnTree(router)}</SWRConfig>);
    const { body, head } = hoistEmotionStyles(markup);
    // The session without its token: the browser has the token; the rest is what its hydration must draw with.
    const session = Object.fromEntries(Object.entries(storage).filter(([key]) => key !== 'token' && key !== 'admin_token'));
    const page = shell
      .replace(/<html\b/, `<html ${DRAWN_DOCUMENT_ATTRIBUTE}`)
      .replace('</head>', () => `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-drawn="${escapeAttribute(path)}">${body}</div><script type="application/json" id="${DRAWN_PAGE_ID}">${drawnPageJson({ answers, session })}</script>`,
      );
    return page.includes(DRAWN_PAGE_ID) ? page : null;
  } finally {
    router.dispose();
    serverSession.storage = null;
  }
}
