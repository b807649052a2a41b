import { canonicalCategory, type VendorCategory } from '@oja/shared';

const CATEGORY_LABELS: Record<VendorCategory, string> = {
  mechanic: 'Mechanic',
  rider: 'Rider',
  product_vendor: 'Product Vendor',
  service_apartment: 'Service Apartment',
  service_vendor: 'Service Vendor',
  food_vendor: 'Food Vendor',
};

/** A category in any stored spelling, for display. */
export function categoryLabel(category: string | null | undefined): string {
  const canonical = canonicalCategory(category);
  if (canonical) return CATEGORY_LABELS[canonical];
  return category ? category.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) : 'Unknown';
}

/** 'individual' → 'Individual'. */
export function titleCase(value: string | null | undefined): string {
  if (!value) return '';
  return value.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The first letter of a name, for the table's initial circle. */
export function initialOf(name: string | null | undefined): string {
  return (name?.trim()[0] ?? '?').toUpperCase();
}

export const STATUS_PALETTE: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  verified: 'green',
  live: 'green',
  rejected: 'red',
  unknown: 'gray',
};

export function statusPalette(status: string | null | undefined): string {
  return STATUS_PALETTE[(status ?? 'unknown').toLowerCase()] ?? 'gray';
}
