import { isBlank, MENU_ITEM_STATUSES, MESSAGES, validatePrice, type CartOrderProfile, type FieldErrors, type MenuItemStatus } from '@oja/shared';

/*
 * The add/edit form of a dish (food vendors) or a product (product vendors): one form, the fields of its kind
 * (a dish has a status; a product has stock and its low-stock threshold). docs/food-and-shop.md, "Catalogue".
 */

/** Photos per dish or product (the API's limit). */
export const MAX_CATALOGUE_PHOTOS = 6;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

export const CATALOGUE_TEXTS = {
  tooManyPhotos: `You can add at most ${MAX_CATALOGUE_PHOTOS} photos`,
  photoType: 'Please select a valid image file',
  photoTooLarge: 'Each photo must be 10MB or less',
  photosUploading: 'Please wait for the photos to finish uploading',
  priceAtLeastOne: 'The price must be at least ₦1',
  wholeStock: 'Stock must be a whole number from 0 to 1,000,000',
  wholeThreshold: 'The low-stock level must be a whole number from 0 to 10,000',
  nameTooLong: 'The name may be at most 120 characters',
  descriptionTooLong: 'The description may be at most 1000 characters.',
} as const;

export interface CatalogueFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  status: MenuItemStatus;
  stock: string;
  low_stock_threshold: string;
}

export type CatalogueField = keyof CatalogueFormValues | 'images';

/** What a stored dish or product fills the form with (nothing: an empty form). */
export interface CatalogueItemLike {
  name: string;
  description: string | null;
  price: number;
  category: string;
  status?: string;
  stock?: number;
  low_stock_threshold?: number;
}

export function catalogueFormValues(item?: CatalogueItemLike | null): CatalogueFormValues {
  const status = (MENU_ITEM_STATUSES as readonly string[]).includes(item?.status ?? '') ? (item!.status as MenuItemStatus) : 'available';
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? String(item.price) : '',
    category: item?.category ?? '',
    status,
    stock: item?.stock === undefined ? '' : String(item.stock),
    low_stock_threshold: item?.low_stock_threshold === undefined ? '5' : String(item.low_stock_threshold),
  };
}

const wholeIn = (value: string, max: number) => /^\d+$/.test(value.trim()) && Number(value) <= max;

/** The form's errors by field (empty: it may be sent). `categories`: the kind's. */
export function validateCatalogueForm(v: CatalogueFormValues, kind: CartOrderProfile, categories: readonly string[]): FieldErrors<CatalogueField> {
  const errors: FieldErrors<CatalogueField> = {};
  if (isBlank(v.name)) errors.name = MESSAGES.requiredFields;
  else if (v.name.trim().length > 120) errors.name = CATALOGUE_TEXTS.nameTooLong;
  if (v.description.trim().length > 1000) errors.description = CATALOGUE_TEXTS.descriptionTooLong;
  const price = validatePrice(v.price.trim());
  if (price) errors.price = price;
  else if (Number(v.price) < 1) errors.price = CATALOGUE_TEXTS.priceAtLeastOne;
  if (!categories.includes(v.category)) errors.category = MESSAGES.requiredFields;
  if (kind === 'product') {
    if (isBlank(v.stock)) errors.stock = MESSAGES.requiredFields;
    else if (!wholeIn(v.stock, 1_000_000)) errors.stock = CATALOGUE_TEXTS.wholeStock;
    if (!isBlank(v.low_stock_threshold) && !wholeIn(v.low_stock_threshold, 10_000)) errors.low_stock_threshold = CATALOGUE_TEXTS.wholeThreshold;
  }
  return errors;
}

/** The JSON body of POST/PUT /api/vendor/menu-items or /api/vendor/products. */
export function catalogueBody(v: CatalogueFormValues, kind: CartOrderProfile, images: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: v.name.trim(),
    description: v.description.trim(),
    price: Number(v.price),
    category: v.category,
    images,
  };
  if (kind === 'food') body.status = v.status;
  else {
    body.stock = Number(v.stock);
    if (!isBlank(v.low_stock_threshold)) body.low_stock_threshold = Number(v.low_stock_threshold);
  }
  return body;
}

/** The server's field errors (`errors: { price: [...] }`) as the form's, first text each. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): FieldErrors<CatalogueField> {
  const out: FieldErrors<CatalogueField> = {};
  for (const [field, texts] of Object.entries(errors ?? {})) {
    const key = field.split('.')[0] as CatalogueField;
    if (texts[0] && !out[key]) out[key] = texts[0];
  }
  return out;
}

/** A file the photo endpoint will take (it checks the content again): JPEG, PNG, WebP or HEIC, 10MB at most. */
export function cataloguePhotoError(file: { type: string; size: number; name: string }): string | null {
  if (!PHOTO_TYPES.includes(file.type) && !/\.(heic|heif)$/i.test(file.name)) return CATALOGUE_TEXTS.photoType;
  if (file.size > PHOTO_MAX_BYTES) return CATALOGUE_TEXTS.photoTooLarge;
  return null;
}
