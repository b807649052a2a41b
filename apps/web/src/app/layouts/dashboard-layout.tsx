import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveConnection } from '@/lib/live';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { dashboardSegment } from '@oja/shared';
import { LuLogOut } from 'react-icons/lu';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { ShellMenuDrawer } from '@/components/shell-menu-drawer';
import { ShellTopBar } from '@/components/shell-top-bar';
import { SidebarNavLink } from '@/components/sidebar-nav-link';
import { UserAvatar } from '@/components/user-avatar';
import { isConnectionFailure } from '@/lib/api-client';
import { clearSession, getToken, updateStoredUser } from '@/lib/auth-storage';
import { logout } from '@/lib/logout';
import { isPageUnloading } from '@/lib/page-lifecycle';
import { useSession } from '@/lib/use-session';
import { useMe } from '@/features/auth/api/get-me';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotFoundPage } from '@/components/not-found-page';
import { DASHBOARD_MENUS, isDashboardSegment, type DashboardSegment } from '@/config/dashboard-menus';
import { useLiveConversationCounts, useUnreadBySubject } from '@/lib/conversations';

function SidebarContent({ segment, onNavigate }: { segment: DashboardSegment; onNavigate?: () => void }) {
  const { user, vendor, verifiedVendor } = useSession();
  const base = `/dashboard/${segment}`;
  const unread = useUnreadBySubject().data?.meta.unread ?? 0;
  return (
    <Flex direction="column" h="full">
      <Box px="5" py="4">
        <Logo />
      </Box>
      <Stack as="nav" aria-label="Dashboard" gap="0.5" px="3" flex="1" overflowY="auto">
        {DASHBOARD_MENUS[segment].map((item) => (
          <SidebarNavLink
            key={item.page || 'overview'}
            to={item.page ? `${base}/${item.page}` : base}
            label={item.label}
            icon={item.icon}
            end
            tone="light"
            onNavigate={onNavigate}
            count={item.count === 'unreadMessages' ? unread : undefined}
          />
        ))}
      </Stack>
      {user && (
        <Box borderTopWidth="1px" p="4" data-testid="sidebar-user">
          <HStack gap="3" mb="3">
            <UserAvatar name={user.name} src={user.profile_image} verified={verifiedVendor} />
            <Box minW="0">
              <Text fontSize="sm" fontWeight="semibold" truncate>
                {user.name}
              </Text>
              <Text fontSize="xs" color="gray.500" truncate>
                {user.email}
              </Text>
              <Badge size="sm" mt="1" colorPalette={user.user_type === 'vendor' ? 'purple' : 'green'}>
                {user.user_type === 'vendor' ? (vendor?.business_name ?? 'Vendor') : 'Customer'}
              </Badge>
            </Box>
          </HStack>
          <Button w="full" size="sm" variant="outline" colorPalette="red" onClick={() => void logout()}>
            <LuLogOut /> Logout
          </Button>
        </Box>
      )}
    </Flex>
  );
}

/**
 * The dashboard shell Needs a stored token; without one, or when GET /api/me
 * fails, the stored token, user and vendor are cleared and the visitor goes to /login.
 */
export function DashboardLayout() {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const token = getToken();
  // Unread counts (menu, order cards, the Messages page) follow the live channel.
  useLiveConversationCounts();

  const me = useMe(Boolean(token), {
    onSuccess: (data) => {
      if (data?.user) updateStoredUser(data.user, data.vendor ?? data.user.vendor ?? null);
    },
    onError: (error) => {
      // A request the browser cancels because the page is being left is not a failed /api/me, nor is one with no
      // connection (offline, the page keeps the stored session and the service worker's kept answers).
      if (isPageUnloading() || isConnectionFailure(error)) return;
      clearSession();
      navigate('/login', { replace: true });
    },
  });

  // Every open screen of the dashboard follows the server's changes (docs/live.md).
  useLiveConnection(token);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!token) clearSession();
  }, [token]);

  if (!token) return <Navigate to="/login" replace />;
  const segment = params.segment;
  if (!isDashboardSegment(segment)) return <NotFoundPage />;

  const user = session.user ?? me.data?.user ?? null;
  if (!user) {
    if (me.error) return <Navigate to="/login" replace />;
    return <PageLoader />;
  }

  const ownSegment = dashboardSegment(user.user_type, session.vendor?.category ?? user.vendor?.category ?? null);
  if (ownSegment !== segment) return <Navigate to={`/dashboard/${ownSegment}`} replace />;

  const page = location.pathname.split('/')[3] ?? '';
  const current = DASHBOARD_MENUS[segment].find((item) => item.page === page);

  return (
    <Flex minH="100vh" bg="gray.50">
      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        w="64"
        flexShrink={0}
        bg="white"
        borderRightWidth="1px"
        position="sticky"
        top="0"
        h="100vh"
        data-testid="sidebar"
      >
        <SidebarContent segment={segment} />
      </Box>
      <ShellMenuDrawer open={menuOpen} onOpenChange={setMenuOpen}>
        <SidebarContent segment={segment} onNavigate={() => setMenuOpen(false)} />
      </ShellMenuDrawer>

      <Flex direction="column" flex="1" minW="0">
        <ShellTopBar menuLabel="Open dashboard menu" onOpenMenu={() => setMenuOpen(true)} title={current?.label ?? 'Dashboard'} titleTestId="dashboard-title">
          <HStack gap="1">
            <NotificationBell />
            <RouterLink to={`/dashboard/${segment}/profile`} aria-label="Your profile">
              <UserAvatar name={user.name} src={user.profile_image} verified={session.verifiedVendor} />
            </RouterLink>
          </HStack>
        </ShellTopBar>
        <Box as="main" flex="1" p={{ base: 4, md: 8 }} maxW="6xl" w="full">
          <EmailVerificationBanner />
          <Outlet context={{ segment }} />
        </Box>
      </Flex>
    </Flex>
  );
}
