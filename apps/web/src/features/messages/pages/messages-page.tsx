import { Badge, Box, Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LuMessageCircle } from 'react-icons/lu';
import { ConversationThread } from '@/components/messages/conversation-thread';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { useConversations, type ConversationSummary } from '@/lib/conversations';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/use-session';

const preview = (c: ConversationSummary) => {
  const m = c.last_message;
  if (!m) return '';
  if (m.erased) return 'This message was deleted.';
  return m.body || (m.photos.length ? 'Photo' : '');
};

/**
 * Messages (every dashboard segment): the user's conversations about their orders, bookings and requests, newest
 * first with unread counts, and the chosen one's thread (`?kind=&id=`, which the bell's notices link to).
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const { data, error, mutate, isValidating } = useConversations(page);
  const kind = params.get('kind');
  const id = Number(params.get('id')) || null;
  const rows = data?.data ?? [];
  const current = rows.find((c) => c.subject.kind === kind && c.subject.id === id);
  const open = (c: ConversationSummary) => setParams({ kind: c.subject.kind, id: String(c.subject.id) });
  return (
    <Stack gap="5">
      <PageHeading title="Messages">Talk with the other side of your orders, bookings and requests. {data ? `${data.meta.unread} unread.` : ''}</PageHeading>
      {error && <RetryAlert message="Failed to load your messages." retrying={isValidating} onRetry={() => void mutate()} />}
      <Grid templateColumns={{ base: '1fr', lg: '20rem 1fr' }} gap="4" alignItems="start">
        <Stack gap="2" as="ul" listStyleType="none" aria-label="Conversations" data-testid="conversations">
          {data && rows.length === 0 && (
            <Text color="gray.600" data-testid="no-conversations">
              <LuMessageCircle style={{ display: 'inline', marginRight: 4 }} aria-hidden />
              No messages yet. Open an order, booking or request and press “Message” to start.
            </Text>
          )}
          {rows.map((c) => {
            const selected = c.subject.kind === kind && c.subject.id === id;
            return (
              <Box as="li" key={`${c.subject.kind}:${c.subject.id}`}>
                <Card.Root variant={selected ? 'elevated' : 'outline'} data-testid="conversation-row">
                  <Card.Body py="3" px="3">
                    <Button
                      variant="plain"
                      h="auto"
                      p="0"
                      w="full"
                      justifyContent="start"
                      textAlign="start"
                      onClick={() => open(c)}
                      aria-current={selected ? 'true' : undefined}
                    >
                      <Stack gap="0.5" minW="0" w="full">
                        <HStack justify="space-between" w="full">
                          <Text fontWeight="semibold" truncate>
                            {c.label} · {c.other_party?.name ?? 'Waiting for the other side'}
                          </Text>
                          {c.unread > 0 && (
                            <Badge colorPalette="orange" variant="solid" aria-label={`${c.unread} unread`}>
                              {c.unread}
                            </Badge>
                          )}
                        </HStack>
                        <Text fontSize="sm" color="gray.600" truncate>
                          {preview(c)}
                        </Text>
                        <Text fontSize="xs" color="gray.500">
                          {formatDateTime(c.updated_at)}
                        </Text>
                      </Stack>
                    </Button>
                  </Card.Body>
                </Card.Root>
              </Box>
            );
          })}
          {data && data.meta.last_page > 1 && (
            <HStack justify="space-between">
              <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <Text fontSize="xs">
                Page {page} of {data.meta.last_page}
              </Text>
              <Button size="xs" variant="outline" disabled={page >= data.meta.last_page} onClick={() => setPage((p) => p + 1)}>
                Older
              </Button>
            </HStack>
          )}
        </Stack>
        {kind && id ? (
          <Card.Root>
            <Card.Body>
              <Text fontWeight="semibold" mb="3">
                {current ? `${current.label} · ${current.other_party?.name ?? ''}` : 'Conversation'}
              </Text>
              <ConversationThread key={`${kind}:${id}`} kind={kind} id={id} />
            </Card.Body>
          </Card.Root>
        ) : (
          data && rows.length > 0 && <Text color="gray.600">Choose a conversation.</Text>
        )}
      </Grid>
    </Stack>
  );
}

/** `/dashboard/messages?kind=&id=` (the bell's link): the same page on the user's own dashboard. */
export function MessagesRedirect() {
  const { loggedIn, homePath } = useSession();
  const { search } = useLocation();
  return <Navigate to={loggedIn ? `${homePath}/messages${search}` : '/login'} replace />;
}
