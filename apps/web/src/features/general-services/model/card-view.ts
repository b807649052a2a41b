import { formatNaira } from '@/lib/format';
import type { ServiceVendor } from '../api/get-service-vendors';
import { CARD_PRICINGS } from './categories';

export function reviewCountText(vendor: Pick<ServiceVendor, 'total_reviews' | 'rating_count'>): string {
  const n = vendor.total_reviews ?? vendor.rating_count ?? 0;
  if (!n) return 'No reviews yet';
  return `${n} ${n === 1 ? 'review' : 'reviews'}`;
}

export function ratingText(rating: ServiceVendor['rating']): string {
  const n = Number(rating ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}

export const isVerifiedProvider = (vendor: ServiceVendor) => vendor.vendor?.is_verified === 1;

/** The texts of a provider's card, each in one place of its markup (`id` only in the reviews' path). */
export const CARD_TEXTS = ['id', 'title', 'owner', 'rating', 'reviews'] as const;
export type ServiceVendorCardTexts = Record<(typeof CARD_TEXTS)[number], string>;

/** What a provider's card shows: its texts and its optional parts. */
export interface ServiceVendorCardView {
  text: ServiceVendorCardTexts;
  /** The cover (`photos[0]`); an empty srcset is none. */
  cover: { url: string; srcset: string | null; alt: string } | null;
  verified: boolean;
  featured: boolean;
  description: string | null;
  location: string | null;
  /** The first CARD_PRICINGS pricings, their prices in naira. */
  pricings: { id: number; title: string; price: string }[];
  /** '+2 more' when some pricings are left out. */
  morePricings: string | null;
  /** Whether it can be booked (it has a pricing). */
  bookable: boolean;
}

/**
 * A provider as its card on `/general-services` shows it. One function for the card
 * (components/service-vendor-card.tsx) and for the prerendered page's first draw without React
 * (model/first-page.ts), so both write the same words.
 */
export function serviceVendorCardView(vendor: ServiceVendor): ServiceVendorCardView {
  const pricings = vendor.pricings ?? [];
  const shown = pricings.slice(0, CARD_PRICINGS);
  const cover = vendor.photos?.[0];
  const business = vendor.vendor?.business_name;
  return {
    text: {
      id: String(vendor.id),
      title: vendor.service_name,
      owner: `${vendor.vendor?.user?.name ?? 'Vendor'}${business ? ` · ${business}` : ''}`,
      rating: ratingText(vendor.rating),
      reviews: reviewCountText(vendor),
    },
    cover: cover ? { url: cover.url, srcset: cover.srcset || null, alt: `${vendor.service_name} photo` } : null,
    verified: isVerifiedProvider(vendor),
    featured: Boolean(vendor.is_featured),
    description: vendor.description || null,
    location: vendor.location || null,
    pricings: shown.map((p) => ({ id: p.id, title: p.title, price: formatNaira(p.price) })),
    morePricings: pricings.length > shown.length ? `+${pricings.length - shown.length} more` : null,
    bookable: pricings.length > 0,
  };
}
