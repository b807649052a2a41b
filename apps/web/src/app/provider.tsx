import { Box, ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrFetcher } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { system } from './theme';

// Toasts only ever follow an action: their code (zag's toast machine) loads after the first paint.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

/** Chakra (default system with AA-contrast solid colours, green as the app's palette), toasts and SWR defaults. */
export function AppProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: true, shouldRetryOnError: false }}>
        <Box colorPalette="green" minH="100vh">
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
