import { Alert, Button, Center, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BOOKING_STATUS_LABELS, displayBookingStatus } from '@oja/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { MessageButton } from '@/components/messages/message-button';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { sendProblemReport, toastFailure, toastOutcome } from '@/components/toast-helpers';
import { isEmailVerificationError, VerifyEmailAlert } from '@/components/verify-email-alert';
import { formatDate, formatNaira } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { cancelBooking, checkInBooking, checkOutBooking, payBooking, reportStayProblem, uploadStayProblemPhoto, useMyBookings } from '../api/bookings';
import { ReportProblemDialog } from '@/components/text-prompt-dialog';
import type { Booking } from '../api/types';
import { BookingCard } from '../components/booking-card';
import { StatusChips } from '../components/status-chips';
import { customerButtons, filterByStatus, refundSentence, statusChips, type StatusFilter } from '../model/bookings';

export const MY_BOOKINGS_TEXTS = {
  fetchFailed: 'Failed to fetch bookings',
  payFailed: 'Failed to initiate payment. Please try again.',
  checkedIn: 'Successfully checked in!',
  checkInFailed: 'Failed to check in. Please try again.',
  checkedOut: 'Successfully checked out!',
  checkOutFailed: 'Failed to check out. Please try again.',
  cancelled: 'Booking cancelled.',
  cancelFailed: 'Failed to cancel booking. Please try again.',
  popupBlocked: 'Your browser blocked the payment page. Allow pop-ups for this site, or use the link below.',
} as const;

const PAID_STATUSES = new Set(['paid', 'checked_in', 'checked_out', 'completed']);

function notice(b: Booking): string | null {
  if (b.disputed_at && (b.status === 'checked_in' || b.status === 'checked_out'))
    return 'Problem reported: an administrator is looking at it. The payment stays in escrow until then.';
  switch (displayBookingStatus(b.status)) {
    case 'pending':
      return 'Waiting for admin approval. You will be notified when it is approved; then you can pay.';
    case 'processing':
      return 'Approved! Pay now to confirm your stay.';
    case 'paid':
      return `Paid. You can check in from ${formatDate(b.check_in_date)}.`;
    case 'checked_in':
      return `Enjoy your stay. Check out by ${formatDate(b.check_out_date)}.`;
    case 'checked_out':
      return 'Stay completed. Thank you!';
    default:
      return null;
  }
}

