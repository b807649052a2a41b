/** The six vendor categories, stored canonically. */
export const VENDOR_CATEGORIES = ['mechanic', 'rider', 'product_vendor', 'service_apartment', 'service_vendor', 'food_vendor'] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

const CATEGORY_ALIASES: Record<string, VendorCategory> = {
  mechanic: 'mechanic',
  rider: 'rider',
  product_vendor: 'product_vendor',
  product: 'product_vendor',
  'product-vendor': 'product_vendor',
  service_apartment: 'service_apartment',
  'service-apartment': 'service_apartment',
  apartment: 'service_apartment',
  service_vendor: 'service_vendor',
  service: 'service_vendor',
  'service-vendor': 'service_vendor',
  food_vendor: 'food_vendor',
  food: 'food_vendor',
  'food-vendor': 'food_vendor',
};

/** Every spelling seen in stored data mapped to the canonical category, or null. */
export function canonicalCategory(value: string | null | undefined): VendorCategory | null {
  if (!value) return null;
  return CATEGORY_ALIASES[value.trim().toLowerCase()] ?? null;
}

/** Accepted spellings, for validation messages and `@IsIn` checks. */
export const CATEGORY_SPELLINGS = Object.keys(CATEGORY_ALIASES);

/** The dashboard segment for a vendor category; `vendor` for anything else. */
export function dashboardSegment(userType: string | undefined, category: string | null | undefined): string {
  if (userType !== 'vendor') return 'user';
  switch (canonicalCategory(category)) {
    case 'mechanic':
      return 'mechanic';
    case 'rider':
      return 'rider';
    case 'product_vendor':
      return 'product-vendor';
    case 'service_vendor':
      return 'service-vendor';
    case 'food_vendor':
      return 'food-vendor';
    case 'service_apartment':
      return 'apartment';
    default:
      return 'vendor';
  }
}

/** The dashboard path after login. */
export function dashboardPath(userType: string | undefined, category: string | null | undefined): string {
  return `/dashboard/${dashboardSegment(userType, category)}`;
}

/** The setup path segment of each category: POST /api/vendor/{segment}/setup. */
export const SETUP_SEGMENT: Record<VendorCategory, string> = {
  mechanic: 'mechanic',
  rider: 'rider',
  product_vendor: 'product',
  service_apartment: 'apartment',
  service_vendor: 'service',
  food_vendor: 'food',
};
