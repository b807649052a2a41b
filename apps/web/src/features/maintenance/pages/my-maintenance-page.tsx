import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { sendProblemReport, toastFailure, toastSuccess } from '@/components/toast-helpers';
import {
  cancelRequest,
  confirmRequest,
  draftAgain,
  payRequest,
  reportProblem,
  uploadProblemPhoto,
  useMyRequests,
  type MaintenanceRequest,
} from '../api/maintenance';
import { ReportProblemDialog } from '@/components/text-prompt-dialog';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { MessageButton } from '@/components/messages/message-button';
import { RequestCard } from '../components/request-card';

type Pending = { kind: 'cancel' | 'confirm'; r: MaintenanceRequest } | null;

/** The customer's maintenance requests (`/dashboard/user/maintenance`) with the actions the machine allows now. */
export function MyMaintenancePage() {
  const { data, error, isLoading, isValidating, mutate } = useMyRequests();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [reporting, setReporting] = useState<MaintenanceRequest | null>(null);

  const report = async (r: MaintenanceRequest, reason: string, photos: File[]) => {
    const sent = await sendProblemReport(
      () => reportProblem(r.id, reason),
      (photo) => uploadProblemPhoto(r.id, photo),
      photos,
    );
    if (sent) await mutate();
  };

  const run = async (r: MaintenanceRequest, kind: 'cancel' | 'confirm') => {
    try {
      const res = kind === 'cancel' ? await cancelRequest(r.id) : await confirmRequest(r.id);
      toastSuccess(res.message ?? 'Done');
      await mutate();
    } catch (e) {
      toastFailure(kind === 'cancel' ? 'Failed to cancel the request' : 'Failed to confirm the job', e);
    }
  };
  const pay = async (r: MaintenanceRequest) => {
    setBusy(r.id);
    try {
      window.location.assign((await payRequest(r.id)).data.payment_url);
    } catch (e) {
      toastFailure('Failed to initiate payment. Please try again.', e);
      setBusy(null);
    }
  };

  const list = data?.data ?? [];
  return (
    <Stack gap="5">
      <PageHeading title="My Maintenance">Your auto maintenance requests, their mechanic and the commitment fee.</PageHeading>
      {error && <RetryAlert message="Failed to fetch maintenance requests" retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && <LoadingState label="Loading..." />}
      {!isLoading && !error && list.length === 0 && (
        <Stack gap="2" align="start">
          <Text color="gray.600">You have no maintenance requests yet.</Text>
          <Button asChild colorPalette="green" size="sm">
            <RouterLink to="/auto-maintenance">Request maintenance</RouterLink>
          </Button>
        </Stack>
      )}
      {list.map((r) => (
        <RequestCard
          key={r.id}
          r={r}
          who={
            r.mechanic && (
              <Text fontSize="sm" data-testid="request-mechanic">
                Mechanic: {r.mechanic.workshop_name}
                {r.mechanic.location ? ` (${r.mechanic.location})` : ''}
              </Text>
            )
          }
        >
          {r.actions.includes('CHOOSE_MECHANIC') && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/auto-maintenance?request=${r.id}&step=2`}>{r.mechanic ? 'Change Mechanic' : 'Choose Mechanic'}</RouterLink>
            </Button>
          )}
          {r.actions.includes('PAY') && (
            <Button size="sm" colorPalette="green" loading={busy === r.id} onClick={() => void pay(r)}>
              Pay Fee
            </Button>
          )}
          {r.actions.includes('CONFIRM') && (
            <Button size="sm" colorPalette="green" onClick={() => setPending({ kind: 'confirm', r })}>
              Confirm Job Done
            </Button>
          )}
          {r.actions.includes('CANCEL') && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setPending({ kind: 'cancel', r })}>
              Cancel Request
            </Button>
          )}
          {r.actions.includes('DISPUTE') && (
            <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setReporting(r)}>
              Report a problem
            </Button>
          )}
          {(r.status === 'declined' || r.status === 'lapsed') && (
            <Button
              size="sm"
              colorPalette="green"
              variant="outline"
              onClick={() => {
                draftAgain(r);
                navigate('/auto-maintenance');
              }}
            >
              Send to another mechanic
            </Button>
          )}
          <LeaveReviewButton kind="maintenance_request" id={r.id} />
          <MessageButton kind="maintenance_request" id={r.id} title={`Request #${r.id}`} />
        </RequestCard>
      ))}
      <ReportProblemDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        description="Tell us what went wrong with the job. The fee stays in escrow until an administrator has looked at it."
        onSubmit={(reason, photos) => (reporting ? report(reporting, reason, photos) : Promise.resolve())}
      />
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => (pending ? run(pending.r, pending.kind) : undefined)}
        message={
          pending?.kind === 'confirm'
            ? 'Confirm the job is done? The commitment fee is released to the mechanic.'
            : pending?.r.status === 'accepted'
              ? 'Cancel this request? The mechanic has accepted it: 50 % of the fee is refunded to you.'
              : 'Cancel this request? You have not been charged.'
        }
        confirmLabel={pending?.kind === 'confirm' ? 'Yes, release payment' : 'Yes, cancel'}
        colorPalette={pending?.kind === 'confirm' ? 'green' : 'red'}
      />
    </Stack>
  );
}
