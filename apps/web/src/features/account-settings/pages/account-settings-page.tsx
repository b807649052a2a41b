import { Heading, Stack, Text } from '@chakra-ui/react';
import { ChangePasswordCard } from '@/components/change-password-card';
import { replaceToken } from '@/lib/auth-storage';
import { useSession } from '@/lib/use-session';
import { changePassword } from '../api/change-password';

/** Settings of every customer and vendor dashboard: the account's security (change password). */
export function AccountSettingsPage() {
  const { user } = useSession();
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Settings
        </Heading>
        <Text color="gray.600">Your account's security</Text>
      </Stack>
      <ChangePasswordCard account={{ email: user?.email, name: user?.name }} submit={changePassword} onChanged={replaceToken} />
    </Stack>
  );
}
