import { Box, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { swrFetcher } from '@/lib/api-client';

/** Chakra (default system, green as the app's palette), toasts and SWR defaults. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: true, shouldRetryOnError: false }}>
        <Box colorPalette="green" minH="100vh">
          {children}
        </Box>
        <Toaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
