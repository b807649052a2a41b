import { Badge, Card, HStack, SimpleGrid, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GoingLiveAlert } from '@/components/going-live-alert';
import { StatCard } from '@/components/stat-card';
import { toastFailure } from '@/components/toast-helpers';
import { ApiError } from '@/lib/api-client';
import { formatNaira } from '@/lib/format';
import { setRiderOnline, useRiderDashboard } from '../api/rider';

/** The rider overview: the online/offline toggle (kept on the server), the real figures, and the demonstration rides apart. */
export function RiderStats() {
  const { data, error, isLoading, mutate } = useRiderDashboard();
  const [busy, setBusy] = useState(false);
  if (error) {
    const text = error instanceof ApiError ? error.message : 'Failed to load your dashboard figures';
    return (
      <Card.Root>
        <Card.Body>
          <Text data-testid="rider-dashboard-error">{text}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  if (isLoading || !data) return <Skeleton h="24" rounded="md" />;
  const d = data.data;
  if (d.going_live) return <GoingLiveAlert goingLive={d.going_live} />;
  const toggle = async (online: boolean) => {
    setBusy(true);
    try {
      await setRiderOnline(online);
      await mutate();
    } catch (err) {
      toastFailure('Failed to change your status', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Stack gap="1">
              <Text fontWeight="semibold">Availability</Text>
              <Text fontSize="sm" color="gray.600">
                {d.online ? 'Customers on Okada Rides can see and choose you.' : 'You are hidden from customers until you go online.'}
              </Text>
            </Stack>
            <HStack gap="3">
              <Badge colorPalette={d.online ? 'green' : 'gray'} data-testid="rider-online-state">
                {d.online ? 'Online' : 'Offline'}
              </Badge>
              <Switch.Root checked={d.online} disabled={busy || !d.details_completed} onCheckedChange={(e) => void toggle(e.checked)}>
                <Switch.HiddenInput aria-label="Online" />
                <Switch.Control />
                <Switch.Label>{d.online ? 'Go offline' : 'Go online'}</Switch.Label>
              </Switch.Root>
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="Rides through Oja" value={String(d.stats.rides)} testId="rider-rides" hint="Booked and paid rides" />
        <StatCard label="Your earnings" value={formatNaira(d.stats.earnings)} testId="rider-earnings" hint={`Released to you after the ${d.stats.platform_fee_percent}% platform fee`} />
        <StatCard label="Demonstration rides" value={String(d.demo.rides)} testId="rider-demo-rides" hint={`${formatNaira(d.demo.fares)} in demo fares · not paid, not earnings`} />
        <StatCard label="Demo rating" value={d.demo.average_rating == null ? '—' : `★ ${d.demo.average_rating}`} testId="rider-rating" />
      </SimpleGrid>
    </Stack>
  );
}
