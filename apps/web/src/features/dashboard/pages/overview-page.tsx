import { Alert, Badge, Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { LuArrowRight } from 'react-icons/lu';
import { VerificationBadge } from '@/components/verification-badge';
import { DASHBOARD_MENUS, isDashboardSegment } from '@/config/dashboard-menus';
import { formatOrderNumber } from '@/lib/format';
import { testModeExplanation } from '@/lib/test-mode';
import { useSession } from '@/lib/use-session';
import { CustomerStats } from '../components/customer-stats';
import { GenericVendorPanel } from '../components/generic-vendor-panel';
import { ServiceVendorStats } from '../components/service-vendor-stats';

/** The figures this feature builds, by segment; other segments' figures come in `stats` from the app's routes. */
const OWN_STATS: Partial<Record<string, () => ReactNode>> = {
  user: () => <CustomerStats />,
  'service-vendor': () => <ServiceVendorStats />,
  vendor: () => <GenericVendorPanel />,
};

/**
 * The overview of a dashboard segment: welcome, account status, shortcuts and the segment's real figures
 * (`stats`, composed by the app's routes, or this feature's own for the customer, service and generic vendors).
 */
export function OverviewPage({ stats }: { stats?: ReactNode } = {}) {
  const { segment } = useParams();
  const location = useLocation();
  const { user, vendor } = useSession();
  if (!user || !isDashboardSegment(segment)) return null;
  const base = `/dashboard/${segment}`;
  const firstName = user.name.split(' ')[0];
  const shortcuts = DASHBOARD_MENUS[segment].filter((item) => item.page && item.page !== 'profile' && item.page !== 'settings');
  const isVendor = user.user_type === 'vendor';
  const live = Boolean(vendor?.is_live);
  const justOrdered = (location.state as { justOrdered?: { id: number; what: string } } | null)?.justOrdered;

  return (
    <Stack gap="6">
      {justOrdered && (
        <Alert.Root status="success" data-testid="just-ordered">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              Service request {formatOrderNumber(justOrdered.id)} sent: {justOrdered.what}.
            </Alert.Title>
            <Alert.Description>
              The vendor will accept or decline it; you pay once it is accepted.{' '}
              <Link asChild colorPalette="green" fontWeight="semibold">
                <RouterLink to={`${base}/my-service-orders`}>View your order</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box bgGradient="to-r" gradientFrom="green.700" gradientTo="green.500" color="white" rounded="xl" p={{ base: 5, md: 8 }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="welcome">
          Welcome back, {firstName}!
        </Heading>
        <Text mt="2" opacity={0.9}>
          {isVendor ? `${vendor?.business_name ?? 'Your business'} on Oja` : 'Book rides, order food, shop, and hire trusted professionals — all in one place.'}
        </Text>
      </Box>

      {isVendor && (
        <Card.Root>
          <Card.Body>
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <Stack gap="1">
                <Text fontWeight="semibold">Account status</Text>
                <HStack gap="2" flexWrap="wrap">
                  <Badge colorPalette={live ? 'green' : 'orange'}>{live ? 'Live' : 'Test Mode'}</Badge>
                  <VerificationBadge status={vendor?.verification_status} />
                </HStack>
                {!live && (
                  <Text fontSize="sm" color="gray.600">
                    {testModeExplanation()}
                  </Text>
                )}
              </Stack>
              <Button asChild size="sm" colorPalette="green" variant="outline">
                <RouterLink to={`${base}/compliance`}>Compliance</RouterLink>
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {shortcuts.map((item) => {
          const Icon = item.icon;
          return (
            <Card.Root key={item.page} asChild _hover={{ borderColor: 'green.300', shadow: 'sm' }}>
              <RouterLink to={`${base}/${item.page}`}>
                <Card.Body>
                  <HStack justify="space-between">
                    <HStack gap="3">
                      <Box bg="green.50" color="green.700" p="2" rounded="md">
                        <Icon aria-hidden />
                      </Box>
                      <Text fontWeight="medium">{item.label}</Text>
                    </HStack>
                    <LuArrowRight aria-hidden />
                  </HStack>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          );
        })}
      </SimpleGrid>

      {stats ?? OWN_STATS[segment]?.() ?? null}
    </Stack>
  );
}
