import { Box, ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrFetcher } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { system } from './theme';

// Toasts only ever follow an action: their code (zag's toast machine) loads after the first paint.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));
// The service worker, the offline banner and the update prompt: after hydration too, never in the first paint's path.
const AppStatus = lazy(() => import('./app-status'));

/**
 * The system for hydrating a prerendered page: its global CSS (reset, tokens, global styles: a large object) is
 * already in the page's head, so it is not serialized again on the phone's main thread. Same shape of tree.
 */
const prerenderedSystem: typeof system = { ...system, _global: [] };

/**
 * Chakra (default system with AA-contrast solid colours, green as the app's palette), toasts, SWR defaults and the
 * app's status (offline banner, update prompt, service worker).
 * `prerendered`: hydrating a page whose HTML carries Chakra's global CSS (see prerenderedSystem).
 */
export function AppProvider({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  const hydrated = useHydrated();
  return (
    <ChakraProvider value={prerendered ? prerenderedSystem : system}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: true, shouldRetryOnError: false }}>
        <Box colorPalette="green" minH="100vh">
          {hydrated && (
            <Suspense fallback={null}>
              <AppStatus />
            </Suspense>
          )}
          {children}
        </Box>
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </SWRConfig>
    </ChakraProvider>
  );
}