/** `/dashboard/user/bookings`: the customer's apartment bookings and their actions. */
export function MyBookingsPage() {
  const { data, error, isLoading, isValidating, mutate } = useMyBookings();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const [paymentLink, setPaymentLink] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Booking | null>(null);

  const report = async (b: Booking, reason: string, photos: File[]) => {
    const sent = await sendProblemReport(
      () => reportStayProblem(b.id, reason),
      (photo) => uploadStayProblemPhoto(b.id, photo),
      photos,
    );
    if (sent) await mutate();
  };
  const bookings = error ? [] : (data?.data ?? []);
  const chips = statusChips(bookings);
  const shown = filterByStatus(bookings, filter);
  const now = new Date();

  const run = async (key: string, action: () => Promise<{ message?: string }>, success: string, failure: string) => {
    setBusy(key);
    await toastOutcome(action, success, failure);
    setBusy(null);
    void mutate();
  };

  const pay = async (b: Booking) => {
    setBusy(`pay-${b.id}`);
    setVerifyEmail(null);
    setPaymentLink(null);
    // Open the tab now, while the click still counts as a user gesture; point it at the checkout once known.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const res = await payBooking(b.id);
      if (tab && !tab.closed) tab.location.href = res.data.payment_url;
      else setPaymentLink(res.data.payment_url);
    } catch (e) {
      tab?.close();
      if (isEmailVerificationError(e)) setVerifyEmail((e as Error).message);
      else toastFailure(MY_BOOKINGS_TEXTS.payFailed, e);
    } finally {
      setBusy(null);
      void mutate();
    }
  };

  const renderBooking = (b: Booking) => {
    const can = customerButtons(b, now);
    const buttons = [];
    if (can.pay) {
      buttons.push(
        <Button key="pay" size="sm" colorPalette="green" loading={busy === `pay-${b.id}`} onClick={() => void pay(b)}>
          Pay Now · {formatNaira(b.total_price)}
        </Button>,
      );
    }
    // Check In and Check Out: a button busy while its call runs.
    const step = (key: 'in' | 'out', label: string, palette: string, call: () => Promise<{ message?: string }>, success: string, failure: string) => (
      <Button key={key} size="sm" colorPalette={palette} loading={busy === `${key}-${b.id}`} onClick={() => void run(`${key}-${b.id}`, call, success, failure)}>
        {label}
      </Button>
    );
    if (can.checkInToday)
      buttons.push(step('in', 'Check In', 'purple', () => checkInBooking(b.id), MY_BOOKINGS_TEXTS.checkedIn, MY_BOOKINGS_TEXTS.checkInFailed));
    if (can.checkOut)
      buttons.push(step('out', 'Check Out', 'cyan', () => checkOutBooking(b.id), MY_BOOKINGS_TEXTS.checkedOut, MY_BOOKINGS_TEXTS.checkOutFailed));
    if (can.cancel) {
      buttons.push(
        <Button key="cancel" size="sm" variant="outline" colorPalette="red" onClick={() => setCancelling(b)}>
          Cancel Booking
        </Button>,
      );
    }
    if (b.available_actions?.includes('DISPUTE')) {
      buttons.push(
        <Button key="report" size="sm" variant="outline" colorPalette="orange" onClick={() => setReporting(b)}>
          Report a problem
        </Button>,
      );
    }
    if (b.status === 'completed') buttons.push(<LeaveReviewButton key="review" kind="apartment_booking" id={b.id} />);
    buttons.push(<MessageButton key="message" kind="apartment_booking" id={b.id} title={`Booking #${b.id}`} />);
    const text = notice(b);
    const contact = b.vendor?.contact_phone;
    return (
      <BookingCard key={b.id} booking={b} actions={buttons.length ? buttons : undefined}>
        {text && (
          <Text fontSize="sm" color="gray.700" data-testid="booking-notice">
            {text}
          </Text>
        )}
        {can.checkInAllowed && !can.checkInToday && (
          <Text fontSize="sm" color="gray.500" data-testid="check-in-later">
            Check In opens on {formatDate(b.check_in_date)}.
          </Text>
        )}
        {b.vendor?.business_name && (
          <Text fontSize="sm" color="gray.600">
            Host: {b.vendor.business_name}
            {contact ? ` · ${formatPhoneNg(contact)}` : ''}
          </Text>
        )}
      </BookingCard>
    );
  };

  return (
    <Stack gap="5">
      <PageHeading title="My Bookings">Your apartment stays: pay once approved, then check in and out.</PageHeading>

      {verifyEmail && <VerifyEmailAlert message={verifyEmail} />}
      {paymentLink && (
        <Alert.Root status="info" data-testid="payment-link">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{MY_BOOKINGS_TEXTS.popupBlocked}</Alert.Title>
            <Alert.Description>
              <a href={paymentLink} target="_blank" rel="noopener noreferrer">
                Open the payment page
              </a>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {error && <RetryAlert message={MY_BOOKINGS_TEXTS.fetchFailed} retrying={isValidating} onRetry={() => void mutate()} testId="bookings-error" />}

      {isLoading && !data ? (
        <LoadingState label="Loading your bookings..." />
      ) : bookings.length === 0 ? (
        !error && (
          <Center py="12" flexDirection="column" gap="3" textAlign="center" data-testid="bookings-empty">
            <Text fontWeight="semibold">You have no bookings yet.</Text>
            <Text color="gray.600" fontSize="sm">
              Find a hotel, hostel or shortlet for your next stay.
            </Text>
            <Button asChild colorPalette="green">
              <RouterLink to="/service-apartments">Browse Apartments</RouterLink>
            </Button>
          </Center>
        )
      ) : (
        <>
          <StatusChips chips={chips} value={filter} onChange={setFilter} />
          {shown.length === 0 ? (
            <Text color="gray.600" py="8" textAlign="center">
              No {filter === 'all' ? '' : `${BOOKING_STATUS_LABELS[filter]} `}bookings.
            </Text>
          ) : (
            <Stack gap="4">{shown.map(renderBooking)}</Stack>
          )}
        </>
      )}

      <ReportProblemDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        description="Tell us what went wrong with the stay. The payment stays in escrow until an administrator has looked at it."
        onSubmit={(reason, photos) => (reporting ? report(reporting, reason, photos) : Promise.resolve())}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title="Cancel booking"
        message={
          cancelling ? (
            <>
              Are you sure you want to cancel booking #{cancelling.id}?{' '}
              <span data-testid="cancel-refund">
                {refundSentence(cancelling.cancellation_refund, PAID_STATUSES.has(displayBookingStatus(cancelling.status)), formatNaira)}
              </span>
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Yes, cancel booking"
        cancelLabel="Keep booking"
        colorPalette="red"
        onConfirm={() =>
          cancelling
            ? run(`cancel-${cancelling.id}`, () => cancelBooking(cancelling.id), MY_BOOKINGS_TEXTS.cancelled, MY_BOOKINGS_TEXTS.cancelFailed)
            : undefined
        }
      />
    </Stack>
  );
}
