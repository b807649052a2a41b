import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LuLayoutDashboard, LuLogOut, LuUser } from 'react-icons/lu';
import { UserAvatar } from './user-avatar';
import { logout } from '@/lib/logout';
import type { SessionState } from '@/lib/use-session';

/** The logged-in user's menu of the site header (desktop): loaded only for a logged-in visitor. */
export function AccountMenu({ session }: { session: SessionState }) {
  const { user, verifiedVendor, homePath } = session;
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button variant="plain" p="0" aria-label="Account menu">
          <UserAvatar name={user.name} src={user.profile_image} verified={verifiedVendor} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" fontSize="sm">
                {user.name}
              </Text>
              <Text fontSize="xs" color="gray.500">
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="dashboard" onSelect={() => navigate(homePath)}>
              <LuLayoutDashboard /> Dashboard
            </Menu.Item>
            <Menu.Item value="profile" onSelect={() => navigate(`${homePath}/profile`)}>
              <LuUser /> Manage Profile
            </Menu.Item>
            <Menu.Item value="logout" color="red.600" onSelect={() => void logout()}>
              <LuLogOut /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
