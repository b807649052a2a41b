import { Alert, Box, Button, Card, Heading, HStack, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuActivity, LuArrowRight, LuCircleCheck, LuCircleX, LuClock, LuShieldCheck, LuStore, LuUserCheck, LuUsers } from 'react-icons/lu';
import { formatDateTime } from '@/lib/format';
import { PageHeading } from '@/components/page-heading';
import { ADMIN_DASHBOARD_KEY, type DashboardStats } from '../api/admin-api';
import { useAdminSWR } from '../api/admin-client';
import { QueuesButton } from '../components/queues-button';

const ZERO: DashboardStats = {
  total_vendors: 0,
  pending_kyc: 0,
  verification_rate: 0,
  approved_vendors: 0,
  rejected_vendors: 0,
  total_users: 0,
  active_vendors: 0,
  recent_activity: [],
};

/** round(approved / total × 100); 0 with no vendors. */
export function verificationRate(approved: number, total: number): number {
  return total > 0 ? Math.round((approved / total) * 100) : 0;
}

function StatCard({
  label,
  value,
  icon: Icon,
  palette,
  loading,
}: {
  label: string;
  value: number | string;
  icon: IconType;
  palette: string;
  loading: boolean;
}) {
  return (
    <Card.Root>
      <Card.Body p={{ base: 4, md: 5 }}>
        <HStack justify="space-between" align="flex-start">
          <Stack gap="1">
            <Text fontSize="sm" color="gray.600">
              {label}
            </Text>
            <Skeleton loading={loading}>
              <Text fontSize="2xl" fontWeight="bold" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                {value}
              </Text>
            </Skeleton>
          </Stack>
          <Box bg={`${palette}.50`} color={`${palette}.600`} p="2" rounded="md">
            <Icon size={20} aria-hidden />
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Admin dashboard: stat cards, platform overview, quick actions, recent activity. */
export function AdminDashboardPage() {
  const { data, error, isLoading } = useAdminSWR<{ data: DashboardStats }>(ADMIN_DASHBOARD_KEY);
  const stats = error ? ZERO : (data?.data ?? ZERO);
  const loading = isLoading && !data;
  const rate = verificationRate(stats.approved_vendors, stats.total_vendors);
  const activity = stats.recent_activity ?? [];

  return (
    <Stack gap="6">
      <PageHeading title="Dashboard" large>
        Platform overview and vendor verification at a glance
      </PageHeading>

      {error && (
        <Alert.Root status="error" role="alert" data-testid="dashboard-error">
          <Alert.Indicator />
          <Alert.Title>Failed to load dashboard statistics</Alert.Title>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 2, lg: 3 }} gap={{ base: 3, md: 4 }}>
        <StatCard label="Total Vendors" value={stats.total_vendors} icon={LuStore} palette="blue" loading={loading} />
        <StatCard label="Pending KYC" value={stats.pending_kyc} icon={LuClock} palette="orange" loading={loading} />
        <StatCard label="Approved Vendors" value={stats.approved_vendors} icon={LuCircleCheck} palette="green" loading={loading} />
        <StatCard label="Rejected Vendors" value={stats.rejected_vendors} icon={LuCircleX} palette="red" loading={loading} />
        <StatCard label="Total Users" value={stats.total_users} icon={LuUsers} palette="purple" loading={loading} />
        <StatCard label="Active Vendors" value={stats.active_vendors} icon={LuUserCheck} palette="teal" loading={loading} />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" size="md">
                Platform overview
              </Heading>
              <Progress.Root value={rate} colorPalette="green" data-testid="verification-rate">
                <HStack justify="space-between">
                  <Progress.Label>Verification rate</Progress.Label>
                  <Text fontWeight="semibold" data-testid="verification-rate-value">
                    {rate}%
                  </Text>
                </HStack>
                <Progress.Track mt="2">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="gray.600">
                {stats.approved_vendors} of {stats.total_vendors} vendors approved; {stats.active_vendors} live with a verified phone.
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md">
                Quick actions
              </Heading>
              <Button asChild justifyContent="space-between" variant="subtle">
                <RouterLink to="/admin/kyc/review">
                  <HStack gap="2">
                    <LuShieldCheck /> Review KYC submissions
                    {stats.pending_kyc > 0 && (
                      <Text as="span" color="orange.700">
                        ({stats.pending_kyc} pending)
                      </Text>
                    )}
                  </HStack>
                  <LuArrowRight />
                </RouterLink>
              </Button>
              <Button asChild justifyContent="space-between" variant="subtle">
                <RouterLink to="/admin/vendors">
                  <HStack gap="2">
                    <LuStore /> Manage vendors
                  </HStack>
                  <LuArrowRight />
                </RouterLink>
              </Button>
              <QueuesButton />
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <HStack gap="2">
              <LuActivity aria-hidden />
              <Heading as="h2" size="md">
                Recent activity
              </Heading>
            </HStack>
            {activity.length === 0 ? (
              <Text color="gray.500" fontSize="sm">
                No recent activity yet.
              </Text>
            ) : (
              <Stack gap="0" data-testid="recent-activity">
                {activity.map((entry) => (
                  <Stack key={entry.id} gap="0.5" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                    <Text fontSize="sm">{entry.summary}</Text>
                    <Text fontSize="xs" color="gray.500">
                      {entry.actor.name} · {formatDateTime(entry.created_at)}
                      {entry.reason ? ` · Reason: ${entry.reason}` : ''}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
