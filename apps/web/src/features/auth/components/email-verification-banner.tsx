import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/**
 * Shown in the dashboard shell while the user's e-mail is unverified (orders and bookings answer
 * 403 until then), with a button for POST /api/email/resend.
 */
export function EmailVerificationBanner() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  if (!user || user.email_verified_at !== null) return null;

  const resend = async () => {
    setBusy(true);
    try {
      const res = await apiRequest<{ message?: string }>('/api/email/resend', { method: 'POST' });
      toaster.create({ type: 'success', title: res.message || 'A new verification link has been sent to your e-mail.' });
      setSent(true);
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to resend the verification e-mail') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert.Root status="warning" mb="6" data-testid="email-verification-banner" flexWrap="wrap" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>Please verify your e-mail address</Alert.Title>
        <Alert.Description>We sent a verification link to {user.email}. You need a verified e-mail to place orders and bookings.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="orange" onClick={() => void resend()} loading={busy} disabled={sent}>
        {sent ? 'Verification e-mail sent' : 'Resend verification e-mail'}
      </Button>
    </Alert.Root>
  );
}
