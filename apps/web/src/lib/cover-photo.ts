/** Where a listing photo is: its WebP URL and srcset (either may be missing on old rows). */
export interface PhotoSource {
  url?: string | null;
  srcset?: string | null;
}

/** The cover of a listing: `photos[0]` (responsive srcset), else `images[0]`, else null. */
export function coverPhoto(listing: { photos?: PhotoSource[] | null; images?: (string | null)[] | null } | null | undefined): PhotoSource | null {
  const photo = listing?.photos?.[0];
  if (photo && (photo.url || photo.srcset)) return photo;
  const image = listing?.images?.find((i) => Boolean(i));
  return image ? { url: image } : null;
}
