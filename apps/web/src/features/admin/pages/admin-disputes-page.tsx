import { Badge, Box, Button, Card, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuScale } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { toaster } from '@/components/ui/toaster';
import { DisputePhotos } from '@/components/dispute-photos';
import { ConversationThread } from '@/components/messages/conversation-thread';
import { formatDateTime } from '@/lib/format';
import { adminFetcher, useAdminSWR, query } from '../api/admin-client';
import { ADMIN_NOTIFICATIONS_KEY, DISPUTE_FILTERS, resolveDispute, type AdminDispute, type DisputeFilter, type DisputesPage } from '../api/admin-disputes';
import { AdminEmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { FilterSelect } from '../components/filter-select';
import { SelectBox } from '@/components/select-box';

const RESOLUTIONS = [
  { value: 'release', label: 'Release the payment to the vendor' },
  { value: 'refund', label: 'Refund the customer (at most 50 %)' },
];

const FILTER_LABELS: Record<DisputeFilter, string> = { open: 'Open', resolved: 'Resolved', all: 'All' };
const when = formatDateTime;
const naira = (n: number | string | null | undefined) => `₦${Number(n ?? 0).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

function ResolveForm({ dispute, onDone }: { dispute: AdminDispute; onDone: () => void }) {
  const [resolution, setResolution] = useState<'release' | 'refund'>('release');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const max = (dispute.order as { max_refund_amount?: number } | null)?.max_refund_amount ?? null;
  const submit = async () => {
    if (!note.trim()) {
      toaster.error({ title: 'Please add a note explaining the decision' });
      return;
    }
    setBusy(true);
    try {
      const res = await resolveDispute(dispute.id, { resolution, note, ...(resolution === 'refund' && amount ? { refund_amount: Number(amount) } : {}) });
      toaster.success({ title: res.message });
      onDone();
    } catch (e) {
      toaster.error({ title: e instanceof Error ? e.message : 'Could not resolve the dispute' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" data-testid="resolve-form">
      <Heading size="sm">Resolve</Heading>
      <SelectBox label="Resolution" value={resolution} onChange={setResolution} choices={RESOLUTIONS} bg="white" />
      {resolution === 'refund' && (
        <Input
          aria-label="Refund amount (₦)"
          placeholder={max ? `Up to ${naira(max)}` : 'Amount in naira'}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          bg="white"
        />
      )}
      <Textarea
        aria-label="Reason for the decision"
        placeholder="Reason for the decision (both sides see it)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        bg="white"
      />
      <Button colorPalette="green" loading={busy} onClick={submit} alignSelf="flex-start">
        {resolution === 'release' ? 'Release payment' : 'Issue refund'}
      </Button>
    </Stack>
  );
}

function DisputeDetail({ dispute, onDone }: { dispute: AdminDispute; onDone: () => void }) {
  return (
    <Card.Root data-testid="dispute-detail">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap">
            <Heading size="md">Dispute on {(dispute.subject_label ?? `Order #${dispute.order_id}`).toLowerCase()}</Heading>
            <Badge colorPalette={dispute.status === 'open' ? 'orange' : 'green'}>{dispute.status === 'open' ? 'Open' : 'Resolved'}</Badge>
          </HStack>
          <Box>
            <Heading size="sm" mb="2">
              Timeline
            </Heading>
            <Stack as="ol" gap="1" ps="4" data-testid="dispute-timeline">
              {dispute.timeline.map((s) => (
                <Text as="li" key={s.event} fontSize="sm">
                  {s.label} — {when(s.at)}
                </Text>
              ))}
            </Stack>
          </Box>
          <Box>
            <Heading size="sm">Customer ({dispute.user?.name ?? 'unknown'})</Heading>
            <Text fontSize="sm" data-testid="customer-statement">
              {dispute.reason}
            </Text>
            <DisputePhotos photos={dispute.photos} />
          </Box>
          <Box>
            <Heading size="sm">Vendor ({dispute.vendor.business_name ?? 'unknown'})</Heading>
            <Text fontSize="sm" color={dispute.vendor_statement ? undefined : 'gray.600'} data-testid="vendor-statement">
              {dispute.vendor_statement ?? 'The vendor has not responded yet.'}
            </Text>
          </Box>
          <Box data-testid="dispute-messages">
            <Heading size="sm" mb="2">
              Messages between them (read only)
            </Heading>
            <ConversationThread
              kind={dispute.subject_kind ?? 'service_order'}
              id={dispute.order_id}
              readOnly
              base="/api/admin/conversations"
              fetcher={adminFetcher}
            />
          </Box>
          {dispute.status === 'open' ? (
            <ResolveForm dispute={dispute} onDone={onDone} />
          ) : (
            <Text fontSize="sm" data-testid="resolution">
              {dispute.resolution === 'refund' ? `Refunded ${naira(dispute.refund_amount)}` : 'Released to the vendor'} on {when(dispute.resolved_at)}:{' '}
              {dispute.note}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Admin: disputed service orders, with both sides' statements, the order's timeline and the resolution. */
export function AdminDisputesPage() {
  const [filter, setFilter] = useState<DisputeFilter>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const { mutate: mutateAll } = useSWRConfig();
  const key = `/api/admin/disputes${query({ status: filter, page })}`;
  // Photo links last five minutes: refreshed before they run out.
  const { data, error, mutate } = useAdminSWR<DisputesPage>(key);
  const rows = data?.data ?? [];
  const current = rows.find((d) => d.id === selected) ?? null;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="lg">Disputes</Heading>
        <FilterSelect
          value={filter}
          options={DISPUTE_FILTERS}
          labels={FILTER_LABELS}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
            setSelected(null);
          }}
        />
      </HStack>
      {error && <Text color="red.700">Failed to load disputes. Please try again.</Text>}
      {data && rows.length === 0 && <AdminEmptyState icon={<LuScale />} title="No disputes" hint="Disputed service orders appear here." />}
      <Stack gap="2" data-testid="disputes-list">
        {rows.map((d) => (
          <Card.Root key={d.id} variant={d.id === selected ? 'elevated' : 'outline'} data-testid="dispute-row">
            <Card.Body py="3">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Box minW="0">
                  <Text fontWeight="semibold">
                    {d.subject_label ?? `Order #${d.order_id}`} · {d.user?.name ?? 'Customer'} vs {d.vendor.business_name ?? 'Vendor'}
                  </Text>
                  <Text fontSize="sm" color="gray.600" truncate>
                    {d.reason}
                  </Text>
                </Box>
                <HStack>
                  <Badge colorPalette={d.status === 'open' ? 'orange' : 'green'}>{d.status === 'open' ? 'Open' : 'Resolved'}</Badge>
                  <Button size="sm" variant="outline" onClick={() => setSelected(d.id === selected ? null : d.id)}>
                    {d.id === selected ? 'Hide' : 'View'}
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {current && (
        <DisputeDetail
          dispute={current}
          onDone={() => {
            void mutate();
            void mutateAll(ADMIN_NOTIFICATIONS_KEY);
          }}
        />
      )}
      {data && data.meta.last_page > 1 && <Pager page={page} lastPage={data.meta.last_page} total={data.meta.total} onPage={setPage} />}
    </Stack>
  );
}
