import { Box, Button, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { Link as RouterLink } from 'react-router-dom';
import { LuChartColumn, LuCircleCheck, LuCircleAlert, LuList, LuSettings, LuUser } from 'react-icons/lu';
import { SampleDataBadge } from '@/components/sample-data-badge';
import type { ApiAnswer } from '@/lib/api-schema';
import { formatDateTime } from '@/lib/format';
import { TEST_MODE_HINT } from '@/lib/test-mode';
import { useSession } from '@/lib/use-session';
import { StatCard } from '@/components/stat-card';
import { TitledCard } from '@/components/titled-card';

type Notifications = ApiAnswer<'/api/notifications'>;

/** The seed's performance figures: shown as they are, labelled sample. */
const SAMPLE_PERFORMANCE = [
  { label: 'Response rate', value: 85 },
  { label: 'Customer satisfaction', value: 92 },
];

/**
 * The generic vendor dashboard (segment `vendor`): stats, recent activity and action items from the real
 * account; the seed's performance figures labelled "Sample data"; quick actions.
 */
export function GenericVendorPanel() {
  const { user, vendor } = useSession();
  const notifications = useSWR<Notifications>('/api/notifications?per_page=5');
  if (!user) return null;
  const base = '/dashboard/vendor';
  const recent = notifications.data?.data ?? [];
  const unread = notifications.data?.meta.unread ?? 0;
  const actions = [
    { done: Boolean(user.email_verified_at), label: 'Verify your e-mail address', to: `${base}/profile` },
    { done: Boolean(vendor), label: 'Register your business and choose a category', to: `${base}/compliance` },
    { done: Boolean(vendor?.is_live), label: 'Verify your phone and upload your documents to go live', to: `${base}/compliance` },
  ];
  const pending = actions.filter((a) => !a.done).length;
  const quick = [
    { label: 'Listings', to: `${base}/listings`, icon: LuList },
    { label: 'Analytics', to: `${base}/analytics`, icon: LuChartColumn },
    { label: 'Profile', to: `${base}/profile`, icon: LuUser },
    { label: 'Settings', to: `${base}/settings`, icon: LuSettings },
  ];

  return (
    <Stack gap="6" data-testid="generic-vendor-panel">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="Business" value={vendor?.business_name ?? 'Not registered'} testId="stat-business" />
        <StatCard label="Account" value={vendor?.is_live ? 'Live' : 'Test Mode'} hint={vendor?.is_live ? undefined : TEST_MODE_HINT} testId="stat-account" />
        <StatCard label="Unread notifications" value={String(unread)} testId="stat-unread" />
        <StatCard label="Action items" value={String(pending)} hint={pending ? 'Steps left before you can sell' : 'All done'} testId="stat-actions" />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TitledCard title="Recent activity">
          {recent.length === 0 ? (
            <Text color="gray.600">No activity yet. Your orders, reviews and account updates will show here.</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="recent-activity">
              {recent.map((n) => (
                <Box as="li" key={n.id}>
                  <Text fontWeight={n.read_at ? 'normal' : 'semibold'}>{n.title}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {formatDateTime(n.created_at)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </TitledCard>

        <TitledCard title="Performance" aside={<SampleDataBadge testId="performance-sample" />}>
          <Stack gap="4">
            {SAMPLE_PERFORMANCE.map((p) => (
              <Progress.Root key={p.label} value={p.value} colorPalette="green" aria-label={p.label}>
                <HStack justify="space-between">
                  <Progress.Label>{p.label}</Progress.Label>
                  <Progress.ValueText>{p.value}%</Progress.ValueText>
                </HStack>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ))}
            <Text fontSize="sm" color="gray.600">
              Your own figures replace these once customers order from you.
            </Text>
          </Stack>
        </TitledCard>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TitledCard title="Action items">
          <Stack as="ul" gap="3" listStyleType="none" data-testid="action-items">
            {actions.map((a) => (
              <HStack as="li" key={a.label} justify="space-between" gap="3">
                <HStack gap="2">
                  <Box color={a.done ? 'green.700' : 'orange.700'} aria-hidden>
                    {a.done ? <LuCircleCheck /> : <LuCircleAlert />}
                  </Box>
                  <Text textDecoration={a.done ? 'line-through' : undefined}>{a.label}</Text>
                </HStack>
                {!a.done && (
                  <Button asChild size="xs" variant="outline" colorPalette="green">
                    <RouterLink to={a.to}>Start</RouterLink>
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        </TitledCard>

        <TitledCard title="Quick actions">
          <SimpleGrid columns={2} gap="3">
            {quick.map((q) => (
              <Button key={q.to} asChild variant="outline" colorPalette="green" justifyContent="flex-start">
                <RouterLink to={q.to}>
                  <q.icon aria-hidden /> {q.label}
                </RouterLink>
              </Button>
            ))}
          </SimpleGrid>
        </TitledCard>
      </SimpleGrid>
    </Stack>
  );
}
