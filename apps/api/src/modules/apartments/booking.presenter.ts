import {
  adminBookingStatuses,
  allowedApartmentBookingActions,
  apartmentCancellationRefundKobo,
  apartmentCancellationRefundPercent,
  type BookingStatus,
} from '@oja/shared';
import { koboToDecimal } from './money.js';
import { presentImage } from '../photos/photo-image.js';
import type { SubjectEvent } from '../../common/subject-event.entity.js';
import type { ApartmentBooking, BookingActor } from './entities/apartment-booking.entity.js';

export type BookingViewer = 'customer' | 'vendor' | 'admin';

/** What cancelling now would refund: percent of the paid total and the amount ("37500.00"). */
export interface CancellationRefund {
  amount: string;
  percent: number;
}

export interface BookingPresentOptions {
  appUrl: string;
  /** Machine events the viewer may send now (from the shared machine). */
  availableActions: string[];
  cancellationRefund: CancellationRefund | null;
  /** Admin view: the statuses an admin may set now. */
  allowedStatuses?: BookingStatus[];
  /** The latest checkout reference, when payments knows one. */
  paymentReference?: string | null;
  /** Admin detail: the timeline (the booking's steps in `subject_events`), oldest first. */
  timeline?: SubjectEvent[];
}

/** Statuses in which the parties see each other's contact details (paid and later, not cancelled or refunded). */
export const CONTACT_STATUSES: readonly BookingStatus[] = ['paid', 'checked_in', 'checked_out', 'completed'];

/** `available_actions` from the shared machine, for `viewer` at `now`. */
export function bookingActions(b: ApartmentBooking, viewer: BookingViewer, now: Date = new Date()): string[] {
  return allowedApartmentBookingActions(b, viewer, now);
}

/** What cancelling now refunds: only a paid stay has money to return (50/25/0 % by days before check-in). */
export function bookingCancellationRefund(
  b: Pick<ApartmentBooking, 'status' | 'totalPriceKobo' | 'checkInDate'>,
  now: Date = new Date(),
): CancellationRefund | null {
  if (b.status !== 'paid') return null;
  return {
    percent: apartmentCancellationRefundPercent(b.checkInDate, now),
    amount: koboToDecimal(apartmentCancellationRefundKobo(b.totalPriceKobo, b.checkInDate, now)),
  };
}

/** The statuses an admin may set a booking to now (the shared machine's Update Status choices). */
export function adminAllowedStatuses(b: ApartmentBooking, now: Date = new Date()): BookingStatus[] {
  return adminBookingStatuses(b, now);
}

/** The options the reads use today: actions and refund from the shared machine and refund rule. */
export function defaultBookingOptions(b: ApartmentBooking, viewer: BookingViewer, appUrl: string, now: Date = new Date()): BookingPresentOptions {
  return {
    appUrl,
    availableActions: bookingActions(b, viewer, now),
    cancellationRefund: bookingCancellationRefund(b, now),
    allowedStatuses: viewer === 'admin' ? adminAllowedStatuses(b, now) : undefined,
  };
}

/**
 * A booking as `viewer` sees it (docs/apartments.md). Relations `listing`, `vendor.user` and `user` are loaded
 * by the caller. Contact details (guest for the host, host phone for the guest) only once paid; admins always.
 */
export function presentBooking<V extends BookingViewer>(b: ApartmentBooking, viewer: V, opts: BookingPresentOptions): BookingViews[V] {
  const contact = viewer === 'admin' || CONTACT_STATUSES.includes(b.status);
  const base: CustomerBooking = bookingFields(b, contact, opts);
  if (viewer === 'customer') return base as BookingViews[V];
  const guest = { name: b.user?.name ?? null, email: contact ? (b.user?.email ?? null) : null, phone: contact ? (b.user?.phone ?? null) : null };
  if (viewer === 'vendor') return { ...base, guest } as BookingViews[V];
  const admin: AdminBooking = {
    ...base,
    guest,
    user: guest,
    admin_notes: b.adminNotes,
    allowed_statuses: opts.allowedStatuses ?? adminAllowedStatuses(b),
    ...(opts.timeline
      ? {
          timeline: opts.timeline.map((e) => ({
            from_status: e.fromStatus as BookingStatus | null,
            status: e.toStatus as BookingStatus,
            at: e.createdAt,
            actor: e.actor as BookingActor,
            actor_id: e.actorId,
            note: e.note,
          })),
        }
      : {}),
  };
  return admin as BookingViews[V];
}

/** The fields every viewer sees (the guest sees exactly these). */
function bookingFields(b: ApartmentBooking, contact: boolean, opts: BookingPresentOptions) {
  const images = (b.listing?.images ?? []).map((img) => presentImage(img, opts.appUrl).url);
  return {
    id: b.id,
    status: b.status,
    listing_id: b.listingId,
    total_price: koboToDecimal(b.totalPriceKobo),
    check_in_date: b.checkInDate,
    check_out_date: b.checkOutDate,
    nights: b.nights,
    guests: b.guests,
    notes: b.notes,
    escrow_status: b.escrowStatus,
    listing: { id: b.listingId, title: b.listing?.title ?? null, location: b.listing?.location ?? null, type: b.listing?.type ?? null, images },
    vendor: { business_name: b.vendor?.businessName ?? null, contact_phone: contact ? (b.vendor?.user?.phone ?? null) : null },
    available_actions: opts.availableActions,
    cancellation_refund: opts.cancellationRefund,
    payment_reference: opts.paymentReference ?? null,
    cancelled_by: b.cancelledBy,
    cancel_reason: b.cancelReason,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
    approved_at: b.approvedAt,
    paid_at: b.paidAt,
    checked_in_at: b.checkedInAt,
    checked_out_at: b.checkedOutAt,
    completed_at: b.completedAt,
    cancelled_at: b.cancelledAt,
    refunded_at: b.refundedAt,
    /** When the guest reported a problem with the stay (an open or resolved dispute); null when none. */
    disputed_at: b.disputedAt ?? null,
  };
}

/** An apartment booking as its guest sees it (docs/apartments.md): the host's phone once paid. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a named schema for the API document
export interface CustomerBooking extends ReturnType<typeof bookingFields> {}
/** The guest of a booking; e-mail and phone only once paid (always for admins). */
export interface BookingGuest {
  name: string | null;
  email: string | null;
  phone: string | null;
}
/** A booking as its host sees it: adds the guest. */
export interface VendorBooking extends CustomerBooking {
  guest: BookingGuest;
}
/** One step of a booking's timeline, oldest first. */
export interface BookingTimelineEntry {
  from_status: BookingStatus | null;
  status: BookingStatus;
  at: Date;
  actor: BookingActor;
  actor_id: number | null;
  note: string | null;
}
/** A booking as an administrator sees it: the guest (also as `user`), notes, the statuses open now, the timeline on the detail. */
export interface AdminBooking extends VendorBooking {
  user: BookingGuest;
  admin_notes: string | null;
  allowed_statuses: BookingStatus[];
  timeline?: BookingTimelineEntry[];
}
/** Each viewer's shape. */
export interface BookingViews {
  customer: CustomerBooking;
  vendor: VendorBooking;
  admin: AdminBooking;
}
