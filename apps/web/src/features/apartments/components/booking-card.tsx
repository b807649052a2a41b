import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { ListingPhoto } from '@/components/listing-photo';
import { coverPhoto } from '@/lib/cover-photo';
import { formatDate, formatNaira, plural } from '@/lib/format';
import type { Booking } from '../api/types';
import { skippedOffscreen } from '@/lib/offscreen';

/** One apartment booking: photo, title, location, dates, nights, guests, total and status, plus the caller's extras. */
export function BookingCard({ booking, children, actions }: { booking: Booking; children?: ReactNode; actions?: ReactNode }) {
  const title = booking.listing?.title || 'Untitled Apartment';
  return (
    <Card.Root
      overflow="hidden"
      flexDirection={{ base: 'column', sm: 'row' }}
      data-testid="booking-card"
      data-booking-id={booking.id}
      {...skippedOffscreen('420px')}
    >
      <ListingPhoto
        photo={coverPhoto(booking.listing)}
        alt={title}
        sizes="(min-width: 640px) 200px, 100vw"
        w={{ base: 'full', sm: '200px' }}
        minH={{ base: '160px', sm: 'full' }}
        flexShrink={0}
      />
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" fontSize="lg" lineClamp={1}>
              {title}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {booking.listing?.location || 'Unknown'} · Booking #{booking.id}
            </Text>
          </Stack>
          <BookingStatusBadge status={booking.status} />
        </HStack>
        <HStack gap="5" flexWrap="wrap" fontSize="sm">
          <Fact label="Dates" value={`${formatDate(booking.check_in_date)} → ${formatDate(booking.check_out_date)}`} testId="booking-dates" />
          <Fact label="Stay" value={`${plural(booking.nights, 'night')} · ${plural(booking.guests, 'guest')}`} />
          <Fact label="Total" value={formatNaira(booking.total_price)} testId="booking-total" strong />
        </HStack>
        {children}
        {actions && (
          <HStack gap="2" flexWrap="wrap" pt="1">
            {actions}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontWeight={strong ? 'semibold' : 'normal'} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
