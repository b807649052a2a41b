/** General-service category filter ids, with their chip labels. */
export const SERVICE_CATEGORIES = [
  { id: 'all', label: 'All Services' },
  { id: 'plumbing', label: 'Plumbing' },
  { id: 'electrical', label: 'Electrical' },
  { id: 'cleaning', label: 'Cleaning' },
  { id: 'repair', label: 'Repair' },
  { id: 'installation', label: 'Installation' },
  { id: 'other', label: 'Other' },
] as const;

export type ServiceCategoryId = (typeof SERVICE_CATEGORIES)[number]['id'];

export function isServiceCategoryId(value: string | null | undefined): value is ServiceCategoryId {
  return SERVICE_CATEGORIES.some((c) => c.id === value);
}

/** a listing card shows at most 3 pricings. */
export const CARD_PRICINGS = 3;
