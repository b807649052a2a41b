import { Alert, Box, Button, Dialog, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  BOOKING_GUEST_CHOICES,
  BOOKING_STATUS_LABELS,
  DEFAULT_STAY_LIMITS,
  displayBookingStatus,
  hasErrors,
  lagosDateString,
  lagosDayPlus,
  quoteApartmentStay,
  validateApartmentBookingRequest,
  type ApartmentBookingField,
  type FieldErrors,
  type StayLimits,
} from '@oja/shared';
import { Link as RouterLink } from 'react-router-dom';
import { PublicReviewsList } from '@/components/public-reviews';
import { isEmailVerificationError, VerifyEmailAlert } from '@/components/verify-email-alert';
import { errorMessage } from '@/lib/api-client';
import { formatKoboAsNaira, formatNaira, plural } from '@/lib/format';
import { createApartmentBooking } from '../api/apartments';
import type { Listing } from '../api/types';
import { ListingDetails } from './listing-details';
import { FormDialogFrame } from '@/components/dialog-frame';
import { GuestOptions } from './guest-options';
import { SelectBox } from '@/components/select-box';
import { FormField } from '@/components/form-field';

export const BOOKING_FAILED_DEFAULT = 'Failed to submit booking request. Please try again.';

/** 'Booking Error: {message}' with the spec's default. */
export function bookingErrorText(error: unknown): string {
  return `Booking Error: ${errorMessage(error, BOOKING_FAILED_DEFAULT)}`;
}

export interface BookingDefaults {
  check_in: string;
  check_out: string;
  guests: number | null;
}

type Result = { id: number; status: string };

