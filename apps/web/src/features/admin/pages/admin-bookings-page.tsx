import { Badge, Button, HStack, Input, InputGroup, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarX, LuDownload, LuSearch } from 'react-icons/lu';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, displayBookingStatus } from '@oja/shared';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListingPhoto } from '@/components/listing-photo';
import { coverPhoto } from '@/lib/cover-photo';
import { toastFailure, toastOutcome, toastSuccess } from '@/components/toast-helpers';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { downloadText, toCsv } from '@/lib/csv';
import { formatDate, formatNaira, plural } from '@/lib/format';
import { PageHeading } from '@/components/page-heading';
import { releaseBookingPayment, updateBookingStatus, useAdminBookings, type AdminBooking } from '../api/admin-bookings';
import { AdminListingsPanel } from '../components/admin-listings-panel';
import { BookingDetailsDrawer, releaseMessage, UpdateStatusDialog } from '../components/booking-dialogs';
import { AdminListTable, type AdminColumn } from '../components/admin-list-table';
import { ADMIN_BOOKING_TEXTS, bookingSummary, CSV_HEADER, csvRows, filterBookings, noStatusBookingsText, type BookingFilter } from '../model/admin-bookings';

/** The bookings table's columns but its actions. */
const COLUMNS: AdminColumn<AdminBooking>[] = [
  {
    label: 'Booking',
    cell: (b) => (
      <>
        <Text fontWeight="medium">#{b.id}</Text>
        <Text fontSize="xs" color="gray.500">
          {formatDate(b.created_at)}
        </Text>
      </>
    ),
  },
  {
    label: 'Guest',
    cell: (b) => (
      <>
        <Text fontWeight="medium">{b.user?.name ?? '—'}</Text>
        <Text fontSize="xs" color="gray.500">
          {b.user?.email}
        </Text>
        {b.user?.phone && (
          <Text fontSize="xs" color="gray.500">
            {b.user.phone}
          </Text>
        )}
      </>
    ),
  },
  {
    label: 'Property',
    cell: (b) => (
      <HStack gap="3" minW="0">
        <ListingPhoto photo={coverPhoto(b.listing)} alt={b.listing?.title || 'Untitled Apartment'} sizes="48px" w="12" h="12" rounded="md" flexShrink={0} />
        <Stack gap="0">
          <Text fontWeight="medium">{b.listing?.title || 'Untitled Apartment'}</Text>
          <Text fontSize="xs" color="gray.500">
            {b.listing?.location || 'Unknown'}
          </Text>
          <Text fontSize="xs" color="gray.500">
            {b.vendor?.business_name ?? '—'}
          </Text>
        </Stack>
      </HStack>
    ),
  },
  {
    label: 'Dates',
    cell: (b) => (
      <>
        <Text>
          {formatDate(b.check_in_date)} → {formatDate(b.check_out_date)}
        </Text>
        <Text fontSize="xs" color="gray.500" data-testid="booking-stay">
          {plural(b.nights, 'night')} · {plural(b.guests, 'guest')}
        </Text>
      </>
    ),
  },
  { label: 'Amount', cell: (b) => formatNaira(b.total_price), cellProps: { fontWeight: 'semibold', whiteSpace: 'nowrap' } },
  { label: 'Status', cell: (b) => <BookingStatusBadge status={b.status} /> },
];

