import { Button, HStack, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { toastSuccess } from '@/components/toast-helpers';
import { useBusy } from '@/components/use-busy';
import { saveNotificationPreferences, useNotificationPreferences, type NotificationPreferences } from '../api/account';
import { PushDeviceSection } from './push-device-section';
import { SettingsCard } from './settings-card';

const KINDS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: 'orders', label: 'Orders and bookings', hint: 'Service orders, apartment bookings and maintenance requests' },
  { key: 'payments', label: 'Payments', hint: 'Payments, refunds and payouts' },
  { key: 'messages', label: 'Messages', hint: 'New messages about your orders, bookings and requests' },
];
const CHANNELS = [
  { key: 'in_app', label: 'In-app' },
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'SMS' },
  { key: 'push', label: 'Push' },
] as const;

/**
 * In-app, e-mail, SMS and push notices per kind, kept on the server (GET/PUT /api/me/notification-preferences),
 * and this device's push notifications (turned on by a click: the browser asks permission only then).
 */
export function NotificationPreferencesCard() {
  const { data, error, isLoading, isValidating, mutate } = useNotificationPreferences();
  // From the answer already there (a page the server drew, a revisit), else once it comes.
  const [values, setValues] = useState<NotificationPreferences | null>(() => data?.data ?? null);
  const [busy, run] = useBusy();
  useEffect(() => {
    if (data) setValues(data.data);
  }, [data]);

  const save = async () => {
    if (!values) return;
    await run('Failed to save your notification preferences', async () => {
      const res = await saveNotificationPreferences(values);
      await mutate({ data: res.data }, { revalidate: false });
      toastSuccess(res.message);
    });
  };

  return (
    <SettingsCard
      testId="notification-preferences"
      title="Notifications"
      intro="Choose how Oja tells you about your activity. Account and security messages are always sent. SMS go only to notices that need you to act: a new order or booking, a payment due, an approval, a dispute."
      load={{
        error,
        loading: isLoading || !values,
        retrying: isValidating,
        retry: () => void mutate(),
        failed: 'Failed to load your notification preferences',
        skeletonH: '24',
      }}
    >
      {() =>
        values && (
          <Stack gap="4">
            <ResponsiveTable framed={false}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Kind</Table.ColumnHeader>
                  {CHANNELS.map((c) => (
                    <Table.ColumnHeader key={c.key}>{c.label}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {KINDS.map((k) => (
                  <Table.Row key={k.key}>
                    <Table.Cell data-label="Kind">
                      <Text fontWeight="medium">{k.label}</Text>
                      <Text fontSize="xs" color="gray.600">
                        {k.hint}
                      </Text>
                    </Table.Cell>
                    {CHANNELS.map((c) => (
                      <Table.Cell key={c.key} data-label={c.label}>
                        <Switch.Root
                          colorPalette="green"
                          checked={values[k.key][c.key] ?? true}
                          onCheckedChange={(e) => setValues((v) => (v ? { ...v, [k.key]: { ...v[k.key], [c.key]: e.checked } } : v))}
                        >
                          <Switch.HiddenInput aria-label={`${k.label}: ${c.label}`} />
                          <Switch.Control />
                        </Switch.Root>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </ResponsiveTable>
            <HStack>
              <Button colorPalette="green" onClick={() => void save()} loading={busy} loadingText="Saving...">
                Save preferences
              </Button>
            </HStack>
            <PushDeviceSection />
          </Stack>
        )
      }
    </SettingsCard>
  );
}
