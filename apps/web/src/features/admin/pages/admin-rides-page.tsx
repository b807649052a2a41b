import { Badge, Card, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBike } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RIDE_TRIP_STATUS_LABELS, RIDE_TRIP_STATUSES, type RideTripStatus } from '@oja/shared';
import { RetryAlert } from '@/components/retry-alert';
import { formatDateTime, formatNaira, formatOrderNumber } from '@/lib/format';
import { TRIP_STATUS_PALETTE } from '@/lib/couriers';
import { formatPhoneNg } from '@/lib/phone';
import { PageHeading } from '@/components/page-heading';
import { KIND_LABELS } from '../api/admin-orders';
import { PAYMENT_LABELS, PURPOSE_LABELS, useAdminRides, useRidersCashOwed, type AdminRide, type RidePurpose } from '../api/admin-rides';
import { AdminListTable, type AdminColumn } from '../components/admin-list-table';
import { FilterSelect, useListPage } from '../components/filter-select';

type StatusChoice = '' | RideTripStatus;
const STATUS_CHOICES: readonly StatusChoice[] = ['', ...RIDE_TRIP_STATUSES];
const STATUS_LABELS = { '': 'All statuses', ...RIDE_TRIP_STATUS_LABELS } as Record<StatusChoice, string>;
const PURPOSE_CHOICES: readonly (RidePurpose | '')[] = ['', 'ride', 'delivery'];
const PURPOSE_CHOICE_LABELS: Record<RidePurpose | '', string> = { '': 'Rides and deliveries', ride: 'Rides', delivery: 'Deliveries' };

/** What a row carries: a ride, or a delivery of an order (linked to the order's page). */
function PurposeCell({ ride }: { ride: AdminRide }) {
  return (
    <Stack gap="0.5" align="start">
      <Badge colorPalette={ride.purpose === 'delivery' ? 'teal' : 'gray'} data-testid="admin-ride-purpose">
        {PURPOSE_LABELS[ride.purpose] ?? ride.purpose}
      </Badge>
      {ride.order && (
        <Text fontSize="xs" color="gray.600">
          <Link asChild color="green.700">
            <RouterLink to={`/admin/orders/${ride.order.id}`}>
              {KIND_LABELS[ride.order.kind] ?? 'Order'} order {formatOrderNumber(ride.order.id)}
            </RouterLink>
          </Link>{' '}
          · {ride.order.shop}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Cash owed by riders" (GET /api/admin/rides/cash-owed): riders who collected cash fares and owe Oja the commission,
 * largest first, each with a call link.
 */
function CashOwedCard() {
  const { data, error, isLoading, isValidating, mutate } = useRidersCashOwed();
  const rows = data?.data ?? [];
  return (
    <Card.Root data-testid="riders-cash-owed">
      <Card.Body gap="3">
        <Stack gap="0">
          <Heading as="h2" size="md">
            Cash owed by riders
          </Heading>
          <Text fontSize="sm" color="gray.600">
            The commission on cash rides, which riders collected in full; largest first.
          </Text>
        </Stack>
        {error && <RetryAlert message={`Failed to load what riders owe: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}
        {isLoading && !data && (
          <HStack justify="center" py="4">
            <Spinner color="green.500" />
          </HStack>
        )}
        {data && rows.length === 0 && (
          <Text fontSize="sm" color="gray.600" data-testid="riders-cash-owed-empty">
            No rider owes Oja anything.
          </Text>
        )}
        {rows.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none">
            {rows.map((r) => (
              <HStack as="li" key={r.rider_id} justify="space-between" gap="3" flexWrap="wrap" borderBottomWidth="1px" pb="2" data-testid="rider-cash-owed-row">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{r.name}</Text>
                  <Link href={`tel:${r.phone}`} fontSize="sm" color="green.700" aria-label={`Call ${r.name}`}>
                    {formatPhoneNg(r.phone)}
                  </Link>
                </Stack>
                <Text fontWeight="semibold">{formatNaira(r.cash_owed)}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The rides table's columns. */
const COLUMNS: AdminColumn<AdminRide>[] = [
  {
    label: 'Ride',
    cell: (r) => (
      <>
        <Text fontWeight="medium">#{r.id}</Text>
        <Text fontSize="xs" color="gray.500">
          {r.distance_km} km
        </Text>
      </>
    ),
  },
  { label: 'Purpose', cell: (r) => <PurposeCell ride={r} /> },
  {
    label: 'Status',
    cell: (r) => (
      <Badge colorPalette={TRIP_STATUS_PALETTE[r.status] ?? 'gray'} data-testid="admin-ride-status">
        {r.status_label}
      </Badge>
    ),
  },
  {
    label: 'Rider',
    cell: (r) =>
      r.rider ? (
        <Stack gap="0">
          <Text>{r.rider.name}</Text>
          <Text fontSize="xs" color="gray.500">
            {formatPhoneNg(r.rider.phone)}
          </Text>
        </Stack>
      ) : (
        <Text color="gray.500">No rider</Text>
      ),
  },
  { label: 'Fare', cell: (r) => formatNaira(r.fare), cellProps: { fontWeight: 'semibold', whiteSpace: 'nowrap' } },
  {
    label: 'Payment',
    cell: (r) => (
      <>
        <Text>{PAYMENT_LABELS[r.payment_method] ?? r.payment_method}</Text>
        {r.rider_cash_owed !== null && r.rider_cash_owed > 0 && (
          <Text fontSize="xs" color="orange.700">
            Rider owes {formatNaira(r.rider_cash_owed)}
          </Text>
        )}
      </>
    ),
  },
  { label: 'Created', cell: (r) => formatDateTime(r.created_at), cellProps: { whiteSpace: 'nowrap' } },
];

/** Admin: every okada ride and every Oja rider's delivery of an order (GET /api/admin/rides), filtered by status and purpose, and the cash riders owe. */
export function AdminRidesPage() {
  const [status, setStatus] = useState<StatusChoice>('');
  const [purpose, setPurpose] = useState<RidePurpose | ''>('');
  const { page, setPage, refilter } = useListPage();
  const { data, error, isLoading, isValidating, mutate } = useAdminRides({ status, purpose, page });
  const rows = data?.data ?? [];
  const filtered = Boolean(status || purpose);
  return (
    <Stack gap="5">
      <PageHeading title="Rides & deliveries" large>
        Okada rides, and Oja riders delivering food and shop orders: status, rider, fare and payment
      </PageHeading>

      <HStack gap="3" flexWrap="wrap">
        <FilterSelect label="Purpose" value={purpose} options={PURPOSE_CHOICES} labels={PURPOSE_CHOICE_LABELS} onChange={refilter(setPurpose)} />
        <FilterSelect value={status} options={STATUS_CHOICES} labels={STATUS_LABELS} onChange={refilter(setStatus)} />
      </HStack>

      {error && <RetryAlert message={`Failed to load rides: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}

      <AdminListTable
        loading={isLoading && !data}
        empty={{
          icon: LuBike,
          title: 'No rides or deliveries found',
          hint: filtered ? 'Try other filters' : 'Rides appear here once customers request them, and deliveries once shops call an Oja rider.',
          testId: 'admin-rides-empty',
        }}
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-testid': 'admin-ride-row', 'data-ride-id': r.id, 'data-purpose': r.purpose })}
        testId="admin-rides-table"
        meta={data?.meta}
        onPage={setPage}
      />

      <CashOwedCard />
    </Stack>
  );
}
