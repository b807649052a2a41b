import { Alert, Button, Card, Field, Input, Separator, Skeleton, Stack, Switch, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LuBell, LuLock, LuServer, LuUser } from 'react-icons/lu';
import { ChangePasswordCard } from '@/components/change-password-card';
import { errorMessage } from '@/lib/api-client';
import { PageHeading } from '@/components/page-heading';
import { ADMIN_SETTINGS_KEY, changeAdminPassword, updateAdminProfile, updateSettings, type PlatformSettings } from '../api/admin-api';
import { useAdminSWR } from '../api/admin-client';
import { roleLabel, saveAdminSession, updateStoredAdmin, useAdminSession } from '../api/admin-session';

type Outcome = { status: 'success' | 'error'; title: string; detail?: string } | null;

function OutcomeAlert({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (!outcome) return null;
  return (
    <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{outcome.title}</Alert.Title>
        {outcome.detail && <Alert.Description>{outcome.detail}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function ProfileTab() {
  const { admin } = useAdminSession();
  const [name, setName] = useState(admin?.name ?? '');
  const [email, setEmail] = useState(admin?.email ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    setName(admin?.name ?? '');
    setEmail(admin?.email ?? '');
  }, [admin?.name, admin?.email]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const res = await updateAdminProfile(name.trim(), email.trim());
      if (res.admin) updateStoredAdmin(res.admin);
      setOutcome({ status: 'success', title: 'Profile updated successfully!' });
    } catch (e) {
      setOutcome({ status: 'error', title: 'Failed to update profile', detail: errorMessage(e, '') || undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="4" maxW="lg">
        <Field.Root>
          <Field.Label>Full name</Field.Label>
          <Input name="name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        </Field.Root>
        <Field.Root readOnly>
          <Field.Label>Role</Field.Label>
          <Input value={admin?.role ? roleLabel(admin.role) : 'Super Admin'} readOnly bg="gray.50" />
        </Field.Root>
        <OutcomeAlert outcome={outcome} testId="profile-outcome" />
        <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Saving...">
          Save Profile
        </Button>
      </Stack>
    </form>
  );
}

type ToggleKey = keyof PlatformSettings;

function ToggleGroup({
  toggles,
  settings,
  loading,
  saveLabel,
  success,
  failure,
  testId,
  onSaved,
}: {
  toggles: { key: ToggleKey; label: string; hint: string }[];
  settings: PlatformSettings | undefined;
  loading: boolean;
  saveLabel: string;
  success: string;
  failure: string;
  testId: string;
  onSaved: (next: PlatformSettings) => void;
}) {
  const [values, setValues] = useState<Partial<PlatformSettings>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (settings) setValues(Object.fromEntries(toggles.map((t) => [t.key, settings[t.key]])) as Partial<PlatformSettings>);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const patch = Object.fromEntries(toggles.map((t) => [t.key, Boolean(values[t.key])])) as Partial<PlatformSettings>;
      const res = await updateSettings(patch);
      onSaved(res.data);
      setOutcome({ status: 'success', title: success });
    } catch (e) {
      setOutcome({ status: 'error', title: failure, detail: errorMessage(e, '') || undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="2xl">
      {toggles.map((t, i) => (
        <Stack key={t.key} gap="4">
          {i > 0 && <Separator />}
          <Skeleton loading={loading}>
            <Switch.Root
              checked={Boolean(values[t.key])}
              onCheckedChange={(e) => setValues((v) => ({ ...v, [t.key]: e.checked }))}
              colorPalette="green"
              w="full"
              justifyContent="space-between"
              disabled={loading}
            >
              <Switch.HiddenInput />
              <Stack gap="0.5" flex="1">
                <Switch.Label fontWeight="medium">{t.label}</Switch.Label>
                <Text fontSize="sm" color="gray.600">
                  {t.hint}
                </Text>
              </Stack>
              <Switch.Control />
            </Switch.Root>
          </Skeleton>
        </Stack>
      ))}
      <OutcomeAlert outcome={outcome} testId={testId} />
      <Button alignSelf="flex-start" onClick={() => void save()} loading={busy} loadingText="Saving..." disabled={loading}>
        {saveLabel}
      </Button>
    </Stack>
  );
}

const SYSTEM: { key: ToggleKey; label: string; hint: string }[] = [
  { key: 'maintenanceMode', label: 'Maintenance Mode', hint: 'Customers and vendors see a maintenance notice; new orders and bookings pause.' },
  { key: 'allowNewRegistrations', label: 'Allow New Registrations', hint: 'New customers and vendors can sign up.' },
  { key: 'requireEmailVerification', label: 'Require Email Verification', hint: 'Users must verify their e-mail before ordering or booking.' },
  { key: 'autoApproveVendors', label: 'Auto-approve Vendors', hint: 'Submitted KYC documents are approved without manual review.' },
];

const NOTIFICATIONS: { key: ToggleKey; label: string; hint: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', hint: 'Receive platform notifications by e-mail.' },
  { key: 'kycAlerts', label: 'KYC Alerts', hint: 'Be alerted when a vendor submits documents for review.' },
  { key: 'systemAlerts', label: 'System Alerts', hint: 'Be alerted about failures and unusual activity.' },
  { key: 'weeklyReports', label: 'Weekly Reports', hint: 'A weekly summary of platform activity.' },
];

/** Security: change the admin's password (other admin sessions end; this one gets the new token). */
function SecurityTab() {
  const { admin } = useAdminSession();
  return (
    <Stack gap="4">
      <ChangePasswordCard
        account={{ email: admin?.email, name: admin?.name }}
        submit={changeAdminPassword}
        onChanged={(token) => admin && saveAdminSession(token, admin)}
      />
      <Text color="gray.600" fontSize="sm" data-testid="security-notice">
        Two-factor authentication (2FA) will be available in future updates.
      </Text>
    </Stack>
  );
}

/** Admin Settings: Profile, System, Notifications and Security tabs, saved to the API. */
export function AdminSettingsPage() {
  const { data, error, isLoading, mutate } = useAdminSWR<{ data: PlatformSettings }>(ADMIN_SETTINGS_KEY, { revalidateOnFocus: false });
  const settings = data?.data;
  const onSaved = (next: PlatformSettings) => void mutate({ data: next }, { revalidate: false });

  return (
    <Stack gap="5">
      <PageHeading title="Settings" large>
        Your admin profile and platform settings
      </PageHeading>
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Failed to load settings: {errorMessage(error, 'Unknown error')}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body p={{ base: 3, md: 6 }}>
          <Tabs.Root defaultValue="profile" colorPalette="green" variant="line" lazyMount>
            <Tabs.List overflowX="auto" overflowY="hidden">
              <Tabs.Trigger value="profile">
                <LuUser /> Profile
              </Tabs.Trigger>
              <Tabs.Trigger value="system">
                <LuServer /> System
              </Tabs.Trigger>
              <Tabs.Trigger value="notifications">
                <LuBell /> Notifications
              </Tabs.Trigger>
              <Tabs.Trigger value="security">
                <LuLock /> Security
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="profile" pt="6">
              <ProfileTab />
            </Tabs.Content>
            <Tabs.Content value="system" pt="6">
              <ToggleGroup
                toggles={SYSTEM}
                settings={settings}
                loading={isLoading && !settings}
                saveLabel="Save Settings"
                success="System settings updated successfully!"
                failure="Failed to update system settings"
                testId="system-outcome"
                onSaved={onSaved}
              />
            </Tabs.Content>
            <Tabs.Content value="notifications" pt="6">
              <ToggleGroup
                toggles={NOTIFICATIONS}
                settings={settings}
                loading={isLoading && !settings}
                saveLabel="Save Notifications"
                success="Notification settings updated successfully!"
                failure="Failed to update notification settings"
                testId="notifications-outcome"
                onSaved={onSaved}
              />
            </Tabs.Content>
            <Tabs.Content value="security" pt="6">
              <SecurityTab />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
