import { Box, ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { swrFetcher } from '@/lib/api-client';
import { system } from './theme';

/** Chakra (default system with AA-contrast solid colours, green as the app's palette), toasts and SWR defaults. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: true, shouldRetryOnError: false }}>
        <Box colorPalette="green" minH="100vh">
          {children}
        </Box>
        <Toaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
