import { Box, Button, Circle, Float, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuBell, LuCheckCheck } from 'react-icons/lu';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { markAllNotificationsRead, markNotificationRead, useNotifications, type AppNotification } from '../api/notifications';

/** The top bar's bell with the real unread count from GET /api/notifications. */
export function NotificationBell() {
  const { data, error, mutate } = useNotifications();
  const unread = data?.meta?.unread ?? 0;
  const items = data?.data ?? [];

  const readAll = async () => {
    try {
      await markAllNotificationsRead();
      await mutate();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to update notifications') });
    }
  };

  const readOne = async (item: AppNotification) => {
    if (item.read_at) return;
    try {
      await markNotificationRead(item.id);
      await mutate();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to update notifications') });
    }
  };

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          data-testid="notification-bell"
          position="relative"
        >
          <LuBell />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Circle size="5" bg="red.700" color="white" fontSize="2xs" fontWeight="bold" data-testid="notification-count">
                {unread > 99 ? '99+' : unread}
              </Circle>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: 'sm' }} colorPalette="green">
            <Popover.Body p="0">
              <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
                <Text fontWeight="semibold">Notifications</Text>
                <Button size="xs" variant="ghost" onClick={() => void readAll()} disabled={unread === 0}>
                  <LuCheckCheck /> Mark all as read
                </Button>
              </HStack>
              <Stack gap="0" maxH="80" overflowY="auto" data-testid="notification-list">
                {error && (
                  <Text px="4" py="6" color="red.600" fontSize="sm">
                    {errorMessage(error, 'Failed to load notifications')}
                  </Text>
                )}
                {!error && items.length === 0 && (
                  <Text px="4" py="6" color="gray.500" fontSize="sm" textAlign="center">
                    {data ? 'You have no notifications yet.' : 'Loading notifications...'}
                  </Text>
                )}
                {items.map((item) => (
                  <Box
                    as="button"
                    key={item.id}
                    textAlign="left"
                    px="4"
                    py="3"
                    borderBottomWidth="1px"
                    bg={item.read_at ? 'white' : 'green.50'}
                    _hover={{ bg: 'gray.50' }}
                    onClick={() => void readOne(item)}
                  >
                    <HStack align="start" gap="2">
                      {!item.read_at && <Circle size="2" bg="green.500" mt="1.5" flexShrink={0} role="img" aria-label="Unread" />}
                      <Box minW="0">
                        <Text fontSize="sm" fontWeight={item.read_at ? 'normal' : 'semibold'}>
                          {item.title}
                        </Text>
                        <Text fontSize="sm" color="gray.600">
                          {item.body}
                        </Text>
                        <Text fontSize="xs" color="gray.500" mt="1">
                          {formatDateTime(item.created_at)}
                        </Text>
                      </Box>
                    </HStack>
                  </Box>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
