import { Badge } from '@chakra-ui/react';
import { BOOKING_STATUS_LABELS, displayBookingStatus, type BookingStatus } from '@oja/shared';

export const BOOKING_STATUS_PALETTE: Readonly<Record<BookingStatus, string>> = {
  pending: 'yellow',
  processing: 'blue',
  paid: 'green',
  checked_in: 'purple',
  checked_out: 'cyan',
  completed: 'green',
  cancelled: 'red',
  refunded: 'gray',
};

/** An apartment booking's status; unknown statuses show as pending. */
export function BookingStatusBadge({ status }: { status: unknown }) {
  const shown = displayBookingStatus(status);
  return (
    <Badge colorPalette={BOOKING_STATUS_PALETTE[shown]} data-testid="booking-status" data-status={shown}>
      {BOOKING_STATUS_LABELS[shown]}
    </Badge>
  );
}
