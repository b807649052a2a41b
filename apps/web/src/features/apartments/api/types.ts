import type { ApiSchemas } from '@/lib/api-schema';

export type ListingType = 'hotel' | 'hostel' | 'shortlet';
export const LISTING_TYPES: readonly ListingType[] = ['shortlet', 'hostel', 'hotel'];

/** A listing photo: the WebP URL, its srcset and size. */
export type ListingPhoto = ApiSchemas['PresentedPhoto'];

/** An apartment listing as read (docs/apartments.md). */
export type Listing = ApiSchemas['Listing'];

export type PageMeta = ApiSchemas['PageMeta'];

export type CancellationRefund = ApiSchemas['CancellationRefund'];

/** An apartment booking as the guest reads it; the host's reads add `guest`. */
export type Booking = ApiSchemas['CustomerBooking'] & { guest?: ApiSchemas['VendorBooking']['guest'] };
