import type { StayLimits } from '@oja/shared';
import { koboToDecimal } from './money.js';
import type { ApartmentListing } from './entities/apartment-listing.entity.js';
import { presentImage, type PhotoOptions } from '../photos/photo-image.js';

/** Read-only fallbacks for fields a host left empty (the values the original client filled in). */
export const LISTING_PLACEHOLDERS = {
  maxGuests: 2,
  bedrooms: 1,
  bathrooms: 1,
  amenities: ['WiFi', 'Air Conditioning', 'Kitchen', 'Parking'],
} as const;

export interface ListingExtras {
  appUrl: string;
  /** The stay bounds a booking of it must keep (BOOKING_MAX_NIGHTS, BOOKING_MAX_DAYS_AHEAD). */
  limits: StayLimits;
  /** Host view: how many bookings the listing has. */
  bookingsCount?: number;
  /** Low-data mode: the smallest photo variants. */
  photos?: PhotoOptions;
}

/**
 * A listing on the wire (docs/apartments.md). Relation `vendor` is loaded by the caller. Ratings come from
 * revealed customer reviews (the stored aggregate the reviews module keeps).
 */
export function presentListing(l: ApartmentListing, extras: ListingExtras) {
  const photos = (l.images ?? []).map((img) => presentImage(img, extras.appUrl, extras.photos));
  return {
    id: l.id,
    vendor_id: l.vendorId,
    title: l.title,
    type: l.type,
    description: l.description,
    location: l.location,
    price_per_night: koboToDecimal(l.pricePerNightKobo),
    images: photos.map((p) => p.url),
    photos,
    is_verified: l.isVerified ? 1 : 0,
    status: l.status,
    max_guests: l.maxGuests ?? LISTING_PLACEHOLDERS.maxGuests,
    bedrooms: l.bedrooms ?? LISTING_PLACEHOLDERS.bedrooms,
    bathrooms: l.bathrooms ?? LISTING_PLACEHOLDERS.bathrooms,
    amenities: l.amenities?.length ? l.amenities : [...LISTING_PLACEHOLDERS.amenities],
    rating: Number(l.rating ?? 0).toFixed(1),
    reviews_count: l.reviewsCount ?? 0,
    /** Ours: the longest stay in nights and the latest check-in in days from today (Lagos) a booking may ask for. */
    booking_limits: { max_nights: extras.limits.maxNights, max_days_ahead: extras.limits.maxDaysAhead },
    vendor: { business_name: l.vendor?.businessName ?? null },
    ...(extras.bookingsCount === undefined ? {} : { bookings_count: extras.bookingsCount }),
    created_at: l.createdAt,
    updated_at: l.updatedAt,
  };
}
export type PresentedListing = ReturnType<typeof presentListing>;
