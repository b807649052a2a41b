import { Center, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { MessageButton } from '@/components/messages/message-button';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { formatPhoneNg } from '@/lib/phone';
import { useHostBookings } from '../api/host';
import { BookingCard } from '../components/booking-card';
import { StatusChips } from '../components/status-chips';
import { filterByStatus, statusChips, type StatusFilter } from '../model/bookings';

/** `/dashboard/apartment/bookings`: the host's bookings; guest contact once the server shares it (after payment). */
export function HostBookingsPage() {
  const { data, error, isLoading, isValidating, mutate } = useHostBookings();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const bookings = error ? [] : (data?.data ?? []);
  const shown = filterByStatus(bookings, filter);

  return (
    <Stack gap="5">
      <PageHeading title="Bookings">Stays booked at your properties. Guest contact details appear once a booking is paid.</PageHeading>
      {error && <RetryAlert message="Failed to fetch bookings" retrying={isValidating} onRetry={() => void mutate()} testId="host-bookings-error" />}
      {isLoading && !data ? (
        <LoadingState label="Loading bookings..." />
      ) : bookings.length === 0 ? (
        !error && (
          <Center py="12" data-testid="host-bookings-empty">
            <Text color="gray.600">No bookings yet. They will appear here when guests book your properties.</Text>
          </Center>
        )
      ) : (
        <>
          <StatusChips chips={statusChips(bookings)} value={filter} onChange={setFilter} />
          <Stack gap="4">
            {shown.map((b) => (
              <BookingCard
                key={b.id}
                booking={b}
                actions={[
                  ...(b.status === 'completed' ? [<LeaveReviewButton key="review" kind="apartment_booking" id={b.id} />] : []),
                  <MessageButton key="message" kind="apartment_booking" id={b.id} title={`Booking #${b.id}`} />,
                ]}
              >
                {b.guest ? (
                  <Stack gap="0" fontSize="sm" data-testid="guest-contact">
                    <Text fontWeight="medium">Guest: {b.guest.name ?? '—'}</Text>
                    {b.guest.phone && (
                      <Link href={`tel:${b.guest.phone}`} colorPalette="green">
                        {formatPhoneNg(b.guest.phone)}
                      </Link>
                    )}
                    {b.guest.email && (
                      <Link href={`mailto:${b.guest.email}`} colorPalette="green">
                        {b.guest.email}
                      </Link>
                    )}
                  </Stack>
                ) : (
                  <Text fontSize="sm" color="gray.500">
                    Guest contact details are shared once the booking is paid.
                  </Text>
                )}
                {b.notes && (
                  <Text fontSize="sm" color="gray.700">
                    Notes: {b.notes}
                  </Text>
                )}
              </BookingCard>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
