import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { getAdminToken } from '@/features/admin/api/admin-session';
import { getToken } from '@/lib/auth-storage';
import { formatDateTime } from '@/lib/format';
import { offlineStatus, subscribeOfflineStatus } from '@/lib/offline-status';
import { applyUpdate, isUpdateReady, startServiceWorker, subscribeUpdate } from '@/lib/service-worker';

/** What the offline banner says: showing kept answers (and since when), or offline with nothing kept on screen. */
export function offlineMessage(online: boolean, cachedAt: string | null): string | null {
  const saved = cachedAt ? formatDateTime(new Date(cachedAt)) : '';
  if (cachedAt) return `${online ? "Oja can't be reached" : "You're offline"} — showing what you saw last${saved ? ` (saved ${saved})` : ''}.`;
  if (!online) return "You're offline. Pages you have opened before still work; the rest will load when you're back online.";
  return null;
}

/**
 * On every page: starts the service worker once the page is idle, says when the page is offline or shows kept
 * answers, and offers the new version of the app once it is installed. Loaded after hydration (provider.tsx).
 */
export default function AppStatus() {
  const { mutate } = useSWRConfig();
  const status = useSyncExternalStore(subscribeOfflineStatus, offlineStatus, offlineStatus);
  const updateReady = useSyncExternalStore(subscribeUpdate, isUpdateReady, isUpdateReady);
  const [later, setLater] = useState(false);

  useEffect(() => {
    startServiceWorker({
      // The first worker to control the page: fetch the page's data again through it, so it is kept for offline use.
      onTakeover: () => void mutate(() => true),
      signedInTokens: () => [getToken(), getAdminToken()],
    });
  }, [mutate]);

  const message = offlineMessage(status.online, status.cachedAt);
  return (
    <>
      {message && (
        <Box
          role="status"
          data-testid="offline-banner"
          position="sticky"
          top="0"
          zIndex="banner"
          bg="orange.100"
          color="orange.900"
          px="4"
          py="2"
          textAlign="center"
        >
          <Text fontSize="sm" fontWeight="medium">
            {message}
          </Text>
        </Box>
      )}
      {updateReady && !later && (
        <Box
          role="status"
          data-testid="update-prompt"
          position="fixed"
          bottom="4"
          insetInline="4"
          mx="auto"
          maxW="md"
          zIndex="toast"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          p="4"
        >
          <Text fontWeight="semibold">A new version of Oja is ready.</Text>
          <Text fontSize="sm" color="fg.muted">
            Reload to use it. What you were doing here keeps working until then.
          </Text>
          <HStack mt="3" justify="flex-end">
            <Button size="sm" variant="ghost" onClick={() => setLater(true)}>
              Later
            </Button>
            <Button size="sm" onClick={() => void applyUpdate()}>
              Reload
            </Button>
          </HStack>
        </Box>
      )}
    </>
  );
}
