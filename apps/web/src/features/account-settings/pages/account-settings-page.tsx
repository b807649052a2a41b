import { Stack } from '@chakra-ui/react';
import { ChangePasswordCard } from '@/components/change-password-card';
import { replaceToken } from '@/lib/auth-storage';
import { useSession } from '@/lib/use-session';
import { PageHeading } from '@/components/page-heading';
import { changePassword } from '../api/change-password';
import { DataExportCard } from '../components/data-export-card';
import { DeactivationCard } from '../components/deactivation-card';
import { ErasureCard } from '../components/erasure-card';
import { LowDataCard } from '../components/low-data-card';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';

/** Settings of every customer and vendor dashboard: security (change password), notifications, deactivation, and the data rights (download my data, delete my account). */
export function AccountSettingsPage() {
  const { user } = useSession();
  return (
    <Stack gap="5">
      <PageHeading title="Settings" large>
        Your account's security, notifications, data use, status and data
      </PageHeading>
      <ChangePasswordCard account={{ email: user?.email, name: user?.name }} submit={changePassword} onChanged={replaceToken} />
      <NotificationPreferencesCard />
      <LowDataCard />
      <DeactivationCard />
      <DataExportCard />
      <ErasureCard />
    </Stack>
  );
}
