import { Alert, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatDateTime } from '@/lib/format';
import { mutate as refresh } from 'swr';
import { cancelDeactivation, ERASURE_KEY, requestDeactivation, useDeactivation } from '../api/account';

/** Account deactivation (spec 000 §9): it takes effect 24 h after the request and can be cancelled until then. */
export function DeactivationCard() {
  const { data, error, isLoading, isValidating, mutate } = useDeactivation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
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
  const cancel = async () => {
    setBusy(true);
    try {
      const res = await cancelDeactivation();
      await mutate({ data: res.data }, { revalidate: false });
      // Cancelling the deactivation cancels an erasure that was part of it.
      void refresh(ERASURE_KEY);
      toastSuccess(res.message);
    } catch (e) {
      toastFailure('Failed to cancel the deactivation', e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root data-testid="deactivation">
      <Card.Header>
        <Heading as="h2" size="md">
          Deactivate account
        </Heading>
        <Text fontSize="sm" color="gray.600">
          Deactivation takes effect 24 hours after you ask; you can cancel until then. After that you can no longer log in.
        </Text>
      </Card.Header>
      <Card.Body>
        {error ? (
          <RetryAlert message="Failed to load your account status" retrying={isValidating} onRetry={() => void mutate()} />
        ) : isLoading ? (
          <Skeleton h="10" />
        ) : pending ? (
          <Stack gap="3" align="flex-start">
            <Alert.Root status="warning" data-testid="deactivation-pending">
              <Alert.Indicator />
              <Alert.Title>Your account will be deactivated on {formatDateTime(pending)}.</Alert.Title>
            </Alert.Root>
            <Button variant="outline" colorPalette="green" onClick={() => void cancel()} loading={busy}>
              Cancel deactivation
            </Button>
          </Stack>
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Deactivate my account
          </Button>
        )}
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
      </Card.Body>
    </Card.Root>
  );
}
