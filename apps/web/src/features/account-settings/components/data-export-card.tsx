import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { toastSuccess } from '@/components/toast-helpers';
import { formatDateTime } from '@/lib/format';
import { requestDataExport, useDataExports } from '../api/account';
import { SettingsCard } from './settings-card';
import { useBusy } from '@/components/use-busy';

/** Download my data (NDPA): a ZIP of everything Oja holds about the user, prepared by a worker, downloadable for 24 hours. */
export function DataExportCard() {
  const { data, error, isLoading, isValidating, mutate } = useDataExports();
  const [busy, run] = useBusy();
  const latest = data?.data[0];

  const ask = () =>
    run('Failed to request your data', async () => {
      const res = await requestDataExport();
      toastSuccess(res.message);
      await mutate();
    });

  return (
    <SettingsCard
      testId="data-export"
      title="Download my data"
      intro={
        <>
          A ZIP file of your profile, orders, bookings, payments, reviews and your own uploads. We prepare it in the background and notify you when it is ready;
          the download link works for 15 minutes and the file is deleted after 24 hours.
        </>
      }
      load={{ error, loading: isLoading, retrying: isValidating, retry: () => void mutate(), failed: 'Failed to load your data exports' }}
    >
      {() => (
        <Stack gap="3" align="flex-start">
          {latest?.status === 'pending' && <Text data-testid="data-export-status">Preparing your data… (asked {formatDateTime(latest.created_at)})</Text>}
          {latest?.status === 'ready' && latest.download_url && (
            <Text data-testid="data-export-status">
              Your data is ready:{' '}
              <Link href={latest.download_url} colorPalette="green" fontWeight="semibold" download>
                Download ZIP
              </Link>
            </Text>
          )}
          {latest?.status === 'expired' && <Text color="gray.600">Your last export has expired. Ask for a new one.</Text>}
          <Button variant="outline" colorPalette="green" onClick={() => void ask()} loading={busy} disabled={latest?.status === 'pending'}>
            Request my data
          </Button>
        </Stack>
      )}
    </SettingsCard>
  );
}
