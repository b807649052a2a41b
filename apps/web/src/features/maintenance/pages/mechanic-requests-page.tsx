import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatPhoneNg } from '@/lib/phone';
import { mechanicAct, useMechanicRequests, type MechanicAction, type MechanicJob } from '../api/maintenance';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { MessageButton } from '@/components/messages/message-button';
import { RequestCard } from '../components/request-card';

const BUTTONS: Array<{ event: string; action: MechanicAction; label: string; palette: string; variant?: 'outline' }> = [
  { event: 'ACCEPT', action: 'accept', label: 'Accept', palette: 'green' },
  { event: 'DECLINE', action: 'decline', label: 'Decline', palette: 'red', variant: 'outline' },
  { event: 'START', action: 'start', label: 'Start Job', palette: 'blue' },
  { event: 'COMPLETE', action: 'complete', label: 'Complete', palette: 'green' },
];

/** `/dashboard/mechanic/requests`: paid requests sent to this mechanic; accept or decline within 2 hours, then start and complete. */
export function MechanicRequestsPage() {
  const { data, error, isLoading, isValidating, mutate } = useMechanicRequests();
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (r: MechanicJob, action: MechanicAction) => {
    setBusy(`${r.id}:${action}`);
    try {
      const res = await mechanicAct(r.id, action);
      toastSuccess(res.message ?? 'Done');
      await mutate();
    } catch (e) {
      toastFailure('That did not work. Please try again.', e);
    } finally {
      setBusy(null);
    }
  };
  const list = data?.data ?? [];
  return (
    <Stack gap="5">
      <PageHeading title="Service Requests">Paid requests from customers. Answer within 2 hours, or the customer is refunded.</PageHeading>
      {error && <RetryAlert message="Failed to load service requests" retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && <LoadingState label="Loading..." />}
      {!isLoading && !error && list.length === 0 && <Text color="gray.600">No service requests yet. Paid requests from customers appear here.</Text>}
      {list.map((r) => (
        <RequestCard
          key={r.id}
          r={r}
          who={
            r.customer && (
              <Text fontSize="sm" data-testid="request-customer">
                Customer: {r.customer.name}
                {r.customer.phone ? ` · ${formatPhoneNg(r.customer.phone)}` : ''}
              </Text>
            )
          }
        >
          {BUTTONS.filter((b) => r.actions.includes(b.event as never)).map((b) => (
            <Button
              key={b.action}
              size="sm"
              colorPalette={b.palette}
              variant={b.variant ?? 'solid'}
              loading={busy === `${r.id}:${b.action}`}
              disabled={busy !== null && busy !== `${r.id}:${b.action}`}
              onClick={() => void act(r, b.action)}
            >
              {b.label}
            </Button>
          ))}
          <LeaveReviewButton kind="maintenance_request" id={r.id} />
          <MessageButton kind="maintenance_request" id={r.id} title={`Request #${r.id}`} />
        </RequestCard>
      ))}
    </Stack>
  );
}
