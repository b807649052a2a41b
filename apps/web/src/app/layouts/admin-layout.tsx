import { Avatar, Badge, Box, Button, Circle, Flex, Float, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLiveConnection } from '@/lib/live';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { IconType } from 'react-icons';
import {
  LuBell,
  LuBike,
  LuCalendarCheck,
  LuLayoutDashboard,
  LuLifeBuoy,
  LuLogOut,
  LuScale,
  LuSettings,
  LuShieldCheck,
  LuShoppingBag,
  LuUsers,
} from 'react-icons/lu';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { ShellMenuDrawer } from '@/components/shell-menu-drawer';
import { ShellTopBar } from '@/components/shell-top-bar';
import { SidebarNavLink } from '@/components/sidebar-nav-link';
import { toaster } from '@/components/ui/toaster';
import { isPageUnloading } from '@/lib/page-lifecycle';
import { ADMIN_ME_KEY, adminLogout } from '@/features/admin/api/admin-api';
import { ADMIN_NOTIFICATIONS_KEY, markAllAdminNotificationsRead, type AdminNotificationsPage } from '@/features/admin/api/admin-disputes';
import { useAdminSWR } from '@/features/admin/api/admin-client';
import { isConnectionFailure } from '@/lib/api-client';
import { forgetTokenCaches } from '@/lib/service-worker';
import { clearAdminSession, roleLabel, setAdminFlash, updateStoredAdmin, useAdminSession, type AdminRecord } from '@/features/admin/api/admin-session';

export const ADMIN_INFO_FAILED = 'Failed to load admin info. Please try again.';

export const ADMIN_MENU: { label: string; to: string; icon: IconType }[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LuLayoutDashboard },
  { label: 'Vendors', to: '/admin/vendors', icon: LuUsers },
  { label: 'KYC Review', to: '/admin/kyc/review', icon: LuShieldCheck },
  { label: 'Bookings', to: '/admin/bookings', icon: LuCalendarCheck },
  { label: 'Orders', to: '/admin/orders', icon: LuShoppingBag },
  { label: 'Rides & deliveries', to: '/admin/rides', icon: LuBike },
  { label: 'Disputes', to: '/admin/disputes', icon: LuScale },
  { label: 'Support', to: '/admin/support', icon: LuLifeBuoy },
  { label: 'Settings', to: '/admin/settings', icon: LuSettings },
];

/** The page title follows the path. */
export function adminPageTitle(pathname: string): string {
  return ADMIN_MENU.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.label ?? 'Admin';
}

function AdminSidebar({ admin, onNavigate, onLogout }: { admin: AdminRecord; onNavigate?: () => void; onLogout: () => void }) {
  return (
    <Flex direction="column" h="full" bg="gray.900" color="gray.100">
      <HStack px="5" py="4" gap="2">
        <Logo to="/admin/dashboard" inverted />
        <Badge colorPalette="green" variant="solid" size="sm">
          Admin
        </Badge>
      </HStack>
      <Stack as="nav" aria-label="Admin" gap="0.5" px="3" flex="1" overflowY="auto">
        {ADMIN_MENU.map((item) => (
          <SidebarNavLink key={item.to} to={item.to} label={item.label} icon={item.icon} tone="dark" onNavigate={onNavigate} />
        ))}
      </Stack>
      <Box borderTopWidth="1px" borderColor="gray.700" p="4" data-testid="admin-user">
        <HStack gap="3" mb="3">
          <Avatar.Root size="sm" colorPalette="green">
            <Avatar.Fallback name={admin.name} />
          </Avatar.Root>
          <Box minW="0">
            <Text fontSize="sm" fontWeight="semibold" truncate data-testid="admin-name">
              {admin.name}
            </Text>
            <Text fontSize="xs" color="gray.400" truncate data-testid="admin-email">
              {admin.email}
            </Text>
            <Badge size="sm" mt="1" colorPalette="green" data-testid="admin-role">
              {roleLabel(admin.role)}
            </Badge>
          </Box>
        </HStack>
        <Button w="full" size="sm" variant="outline" colorPalette="red" color="red.300" borderColor="red.400" _hover={{ bg: 'red.900' }} onClick={onLogout}>
          <LuLogOut /> Logout
        </Button>
      </Box>
    </Flex>
  );
}

