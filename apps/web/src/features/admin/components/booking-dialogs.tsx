import { Badge, Button, Dialog, Drawer, Field, HStack, RadioGroup, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, displayBookingStatus, formatKobo } from '@oja/shared';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime, formatNaira, plural } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { useAdminBookingDetail, type AdminBooking, type TimelineEntry } from '../api/admin-bookings';
import { releaseFigures } from '../model/admin-bookings';
import { DialogFrame } from '@/components/dialog-frame';
import { DrawerFrame } from '@/components/drawer-frame';

/** Update Status: all eight statuses, the current one marked, only `allowed_statuses` selectable; optional notes. */
export function UpdateStatusDialog({
  booking,
  onClose,
  onSubmit,
}: {
  booking: AdminBooking | null;
  onClose: () => void;
  onSubmit: (status: string, notes: string) => Promise<string | null>;
}) {
  const [status, setStatus] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = booking ? displayBookingStatus(booking.status) : null;
  const allowed = new Set(booking?.allowed_statuses ?? []);

  useEffect(() => {
    setStatus('');
    setNotes('');
    setError(null);
  }, [booking?.id]);

  const save = async () => {
    if (!status) return;
    setBusy(true);
    setError(await onSubmit(status, notes.trim()));
    setBusy(false);
  };

  return (
    <DialogFrame
      root={{ open: booking !== null, onOpenChange: (e) => !e.open && !busy && onClose(), placement: 'center', scrollBehavior: 'inside' }}
      positioner={{ px: '4' }}
      content={{ colorPalette: 'green', 'data-testid': 'update-status-dialog' }}
      title={<>Update Status — Booking #{booking?.id}</>}
    >
      <Dialog.Body>
        <Stack gap="4">
          <RadioGroup.Root value={status} onValueChange={(e) => setStatus(e.value ?? '')} aria-label="New status">
            <Stack gap="2">
              {BOOKING_STATUSES.map((s) => {
                const isCurrent = s === current;
                const enabled = !isCurrent && allowed.has(s);
                return (
                  <RadioGroup.Item key={s} value={s} disabled={!enabled} data-testid={`status-option-${s}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <HStack gap="2">
                        <Text>{BOOKING_STATUS_LABELS[s]}</Text>
                        {isCurrent && (
                          <Badge size="sm" colorPalette="blue">
                            Current
                          </Badge>
                        )}
                      </HStack>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                );
              })}
            </Stack>
          </RadioGroup.Root>
          {allowed.size === 0 && (
            <Text fontSize="sm" color="gray.500">
              No status change is possible from {current ? BOOKING_STATUS_LABELS[current] : 'this status'}.
            </Text>
          )}
          <Field.Root>
            <Field.Label>Notes (optional)</Field.Label>
            <Textarea
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              placeholder="Shown in the booking's timeline; a reason is expected for refunds."
            />
          </Field.Root>
          <FormError message={error} testId="update-status-error" />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy} disabled={!status}>
          Update Status
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

/** Release Payment confirmation: total, 10 % commission and the vendor's payout in naira. */
export function releaseMessage(booking: AdminBooking) {
  const f = releaseFigures(booking.total_price);
  return (
    <Stack as="span" gap="1" display="flex" data-testid="release-figures">
      <span>
        Release the payment of booking #{booking.id} to {booking.vendor?.business_name ?? 'the vendor'}?
      </span>
      <span>Total: {formatKobo(f.totalKobo)}</span>
      <span>
        Platform commission ({f.percent}%): {formatKobo(f.commissionKobo)}
      </span>
      <strong>Vendor payout: {formatKobo(f.payoutKobo)}</strong>
    </Stack>
  );
}

function actorName(actor: TimelineEntry['actor']): string {
  return actor ?? '';
}

/** View Details: the booking and its timeline (GET /api/admin/bookings/{id}). */
export function BookingDetailsDrawer({ bookingId, onClose }: { bookingId: number | null; onClose: () => void }) {
  const { data, error, isLoading } = useAdminBookingDetail(bookingId);
  const b = data?.data;
  return (
    <DrawerFrame
      root={{ open: bookingId !== null, onOpenChange: (e) => !e.open && onClose(), size: 'md' }}
      content={{ 'data-testid': 'booking-details' }}
      title={`Booking #${bookingId}`}
    >
      <Drawer.Body>
        {error ? (
          <FormError message={errorMessage(error, 'Failed to load the booking')} />
        ) : isLoading || !b ? (
          <Spinner color="green.500" />
        ) : (
          <Stack gap="4" fontSize="sm">
            <HStack justify="space-between">
              <BookingStatusBadge status={b.status} />
              <Text fontWeight="bold">{formatNaira(b.total_price)}</Text>
            </HStack>
            <Stack gap="0">
              <Text fontWeight="semibold">{b.listing?.title || 'Untitled Apartment'}</Text>
              <Text color="gray.600">
                {b.listing?.location || 'Unknown'} · {b.vendor?.business_name ?? '—'}
              </Text>
            </Stack>
            <Text>
              {formatDate(b.check_in_date)} → {formatDate(b.check_out_date)} · {plural(b.nights, 'night')} · {plural(b.guests, 'guest')}
            </Text>
            <Stack gap="0">
              <Text fontWeight="semibold">{b.user?.name ?? '—'}</Text>
              <Text color="gray.600">{b.user?.email}</Text>
              {b.user?.phone && <Text color="gray.600">{formatPhoneNg(b.user.phone)}</Text>}
            </Stack>
            {b.notes && <Text>Guest notes: {b.notes}</Text>}
            {b.payment_reference && <Text color="gray.600">Payment reference: {b.payment_reference}</Text>}
            <Stack gap="2">
              <Text fontWeight="semibold">Timeline</Text>
              {(b.timeline ?? []).length === 0 ? (
                <Text color="gray.500">No events yet.</Text>
              ) : (
                <Stack as="ol" gap="2" data-testid="booking-timeline">
                  {(b.timeline ?? []).map((t, i) => (
                    <Stack as="li" key={i} gap="0" borderStartWidth="2px" borderColor="green.300" ps="3">
                      <HStack gap="2">
                        <Text fontWeight="medium">{BOOKING_STATUS_LABELS[displayBookingStatus(t.status)]}</Text>
                        <Text color="gray.500">{formatDateTime(t.at)}</Text>
                      </HStack>
                      {actorName(t.actor) && <Text color="gray.600">by {actorName(t.actor)}</Text>}
                      {t.note && <Text color="gray.700">{t.note}</Text>}
                    </Stack>
                  ))}
                </Stack>
              )}
            </Stack>
          </Stack>
        )}
      </Drawer.Body>
    </DrawerFrame>
  );
}
