/** The amenities a listing shows as chips: the first `max`, then '+N' for the rest; null when it has none. */
export function amenityChips(amenities: readonly string[] | null | undefined, max = 3): { shown: readonly string[]; more: string | null } | null {
  const list = amenities ?? [];
  if (list.length === 0) return null;
  return { shown: list.slice(0, max), more: list.length > max ? `+${list.length - max}` : null };
}
