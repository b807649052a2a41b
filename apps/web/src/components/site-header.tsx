import { Box, Button, Container, HStack, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuMenu } from 'react-icons/lu';
import { lazy, Suspense, useRef, useState } from 'react';
import { Logo } from './logo';
import { useSession } from '@/lib/use-session';

/** Anchors of the landing page; from other pages they lead back to the landing section. */
export const NAV_LINKS = [
  { label: 'Home', hash: 'home' },
  { label: 'Services', hash: 'services' },
  { label: 'About Us', hash: 'about' },
  { label: 'Contact Us', hash: 'contact' },
];

const LINKS = NAV_LINKS.map((link) => ({ label: link.label, href: `/#${link.hash}` }));

// Off the first paint: the account menu (logged-in visitors only) and the phone drawer (on first press) bring
// their dialog, menu and positioning code when they are needed.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));
const MobileMenuDrawer = lazy(async () => ({ default: (await import('./mobile-menu-drawer')).MobileMenuDrawer }));

/** Fixed site header */
export function SiteHeader() {
  const session = useSession();
  const { loggedIn, user, homePath } = session;
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

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
            {LINKS.map((link) => (
              <Button key={link.href} asChild variant="ghost" size="sm" color="gray.700">
                <a href={link.href}>{link.label}</a>
              </Button>
            ))}
          </HStack>

          <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
            {loggedIn && user ? (
              <>
                <Button asChild variant="ghost" size="sm" colorPalette="green">
                  <RouterLink to={homePath}>Dashboard</RouterLink>
                </Button>
                <Suspense fallback={<Box w="8" h="8" />}>
                  <AccountMenu session={session} />
                </Suspense>
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

          <IconButton
            ref={menuButton}
            variant="ghost"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            display={{ base: 'inline-flex', md: 'none' }}
            onClick={() => {
              setDrawerWanted(true);
              setOpen(true);
            }}
          >
            <LuMenu />
          </IconButton>
          {drawerWanted && (
            <Suspense fallback={null}>
              <MobileMenuDrawer open={open} onOpenChange={setOpen} finalFocusEl={() => menuButton.current} session={session} links={LINKS} />
            </Suspense>
          )}
        </HStack>
      </Container>
    </Box>
  );
}
