import { Badge, Box, Button, CloseButton, Container, Drawer, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LuLayoutDashboard, LuLogOut, LuMenu, LuUser } from 'react-icons/lu';
import { useState } from 'react';
import { Logo } from './logo';
import { UserAvatar } from './user-avatar';
import { useSession } from '@/lib/use-session';
import { logout } from '@/lib/logout';

/** Anchors of the landing page; from other pages they lead back to the landing section. */
export const NAV_LINKS = [
  { label: 'Home', hash: 'home' },
  { label: 'Services', hash: 'services' },
  { label: 'About Us', hash: 'about' },
  { label: 'Contact Us', hash: 'contact' },
];

function navHref(hash: string) {
  return `/#${hash}`;
}

/** Fixed site header of spec 000 §2.2. */
export function SiteHeader() {
  const { loggedIn, user, verifiedVendor, homePath } = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="white/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="gray.100"
      data-testid="site-header"
    >
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <HStack h="16" justify="space-between" gap="4">
          <Logo />
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
            {NAV_LINKS.map((link) => (
              <Button key={link.hash} asChild variant="ghost" size="sm" color="gray.700">
                <a href={navHref(link.hash)}>{link.label}</a>
              </Button>
            ))}
          </HStack>

          <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
            {loggedIn && user ? (
              <>
                <Button asChild variant="ghost" size="sm" colorPalette="green">
                  <RouterLink to={homePath}>Dashboard</RouterLink>
                </Button>
                <Menu.Root positioning={{ placement: 'bottom-end' }}>
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
              </>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm" colorPalette="green">
                  <RouterLink to="/login">Login</RouterLink>
                </Button>
                <Button asChild size="sm" colorPalette="green">
                  <RouterLink to="/signup">Sign Up</RouterLink>
                </Button>
              </>
            )}
          </HStack>

          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
            <Drawer.Trigger asChild>
              <IconButton variant="ghost" aria-label="Open menu" display={{ base: 'inline-flex', md: 'none' }}>
                <LuMenu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content colorPalette="green" data-testid="mobile-menu">
                  <Drawer.Header>
                    <Drawer.Title>
                      <Logo />
                    </Drawer.Title>
                  </Drawer.Header>
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
                        {NAV_LINKS.map((link) => (
                          <Button key={link.hash} asChild variant="ghost" justifyContent="flex-start" onClick={() => setOpen(false)}>
                            <a href={navHref(link.hash)}>{link.label}</a>
                          </Button>
                        ))}
                      </Stack>
                      {loggedIn ? (
                        <Stack gap="2">
                          <Button asChild variant="outline" onClick={() => setOpen(false)}>
                            <RouterLink to={homePath}>Dashboard</RouterLink>
                          </Button>
                          <Button asChild variant="outline" onClick={() => setOpen(false)}>
                            <RouterLink to={`${homePath}/profile`}>Manage Profile</RouterLink>
                          </Button>
                          <Button colorPalette="red" variant="subtle" onClick={() => void logout()}>
                            Logout
                          </Button>
                        </Stack>
                      ) : (
                        <Stack gap="2">
                          <Button asChild variant="outline" onClick={() => setOpen(false)}>
                            <RouterLink to="/login">Login</RouterLink>
                          </Button>
                          <Button asChild onClick={() => setOpen(false)}>
                            <RouterLink to="/signup">Sign Up</RouterLink>
                          </Button>
                        </Stack>
                      )}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </HStack>
      </Container>
    </Box>
  );
}
