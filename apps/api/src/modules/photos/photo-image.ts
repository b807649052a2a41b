export interface PhotoVariant {
  width: number;
  height: number;
  /** Storage key, `listing-photos/<uuid>.webp`. */
  key: string;
}

/**
 * One image as stored in a jsonb list (listing images, service vendor images): one of our photos keeps its
 * storage keys (URLs and srcset are built from PUBLIC_URL at read time); an outside https image keeps only
 * `url`, as the vendor gave it.
 */
export interface StoredImage {
  url: string;
  photo_id?: string | null;
  /** Storage key of the largest variant (the cover URL). */
  storage_key?: string | null;
  variants?: PhotoVariant[] | null;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

/** A storage key whose URL needs no escaping or folding: folders and a file of letters, digits, `_` and `-`, one extension. */
const PLAIN_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/;
/** The origins of the app URLs seen (one in practice: PUBLIC_URL), or null where a URL must build the link (a user in it). */
const origins = new Map<string, string | null>();

/**
 * Public path of a stored upload; absolute with `appUrl`. What `new URL('/uploads/<key>', appUrl)` gives, without
 * parsing a URL for each of a page's photos (four a photo with its srcset) when the key is plain.
 */
export function uploadUrl(appUrl: string, key: string): string {
  let origin = origins.get(appUrl);
  if (origin === undefined) {
    const base = new URL(appUrl);
    origin = base.username || base.password ? null : base.origin;
    if (origins.size < 16) origins.set(appUrl, origin);
  }
  if (origin !== null && origin !== 'null' && PLAIN_KEY.test(key)) return `${origin}/uploads/${key}`;
  return new URL(`/uploads/${key}`, appUrl).toString();
}

export interface PresentedPhoto {
  url: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
}

/** How a photo is presented: `small` (low-data mode, a request with `Save-Data: on`) gives only the smallest variant. */
export interface PhotoOptions {
  small?: boolean;
}

/**
 * One stored image as the wire's photo: our photos get absolute URLs from PUBLIC_URL and a srcset. `small`: the
 * smallest variant as `url`, `width` and `height`, and the srcset only that variant (an outside image is as given).
 */
export function presentImage(img: StoredImage, appUrl: string, opts: PhotoOptions = {}): PresentedPhoto {
  if (img.storage_key) {
    const variants = img.variants ?? [];
    const smallest = opts.small ? variants.reduce<PhotoVariant | null>((a, v) => (a && a.width <= v.width ? a : v), null) : null;
    if (smallest) {
      const url = uploadUrl(appUrl, smallest.key);
      return { url, srcset: `${url} ${smallest.width}w`, width: smallest.width, height: smallest.height };
    }
    return {
      url: uploadUrl(appUrl, img.storage_key),
      srcset: variants.length ? variants.map((v) => `${uploadUrl(appUrl, v.key)} ${v.width}w`).join(', ') : null,
      width: img.width ?? null,
      height: img.height ?? null,
    };
  }
  return { url: img.url, srcset: img.srcset ?? null, width: img.width ?? null, height: img.height ?? null };
}
