import { Badge, Box, Button, Card, Field, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLifeBuoy } from 'react-icons/lu';
import { toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { query, useAdminSWR } from '../api/admin-client';
import { replyToSupportMessage, SUPPORT_FILTERS, type SupportFilter, type SupportMessage, type SupportMessagesPage } from '../api/admin-support';
import { AdminEmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { FilterSelect } from '../components/filter-select';

const FILTER_LABELS: Record<SupportFilter, string> = { open: 'Open', answered: 'Answered', all: 'All' };

function ReplyForm({ message, onDone }: { message: SupportMessage; onDone: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await replyToSupportMessage(message.id, { message: text });
      toaster.success({ title: res.message });
      setText('');
      onDone();
    } catch (e) {
      const fieldError = e instanceof ApiError ? e.errors?.message?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else toaster.error({ title: e instanceof Error ? e.message : 'Could not send the reply' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" data-testid="support-reply-form">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{message.reply ? 'Send another reply (replaces the one shown)' : `Reply to ${message.name}`}</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} maxLength={5000} bg="white" placeholder={`E-mailed to ${message.email}`} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Button colorPalette="green" loading={busy} disabled={!text.trim()} onClick={submit} alignSelf="flex-start">
        Send reply
      </Button>
    </Stack>
  );
}

function MessageCard({ message, onDone }: { message: SupportMessage; onDone: () => void }) {
  const answered = message.status === 'answered';
  return (
    <Card.Root variant="outline" data-testid="support-message">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Box minW="0">
              <Heading size="sm">{message.subject}</Heading>
              <Text fontSize="sm" color="gray.600">
                {message.name} · <Link href={`mailto:${message.email}`}>{message.email}</Link>
                {message.user_id ? ` · account #${message.user_id}` : ''} · {formatDateTime(message.created_at)}
              </Text>
            </Box>
            <Badge colorPalette={answered ? 'green' : 'orange'}>{answered ? 'Answered' : 'Open'}</Badge>
          </HStack>
          <Text whiteSpace="pre-wrap" data-testid="support-message-text">
            {message.message}
          </Text>
          {message.reply && (
            <Box bg="green.50" p="3" rounded="md" data-testid="support-reply">
              <Text fontSize="sm" fontWeight="semibold">
                Replied {formatDateTime(message.replied_at)}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {message.reply}
              </Text>
            </Box>
          )}
          <ReplyForm message={message} onDone={onDone} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Admin: the Contact Us inbox (questions, complaints, NDPA data requests), answered by e-mail. */
export function AdminSupportPage() {
  const [filter, setFilter] = useState<SupportFilter>('open');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useAdminSWR<SupportMessagesPage>(`/api/admin/support-messages${query({ status: filter, page })}`);
  const rows = data?.data ?? [];
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="lg">Support</Heading>
        <FilterSelect
          value={filter}
          options={SUPPORT_FILTERS}
          labels={FILTER_LABELS}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
      </HStack>
      {error && <Text color="red.700">Failed to load support messages. Please try again.</Text>}
      {data && rows.length === 0 && <AdminEmptyState icon={<LuLifeBuoy />} title="No messages" hint="Messages sent through the Contact Us page appear here." />}
      <Stack gap="3" data-testid="support-list">
        {rows.map((m) => (
          <MessageCard key={m.id} message={m} onDone={() => void mutate()} />
        ))}
      </Stack>
      {data && <Pager page={page} lastPage={data.meta.last_page} total={data.meta.total} onPage={setPage} />}
    </Stack>
  );
}
