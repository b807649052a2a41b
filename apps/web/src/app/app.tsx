import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router: the browser's (entry/main-app.tsx, entry/main-prerendered.tsx) or a memory one (the prerender).
 * `prerendered`: taking over a prerendered page (its global CSS is already in the HTML).
 */
export function App({ router, prerendered = false }: { router: AppRouter; prerendered?: boolean }) {
  return (
    <AppProvider prerendered={prerendered}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
