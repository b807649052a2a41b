import { koboToNaira } from '@oja/shared';
import type { ServicePricing } from './entities/service-pricing.entity.js';
import type { ServiceVendor } from './entities/service-vendor.entity.js';
import { serviceCategoriesOf } from './service-categories.js';
import { publicUrl } from '../../common/public-url.js';
import { isoTime, type WireTimestamp } from '../../common/wire-time.js';
import { presentImage, type PhotoOptions } from '../photos/photo-image.js';

/** A pricing as presentPricing reads it: an entity, or a list page's row whose timestamps are already text (wireTime). */
export type PresentablePricing = Omit<ServicePricing, 'createdAt' | 'updatedAt'> & { createdAt: WireTimestamp; updatedAt: WireTimestamp };

/** A service vendor as presentServiceVendor reads it: its pricings may be a list page's rows. */
export type PresentableServiceVendor = Omit<ServiceVendor, 'pricings'> & { pricings?: PresentablePricing[] };

/** Service pricing: price in naira. */
export function presentPricing(p: PresentablePricing) {
  return {
    id: p.id,
    service_vendor_id: p.serviceVendorId,
    title: p.title,
    description: p.description,
    price: koboToNaira(p.priceKobo),
    created_at: isoTime(p.createdAt),
    updated_at: isoTime(p.updatedAt),
  };
}

/** Profile photos with srcset and size (the first is the cover); `images` lists their absolute URLs. */
const presentPhotos = (sv: Pick<ServiceVendor, 'images'>, publicBase: string, opts?: PhotoOptions) =>
  (sv.images ?? []).map((img) => presentImage(img, publicBase, opts));

/** The vendor's own profile as `GET/PUT /api/vendor/service/profile` answers it (phone as stored, null when unset). */
export function presentOwnServiceProfile(sv: ServiceVendor, publicBase: string) {
  const photos = presentPhotos(sv, publicBase);
  return {
    id: sv.id,
    vendor_id: sv.vendorId,
    service_name: sv.serviceName,
    description: sv.description,
    location: sv.location,
    phone: sv.phone,
    email: sv.email,
    images: photos.map((p) => p.url),
    photos,
    updated_at: sv.updatedAt,
  };
}

/** Public service vendor; `sv.vendor.user` and live `sv.pricings` loaded. */
/** `publicBase`: env PUBLIC_URL, for the absolute profile picture URL; `photos.small`: low-data mode. */
export function presentServiceVendor(sv: PresentableServiceVendor, publicBase: string, photos?: PhotoOptions) {
  const pricings = (sv.pricings ?? []).filter((p) => !p.deletedAt).sort((a, b) => a.id - b.id);
  const user = sv.vendor?.user;
  const presented = presentPhotos(sv, publicBase, photos);
  const categories = serviceCategoriesOf([sv.serviceName, sv.description, ...pricings.map((p) => p.title)]);
  return {
    id: sv.id,
    vendor_id: sv.vendorId,
    service_name: sv.serviceName,
    description: sv.description,
    location: sv.location,
    images: presented.map((p) => p.url),
    photos: presented,
    phone: sv.phone || user?.phone || null,
    email: sv.email,
    rating: Number(sv.rating ?? 0).toFixed(1),
    rating_count: sv.ratingCount,
    total_reviews: sv.totalReviews,
    is_featured: sv.isFeatured,
    category: categories[0],
    categories,
    created_at: isoTime(sv.createdAt),
    updated_at: isoTime(sv.updatedAt),
    vendor: {
      id: sv.vendor?.id ?? sv.vendorId,
      business_name: sv.vendor?.businessName ?? null,
      is_verified: sv.vendor?.isVerified ? 1 : 0,
      user: { name: user?.name ?? null, profile_picture: publicUrl(publicBase, user?.profileImage), phone: user?.phone ?? null },
    },
    pricings: pricings.map(presentPricing),
  };
}