/** Booking Management and the listings' verification. */
export function AdminBookingsPage() {
  return (
    <Stack gap="5">
      <PageHeading title="Booking Management" large>
        Manage all apartment bookings and payments
      </PageHeading>
      <Tabs.Root defaultValue="bookings" colorPalette="green" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="bookings">Bookings</Tabs.Trigger>
          <Tabs.Trigger value="listings">Listings</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="bookings">
          <BookingsPanel />
        </Tabs.Content>
        <Tabs.Content value="listings">
          <AdminListingsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function BookingsPanel() {
  const { data, error, isLoading, mutate } = useAdminBookings();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [updating, setUpdating] = useState<AdminBooking | null>(null);
  const [releasing, setReleasing] = useState<AdminBooking | null>(null);
  const [details, setDetails] = useState<number | null>(null);
  // Load failure: the list is emptied, no message.
  const bookings = error ? [] : (data?.data ?? []);
  const summary = (error ? null : data?.summary) ?? bookingSummary(bookings);
  const searched = filterBookings(bookings, q, 'all');
  const rows = filterBookings(bookings, q, filter);
  const present = BOOKING_STATUSES.filter((s) => searched.some((b) => displayBookingStatus(b.status) === s));

  const submitStatus = async (status: string, notes: string): Promise<string | null> => {
    if (!updating) return null;
    try {
      const res = await updateBookingStatus(updating.id, status, notes || undefined);
      if (res.data)
        void mutate((prev) => (prev ? { data: prev.data.map((b) => (b.id === res.data!.id ? { ...b, ...res.data } : b)) } : prev), { revalidate: true });
      else void mutate();
      toastSuccess(res.message || ADMIN_BOOKING_TEXTS.updated);
      setUpdating(null);
      return null;
    } catch (e) {
      toastFailure(ADMIN_BOOKING_TEXTS.updateFailed, e);
      return `${ADMIN_BOOKING_TEXTS.updateFailed}: ${errorMessage(e, 'Unknown error')}`;
    }
  };

  const release = async (b: AdminBooking) => {
    await toastOutcome(() => releaseBookingPayment(b.id), ADMIN_BOOKING_TEXTS.released, ADMIN_BOOKING_TEXTS.releaseFailed);
    void mutate();
  };

  const exportCsv = () => downloadText(`oja-bookings-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(CSV_HEADER, csvRows(rows)));

  const chip = (value: BookingFilter, label: string, count: number) => (
    <Button
      key={value}
      size="sm"
      rounded="full"
      variant={filter === value ? 'solid' : 'outline'}
      aria-pressed={filter === value}
      onClick={() => setFilter(value)}
    >
      {label}
      <Badge size="sm" variant={filter === value ? 'solid' : 'subtle'} data-testid={`admin-status-count-${value}`}>
        {count}
      </Badge>
    </Button>
  );

  return (
    <Stack gap="5" pt="2">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <StatCard label="Total Bookings" value={String(summary.total)} testId="summary-total" />
        <StatCard label="Pending Review" value={String(summary.pending)} testId="summary-pending" />
        <StatCard label="Paid Bookings" value={String(summary.paid)} testId="summary-paid" />
        <StatCard label="Total Revenue" value={formatNaira(summary.revenue)} testId="summary-revenue" />
      </SimpleGrid>

      <HStack gap="3" flexWrap="wrap">
        <InputGroup startElement={<LuSearch />} flex="1" minW="240px">
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Search by booking ID, guest, property or vendor"
            aria-label="Search bookings"
          />
        </InputGroup>
        <Button variant="outline" onClick={exportCsv} disabled={rows.length === 0}>
          <LuDownload /> Export
        </Button>
      </HStack>

      <HStack gap="2" flexWrap="wrap" role="group" aria-label="Filter by status" colorPalette="green">
        {chip('all', 'All', searched.length)}
        {present.map((s) => chip(s, BOOKING_STATUS_LABELS[s], searched.filter((b) => displayBookingStatus(b.status) === s).length))}
      </HStack>

      <AdminListTable
        loading={isLoading && !data}
        empty={{
          icon: LuCalendarX,
          title: ADMIN_BOOKING_TEXTS.noneFound,
          hint: q.trim() ? ADMIN_BOOKING_TEXTS.noMatch : filter === 'all' ? ADMIN_BOOKING_TEXTS.noneYet : noStatusBookingsText(filter),
        }}
        rows={rows}
        columns={[
          ...COLUMNS,
          {
            label: 'Actions',
            cell: (b) => (
              <Stack gap="1" align={{ base: 'flex-end', md: 'stretch' }}>
                <Button size="xs" variant="outline" onClick={() => setUpdating(b)}>
                  Update Status
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setDetails(b.id)}>
                  View Details
                </Button>
                {displayBookingStatus(b.status) === 'checked_out' && (
                  <Button size="xs" colorPalette="green" onClick={() => setReleasing(b)}>
                    Release Payment
                  </Button>
                )}
              </Stack>
            ),
          },
        ]}
        rowKey={(b) => b.id}
        rowData={(b) => ({ 'data-testid': 'admin-booking-row', 'data-booking-id': b.id })}
        testId="admin-bookings-table"
      />

      <UpdateStatusDialog booking={updating} onClose={() => setUpdating(null)} onSubmit={submitStatus} />
      <BookingDetailsDrawer bookingId={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        open={releasing !== null}
        onClose={() => setReleasing(null)}
        title="Release Payment"
        message={releasing ? releaseMessage(releasing) : ''}
        confirmLabel="Release Payment"
        cancelLabel="Cancel"
        onConfirm={() => (releasing ? release(releasing) : undefined)}
      />
    </Stack>
  );
}
