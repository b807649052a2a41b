import type { PhotoSource } from '@/components/listing-photo';

export type ListingType = 'hotel' | 'hostel' | 'shortlet';
export const LISTING_TYPES: readonly ListingType[] = ['shortlet', 'hostel', 'hotel'];

export interface ListingPhoto extends PhotoSource {
  id?: number;
  url: string;
  srcset: string;
  width?: number;
  height?: number;
}

/** An apartment listing as read (docs/apartments.md). */
export interface Listing {
  id: number;
  vendor_id: number;
  title: string | null;
  type: ListingType | string;
  description: string | null;
  location: string | null;
  /** Naira as a decimal string, e.g. "25000.00". */
  price_per_night: string | number;
  images: string[] | null;
  photos?: ListingPhoto[] | null;
  is_verified: number | boolean;
  status?: 'active' | 'paused' | string;
  max_guests?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  amenities?: string[] | null;
  rating?: string | number | null;
  reviews_count?: number | null;
  vendor?: { business_name: string | null } | null;
  bookings_count?: number;
  created_at?: string;
  updated_at?: string;
}

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface CancellationRefund {
  amount: string | number;
  percent: number;
}

/** An apartment booking as the customer (and the host) reads it. */
export interface Booking {
  id: number;
  status: string;
  total_price: string | number;
  check_in_date: string;
  check_out_date: string;
  nights: number;
  guests: number;
  notes: string | null;
  listing: { id?: number; title: string | null; location: string | null; images: string[] | null; photos?: ListingPhoto[] | null } | null;
  vendor?: { business_name: string | null; contact_phone?: string | null } | null;
  guest?: { name: string | null; email: string | null; phone: string | null } | null;
  available_actions?: string[];
  cancellation_refund?: CancellationRefund | null;
  payment_reference?: string | null;
  created_at?: string;
  paid_at?: string | null;
}
