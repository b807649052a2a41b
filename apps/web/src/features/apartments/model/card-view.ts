import { coverPhoto, type PhotoSource } from '@/lib/cover-photo';
import { formatNaira, plural } from '@/lib/format';
import type { Listing } from '../api/types';

const TYPE_LABELS: Record<string, string> = { hotel: 'Hotel', hostel: 'Hostel', shortlet: 'Shortlet' };

export function listingTypeLabel(type: string | null | undefined): string {
  return (type && TYPE_LABELS[type]) ?? 'Apartment';
}

export function isVerifiedListing(listing: Pick<Listing, 'is_verified'>): boolean {
  return listing.is_verified === 1;
}

/** The texts of an apartment card, each in one place of its markup. */
export const CARD_TEXTS = ['id', 'title', 'location', 'type', 'rating', 'reviews', 'guests', 'bedrooms', 'bathrooms', 'price'] as const;
export type ApartmentCardTexts = Record<(typeof CARD_TEXTS)[number], string>;

/** What an apartment card shows: its texts and its optional parts. */
export interface ApartmentCardView {
  text: ApartmentCardTexts;
  photo: PhotoSource | null;
  verified: boolean;
  amenities: readonly string[];
}

/**
 * A listing as its card shows it. One function for the card (components/apartment-card.tsx) and for the prerendered
 * page's first draw without React (model/first-page.ts), so both write the same words.
 */
export function apartmentCardView(listing: Listing): ApartmentCardView {
  const rating = Number(listing.rating ?? 0);
  return {
    text: {
      id: String(listing.id),
      title: listing.title || 'Untitled Apartment',
      location: listing.location || 'Unknown',
      type: listingTypeLabel(listing.type),
      rating: rating > 0 ? rating.toFixed(1) : 'New',
      reviews: plural(listing.reviews_count ?? 0, 'review'),
      guests: plural(listing.max_guests ?? 2, 'guest'),
      bedrooms: plural(listing.bedrooms ?? 1, 'bedroom'),
      bathrooms: plural(listing.bathrooms ?? 1, 'bathroom'),
      price: formatNaira(listing.price_per_night),
    },
    photo: coverPhoto(listing),
    verified: isVerifiedListing(listing),
    amenities: listing.amenities ?? [],
  };
}
