import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';

/** True for the API's 403 "verify your e-mail before placing an order or booking". */
export function isEmailVerificationError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && /verify your e-?mail/i.test(error.message);
}

/** The API's message with a 'Resend verification e-mail' button (POST /api/email/resend). */
export function VerifyEmailAlert({ message }: { message: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const res = await apiRequest<{ message?: string }>('/api/email/resend', { method: 'POST' });
      toaster.create({ type: 'success', title: res?.message || 'Verification e-mail sent. Please check your inbox.' });
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to resend the verification e-mail') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert.Root status="warning" role="alert" data-testid="verify-email-alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{message}</Alert.Title>
        <Button size="xs" variant="outline" colorPalette="orange" alignSelf="flex-start" loading={busy} onClick={() => void resend()}>
          Resend verification e-mail
        </Button>
      </Stack>
    </Alert.Root>
  );
}