/** The booking dialog for one listing. */
export function BookApartmentDialog({ listing, defaults, onClose }: { listing: Listing | null; defaults: BookingDefaults; onClose: () => void }) {
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState('1');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ApartmentBookingField>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; verifyEmail: string | null } | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!listing) return;
    setCheckIn(defaults.check_in);
    setCheckOut(defaults.check_out);
    setGuests(String(defaults.guests ?? 1));
    setNotes('');
    setErrors({});
    setFailure(null);
    setResult(null);
    // Reset only when another listing opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listing?.id]);

  const today = lagosDateString(new Date());
  const maxGuests = listing?.max_guests ?? null;
  // The server's stay bounds, sent with the listing (the shared defaults for an older answer).
  const limits: StayLimits = listing?.booking_limits
    ? { maxNights: listing.booking_limits.max_nights, maxDaysAhead: listing.booking_limits.max_days_ahead }
    : DEFAULT_STAY_LIMITS;
  const quote = listing ? quoteApartmentStay(checkIn, checkOut, listing.price_per_night) : null;

  const clear = (field: ApartmentBookingField) => setErrors((prev) => ({ ...prev, [field]: undefined, nights: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!listing || busy) return;
    const found = validateApartmentBookingRequest({ check_in_date: checkIn, check_out_date: checkOut, guests }, { today: new Date(), maxGuests, limits });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || !quote) return;
    setBusy(true);
    try {
      const res = await createApartmentBooking({
        listing_id: listing.id,
        check_in_date: checkIn,
        check_out_date: checkOut,
        guests: Number(guests),
        nights: quote.nights,
        total_price: quote.totalNaira,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
      setResult(res.data);
    } catch (e) {
      setFailure({ text: bookingErrorText(e), verifyEmail: isEmailVerificationError(e) ? errorMessage(e, '') : null });
    } finally {
      setBusy(false);
    }
  };

  const title = listing?.title || 'Untitled Apartment';

  return (
    <FormDialogFrame
      root={{
        open: listing !== null,
        onOpenChange: (e) => !e.open && !busy && onClose(),
        size: { base: 'full', sm: 'lg' },
        scrollBehavior: 'inside',
        placement: 'center',
      }}
      testId="book-apartment-dialog"
      onSubmit={submit}
      title={result ? 'Booking Request Sent' : `Book ${title}`}
    >
      {listing && (
        <Dialog.Body>
          {result ? (
            <Alert.Root status="success" data-testid="booking-success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  Booking #{result.id} — {BOOKING_STATUS_LABELS[displayBookingStatus(result.status)]}
                </Alert.Title>
                <Alert.Description>
                  Your booking request was sent for admin review. You will be notified when it is approved, and then you can pay to confirm your stay.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Stack gap="4">
              <ListingDetails listing={listing} />
              <HStack gap="3" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
                <FormField label="Check-in date" required error={errors.check_in_date}>
                  <Input
                    type="date"
                    min={today}
                    max={lagosDayPlus(today, limits.maxDaysAhead)}
                    value={checkIn}
                    onChange={(e) => (setCheckIn(e.target.value), clear('check_in_date'))}
                  />
                </FormField>
                <FormField label="Check-out date" required error={errors.check_out_date}>
                  <Input
                    type="date"
                    min={checkIn || today}
                    max={checkIn ? lagosDayPlus(checkIn, limits.maxNights) : lagosDayPlus(today, limits.maxDaysAhead + limits.maxNights)}
                    value={checkOut}
                    onChange={(e) => (setCheckOut(e.target.value), clear('check_out_date'))}
                  />
                </FormField>
              </HStack>
              <Text fontSize="xs" color="gray.500" mt="-2" data-testid="stay-limits">
                Stays of up to {plural(limits.maxNights, 'night')}, starting within {plural(limits.maxDaysAhead, 'day')} from today.
              </Text>
              <Field.Root required invalid={Boolean(errors.guests)}>
                <Field.Label>
                  Guests <Field.RequiredIndicator />
                </Field.Label>
                <SelectBox value={guests} onChange={(value) => (setGuests(value), clear('guests'))}>
                  <GuestOptions choices={BOOKING_GUEST_CHOICES} />
                </SelectBox>
                {errors.guests ? (
                  <Field.ErrorText>{errors.guests}</Field.ErrorText>
                ) : (
                  maxGuests && <Field.HelperText>This property sleeps up to {plural(maxGuests, 'guest')}.</Field.HelperText>
                )}
              </Field.Root>
              <Field.Root>
                <Field.Label>Notes (optional)</Field.Label>
                <Textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder="Arrival time, special requests…" />
              </Field.Root>

              <Box borderWidth="1px" rounded="lg" p="4" data-testid="booking-summary">
                <Stack gap="1" fontSize="sm">
                  <HStack justify="space-between">
                    <Text color="gray.600">
                      {formatNaira(listing.price_per_night)} × {plural(quote?.nights ?? 0, 'night')}
                    </Text>
                    <Text>{formatKoboAsNaira(quote?.subtotalKobo ?? 0)}</Text>
                  </HStack>
                  <HStack justify="space-between">
                    <Text color="gray.600">Service fee</Text>
                    <Text data-testid="service-fee">{formatKoboAsNaira(quote?.serviceFeeKobo ?? 0)}</Text>
                  </HStack>
                  <HStack justify="space-between" pt="2" mt="1" borderTopWidth="1px" fontWeight="bold" fontSize="md">
                    <Text>Total</Text>
                    <Text color="green.700" data-testid="booking-total">
                      {formatKoboAsNaira(quote?.totalKobo ?? 0)}
                    </Text>
                  </HStack>
                </Stack>
              </Box>
              {errors.nights && (
                <Text color="red.600" fontSize="sm">
                  {errors.nights}
                </Text>
              )}
              <Text fontSize="xs" color="gray.500">
                Bookings are reviewed by our team first. You pay only after your booking is approved.
              </Text>
              {failure?.verifyEmail && <VerifyEmailAlert message={failure.verifyEmail} />}
              {failure && !failure.verifyEmail && (
                <Alert.Root status="error" role="alert" data-testid="booking-error">
                  <Alert.Indicator />
                  <Alert.Title>{failure.text}</Alert.Title>
                </Alert.Root>
              )}
              <Stack gap="2" as="section" aria-label="Guest reviews" data-testid="listing-reviews">
                <Text fontWeight="semibold">Guest reviews</Text>
                <PublicReviewsList path={`/api/apartments/${listing.id}/reviews`} />
              </Stack>
            </Stack>
          )}
        </Dialog.Body>
      )}
      <Dialog.Footer>
        {result ? (
          <>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button asChild>
              <RouterLink to="/dashboard/user/bookings">View My Bookings</RouterLink>
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Request Booking
            </Button>
          </>
        )}
      </Dialog.Footer>
    </FormDialogFrame>
  );
}