/** The admins' bell: the unread count of their in-app notifications (a new dispute, a vendor's statement); opening it reads them. */
function AdminBell() {
  const { data, mutate } = useAdminSWR<AdminNotificationsPage>(ADMIN_NOTIFICATIONS_KEY);
  const pending = data?.meta?.unread ?? 0;
  const latest = data?.data?.find((n) => !n.read_at);
  return (
    <IconButton
      asChild
      variant="ghost"
      aria-label={pending > 0 ? `Notifications, ${pending} unread${latest ? `: ${latest.title}` : ''}` : 'Notifications'}
      title={latest?.title}
      position="relative"
    >
      <RouterLink
        to={latest?.link ?? '/admin/disputes'}
        data-testid="admin-bell"
        onClick={() => {
          if (pending > 0) void markAllAdminNotificationsRead().then(() => mutate());
        }}
      >
        <LuBell />
        {pending > 0 && (
          <Float placement="top-end" offset="2">
            <Circle size="5" bg="red.700" color="white" fontSize="2xs" fontWeight="bold">
              {pending > 99 ? '99+' : pending}
            </Circle>
          </Float>
        )}
      </RouterLink>
    </IconButton>
  );
}

/**
 * The admin shell: needs the admin token; `GET /api/admin/me` failing clears the admin
 * session and goes to /admin/login with 'Failed to load admin info. Please try again.'.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { token, admin: storedAdmin } = useAdminSession();
  const [menuOpen, setMenuOpen] = useState(false);

  const me = useAdminSWR<{ admin: AdminRecord }>(token ? ADMIN_ME_KEY : null, {
    revalidateOnFocus: false,
    onSuccess: (data) => {
      if (data?.admin) updateStoredAdmin(data.admin);
    },
    onError: (error) => {
      if (isPageUnloading() || isConnectionFailure(error)) return;
      setAdminFlash(ADMIN_INFO_FAILED);
      clearAdminSession();
      navigate('/admin/login', { replace: true });
    },
  });

  // New KYC submissions, disputes and support messages reach every open admin screen (docs/live.md).
  useLiveConnection(token);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!token) return <Navigate to="/admin/login" replace />;
  const admin = storedAdmin ?? me.data?.admin ?? null;
  if (!admin) return <PageLoader />;

  const logout = async () => {
    try {
      await adminLogout();
    } catch {
      /* the local admin session is cleared whatever the server says */
    }
    clearAdminSession();
    await forgetTokenCaches(token);
    // Drop cached admin answers so the next admin starts clean.
    void mutate((key) => typeof key === 'string' && key.startsWith('/api/admin'), undefined, { revalidate: false });
    toaster.create({ type: 'info', title: 'You have been logged out.' });
    navigate('/admin/login', { replace: true });
  };

  return (
    <Flex minH="100vh" bg="gray.50" colorPalette="green">
      <Box as="aside" display={{ base: 'none', md: 'block' }} w="64" flexShrink={0} position="sticky" top="0" h="100vh" data-testid="admin-sidebar">
        <AdminSidebar admin={admin} onLogout={() => void logout()} />
      </Box>
      <ShellMenuDrawer open={menuOpen} onOpenChange={setMenuOpen} dark>
        <AdminSidebar admin={admin} onNavigate={() => setMenuOpen(false)} onLogout={() => void logout()} />
      </ShellMenuDrawer>

      <Flex direction="column" flex="1" minW="0">
        <ShellTopBar menuLabel="Open admin menu" onOpenMenu={() => setMenuOpen(true)} title={adminPageTitle(location.pathname)} titleTestId="admin-title">
          <HStack gap="2">
            <AdminBell />
            <Avatar.Root size="sm" colorPalette="green" display={{ base: 'none', sm: 'flex' }}>
              <Avatar.Fallback name={admin.name} />
            </Avatar.Root>
          </HStack>
        </ShellTopBar>
        <Box as="main" flex="1" p={{ base: 3, md: 8 }} w="full" maxW="7xl" mx="auto">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
