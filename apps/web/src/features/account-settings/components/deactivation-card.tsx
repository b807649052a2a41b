import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatDateTime } from '@/lib/format';
import { mutate as refresh } from 'swr';
import { cancelDeactivation, ERASURE_KEY, requestDeactivation, useDeactivation } from '../api/account';
import { PendingChange, SettingsCard } from './settings-card';
import { useBusy } from '@/components/use-busy';

/** Account deactivation: it takes effect 24 h after the request and can be cancelled until then. */
export function DeactivationCard() {
  const { data, error, isLoading, isValidating, mutate } = useDeactivation();
  const [confirming, setConfirming] = useState(false);
  const [busy, run] = useBusy();
  const pending = data?.data.deactivates_at ?? null;

  const ask = async () => {
    try {
      const res = await requestDeactivation();
      await mutate({ data: res.data }, { revalidate: false });
      toastSuccess(res.message);
    } catch (e) {
      toastFailure('Failed to request deactivation', e);
    }
  };
  const cancel = () =>
    run('Failed to cancel the deactivation', async () => {
      const res = await cancelDeactivation();
      await mutate({ data: res.data }, { revalidate: false });
      // Cancelling the deactivation cancels an erasure that was part of it.
      void refresh(ERASURE_KEY);
      toastSuccess(res.message);
    });

  return (
    <SettingsCard
      testId="deactivation"
      title="Deactivate account"
      intro="Deactivation takes effect 24 hours after you ask; you can cancel until then. After that you can no longer log in."
      load={{ error, loading: isLoading, retrying: isValidating, retry: () => void mutate(), failed: 'Failed to load your account status' }}
      extra={
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={ask}
          title="Deactivate your account?"
          message="Your account will be deactivated in 24 hours. You can cancel until then."
          confirmLabel="Deactivate"
          cancelLabel="Keep my account"
          colorPalette="red"
        />
      }
    >
      {() =>
        pending ? (
          <PendingChange testId="deactivation-pending" cancelLabel="Cancel deactivation" busy={busy} onCancel={() => void cancel()}>
            Your account will be deactivated on {formatDateTime(pending)}.
          </PendingChange>
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Deactivate my account
          </Button>
        )
      }
    </SettingsCard>
  );
}
