import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { DataTable } from '@/components/data-table';
import { formatDate, formatNaira } from '@/lib/format';
import { useCustomerActivity } from '../api/dashboard';
import { mergeActivity, TYPE_LABELS, type ActivityType } from '../components/activity';
import { SelectBox } from '@/components/select-box';

const TYPE_FILTERS: { value: '' | ActivityType; label: string }[] = [
  { value: '', label: 'All types' },
  { value: 'service_order', label: 'Service orders' },
  { value: 'booking', label: 'Apartment bookings' },
  { value: 'maintenance', label: 'Maintenance requests' },
  { value: 'food_order', label: 'Food orders' },
  { value: 'shop_order', label: 'Shop orders' },
];

/** `/dashboard/user/orders`: every service order, apartment booking, maintenance request and food or shop order in one list. */
export function CustomerOrdersPage() {
  const activity = useCustomerActivity();
  const [type, setType] = useState<'' | ActivityType>('');
  const [status, setStatus] = useState('');
  const items = useMemo(
    () => mergeActivity(activity.orders, activity.bookings, activity.maintenance, activity.cartOrders),
    [activity.orders, activity.bookings, activity.maintenance, activity.cartOrders],
  );
  const ofType = items.filter((i) => !type || i.type === type);
  // Filtered by label, so statuses that read the same (a finished order and a finished request) are one choice.
  const statuses = [...new Set(ofType.map((i) => i.statusLabel))].sort((a, b) => a.localeCompare(b));
  const shown = ofType.filter((i) => !status || (status === 'open' ? i.open : i.statusLabel === status));

  return (
    <Stack gap="5">
      <PageHeading title="Orders">Every service order, apartment booking, maintenance request and food or shop order, newest first.</PageHeading>
      <HStack gap="3" flexWrap="wrap">
        <SelectBox
          w={{ base: 'full', md: '56' }}
          label="Type"
          value={type}
          onChange={(value) => {
            setType(value);
            setStatus('');
          }}
          choices={TYPE_FILTERS}
          bg="white"
        />
        <SelectBox
          w={{ base: 'full', md: '56' }}
          label="Status"
          value={status}
          onChange={setStatus}
          empty="All statuses"
          choices={[{ value: 'open', label: 'Open' }, ...statuses]}
          bg="white"
        />
      </HStack>

      {activity.error ? (
        <RetryAlert message="Failed to load your orders" retrying={activity.isValidating} onRetry={() => void activity.retry()} />
      ) : activity.isLoading ? (
        <LoadingState label="Loading your orders…" />
      ) : shown.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Stack gap="3" align="flex-start">
              <Text color="gray.600" data-testid="orders-empty">
                {items.length === 0 ? 'You have no orders yet.' : 'No orders match these filters.'}
              </Text>
              {items.length === 0 && (
                <HStack gap="2" flexWrap="wrap">
                  <Button asChild size="sm" colorPalette="green">
                    <RouterLink to="/general-services">Book a service</RouterLink>
                  </Button>
                  <Button asChild size="sm" variant="outline" colorPalette="green">
                    <RouterLink to="/service-apartments">Find an apartment</RouterLink>
                  </Button>
                </HStack>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : (
        <DataTable
          data-testid="orders-table"
          rows={shown}
          rowKey={(i) => i.key}
          rowData={() => ({ 'data-testid': 'order-row' })}
          columns={[
            { label: 'Type', cell: (i) => TYPE_LABELS[i.type] },
            {
              label: 'Order',
              cell: (i) => (
                <RouterLink to={i.link}>
                  <Text as="span" color="green.700" textDecoration="underline">
                    {i.title}
                  </Text>
                </RouterLink>
              ),
            },
            { label: 'Status', cell: (i) => <Badge colorPalette={i.open ? 'blue' : 'gray'}>{i.statusLabel}</Badge> },
            { label: 'Amount', align: 'end', cell: (i) => (i.amount === null ? '—' : formatNaira(i.amount)) },
            { label: 'Placed', cell: (i) => formatDate(i.createdAt) },
          ]}
        />
      )}
    </Stack>
  );
}
