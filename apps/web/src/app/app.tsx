import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app around a router: the browser's (main.tsx, main-landing.tsx) or a memory one (the prerender). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
