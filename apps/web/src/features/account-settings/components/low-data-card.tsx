import { Alert, Stack, Switch } from '@chakra-ui/react';
import { toastSuccess } from '@/components/toast-helpers';
import { useBusy } from '@/components/use-busy';
import { getStoredUser, updateStoredUser } from '@/lib/auth-storage';
import { browserSavesData } from '@/lib/low-data';
import { saveLowDataMode, useLowDataMode } from '../api/account';
import { SettingsCard } from './settings-card';

/**
 * Low-data mode, kept on the account (GET/PUT /api/me/low-data-mode) so it follows the user to another phone. The
 * stored user carries it too, which is what the API client and the list cards read (lib/low-data.ts).
 */
export function LowDataCard() {
  const { data, error, isLoading, isValidating, mutate } = useLowDataMode();
  const [busy, run] = useBusy();
  const on = data?.data.low_data_mode ?? false;

  const toggle = (next: boolean) =>
    run('Failed to save low-data mode', async () => {
      const res = await saveLowDataMode(next);
      await mutate({ data: res.data }, { revalidate: false });
      const user = getStoredUser();
      if (user) updateStoredUser({ ...user, low_data_mode: res.data.low_data_mode });
      toastSuccess(res.message);
    });

  return (
    <SettingsCard
      testId="low-data-mode"
      title="Low-data mode"
      intro="For a slow or costly connection, on every phone you sign in on: smaller photos, and the photos of a list only when you tap them."
      load={{ error, loading: isLoading || !data, retrying: isValidating, retry: () => void mutate(), failed: 'Failed to load low-data mode' }}
    >
      {() => (
        <Stack gap="3">
          <Switch.Root colorPalette="green" checked={on} disabled={busy} onCheckedChange={(e) => void toggle(e.checked)} data-testid="low-data-switch">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Low-data mode</Switch.Label>
          </Switch.Root>
          {browserSavesData() && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>Your browser&apos;s data saver is on, so low-data mode is on on this phone whatever this setting says.</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
    </SettingsCard>
  );
}
