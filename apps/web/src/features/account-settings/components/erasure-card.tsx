import { Button, Field, List, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/components/password-input';
import { toastSuccess } from '@/components/toast-helpers';
import { useBusy } from '@/components/use-busy';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { cancelErasure, requestErasure, useDeactivation, useErasure } from '../api/account';
import { PendingChange, SettingsCard } from './settings-card';

/**
 * Delete my account (NDPA): the password asked again; erased 24 hours later unless cancelled. Refused while money
 * is held or owed or a dispute is open, with the list of what to settle.
 */
export function ErasureCard() {
  const { data, error, isLoading, isValidating, mutate } = useErasure();
  const deactivation = useDeactivation();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const [busy, run] = useBusy();
  const pending = data?.data.erases_at ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setOpen([]);
    await run(
      (e) => {
        if (e instanceof ApiError && e.errors?.open) setOpen(e.errors.open);
        setProblem(e instanceof ApiError ? (e.errors?.password?.[0] ?? e.message) : 'Failed to delete your account');
      },
      async () => {
        const res = await requestErasure(password);
        toastSuccess(res.message);
        setAsking(false);
        setPassword('');
        await Promise.all([mutate(), deactivation.mutate()]);
      },
    );
  };
  const cancel = () =>
    run('Failed to cancel the erasure', async () => {
      const res = await cancelErasure();
      toastSuccess(res.message);
      await Promise.all([mutate(), deactivation.mutate()]);
    });

  return (
    <SettingsCard
      testId="erasure"
      title="Delete my account"
      intro={
        <>
          We erase your personal data 24 hours after you ask (you can cancel until then): your name, e-mail, phone and uploads. Payment and order records the
          law requires stay, without your name; your reviews stay signed "Former Oja user". See the Privacy Policy.
        </>
      }
      load={{ error, loading: isLoading, retrying: isValidating, retry: () => void mutate(), failed: 'Failed to load your account status' }}
    >
      {() =>
        pending ? (
          <PendingChange testId="erasure-pending" cancelLabel="Cancel erasure" busy={busy} onCancel={() => void cancel()}>
            Your account will be erased on {formatDateTime(pending)}.
          </PendingChange>
        ) : asking ? (
          <form onSubmit={submit} aria-label="Delete my account">
            <Stack gap="3" align="flex-start" maxW="md">
              <Field.Root required invalid={!!problem}>
                <Field.Label>Your password</Field.Label>
                <PasswordInput name="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
                {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
              </Field.Root>
              {open.length > 0 && (
                <List.Root data-testid="erasure-open" fontSize="sm" ps="5">
                  {open.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
              <Stack direction="row">
                <Button type="submit" colorPalette="red" loading={busy} disabled={!password}>
                  Delete my account
                </Button>
                <Button variant="ghost" onClick={() => setAsking(false)}>
                  Keep my account
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            Delete my account
          </Button>
        )
      }
    </SettingsCard>
  );
}
