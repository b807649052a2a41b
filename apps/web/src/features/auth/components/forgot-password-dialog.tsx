import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { requestPasswordReset } from '../api/password-reset';

/** Forgot-password dialog: asks the API to e-mail a reset link. */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail?: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setResult({ ok: false, text: 'Please enter your email address' });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const res = await requestPasswordReset(email.trim());
      setResult({ ok: true, text: res?.message || 'If an account exists for that email, a reset link has been sent.' });
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e, 'Something went wrong') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setEmail(initialEmail ?? '');
          setResult(null);
        }
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="plain" colorPalette="green" size="sm" px="0" h="auto" color="green.700">
          Forgot password?
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content colorPalette="green" as="form" onSubmit={onSubmit}>
            <Dialog.Header>
              <Dialog.Title>Reset your password</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="gray.600" fontSize="sm">
                  Enter the email you registered with and we will send you a link to choose a new password.
                </Text>
                <Field.Root>
                  <Field.Label>Email</Field.Label>
                  <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" autoComplete="email" />
                </Field.Root>
                {result && (
                  <Alert.Root role={result.ok ? 'status' : 'alert'} status={result.ok ? 'success' : 'error'}>
                    <Alert.Indicator />
                    <Alert.Title>{result.text}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" type="button">
                  Close
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" loading={busy}>
                Send reset link
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
