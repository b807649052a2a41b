import { Badge, Box, Button, Drawer, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DrawerFrame } from './drawer-frame';
import { Logo } from './logo';
import { UserAvatar } from './user-avatar';
import { logout } from '@/lib/logout';
import type { SessionState } from '@/lib/use-session';

/** The site header's menu on phones: loaded the first time its button is pressed. */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  finalFocusEl,
  session,
  links,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl: () => HTMLElement | null;
  session: SessionState;
  links: { label: string; href: string }[];
}) {
  const { loggedIn, user, verifiedVendor, homePath } = session;
  const close = () => onOpenChange(false);
  return (
    <DrawerFrame
      root={{ open, onOpenChange: (e) => onOpenChange(e.open), placement: 'end', size: 'xs', finalFocusEl }}
      content={{ colorPalette: 'green', 'data-testid': 'mobile-menu' }}
      title={<Logo />}
    >
      <Drawer.Body>
        <Stack gap="5">
          {loggedIn && user && (
            <HStack gap="3" p="3" bg="green.50" rounded="lg">
              <UserAvatar name={user.name} src={user.profile_image} size="md" verified={verifiedVendor} />
              <Box minW="0">
                <Text fontWeight="semibold" truncate>
                  {user.name}
                </Text>
                <Text fontSize="sm" color="gray.600" truncate>
                  {user.email}
                </Text>
                {verifiedVendor && (
                  <Badge colorPalette="green" mt="1">
                    Verified
                  </Badge>
                )}
              </Box>
            </HStack>
          )}
          <Stack as="nav" aria-label="Mobile" gap="1">
            {links.map((link) => (
              <Button key={link.href} asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                <a href={link.href}>{link.label}</a>
              </Button>
            ))}
          </Stack>
          {loggedIn ? (
            <Stack gap="2">
              <Button asChild variant="outline" onClick={close}>
                <RouterLink to={homePath}>Dashboard</RouterLink>
              </Button>
              <Button asChild variant="outline" onClick={close}>
                <RouterLink to={`${homePath}/profile`}>Manage Profile</RouterLink>
              </Button>
              <Button colorPalette="red" variant="subtle" onClick={() => void logout()}>
                Logout
              </Button>
            </Stack>
          ) : (
            <Stack gap="2">
              <Button asChild variant="outline" onClick={close}>
                <RouterLink to="/login">Login</RouterLink>
              </Button>
              <Button asChild onClick={close}>
                <RouterLink to="/signup">Sign Up</RouterLink>
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer.Body>
    </DrawerFrame>
  );
}
