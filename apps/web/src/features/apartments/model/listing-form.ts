import { isBlank, MESSAGES, validatePrice, type FieldErrors } from '@oja/shared';

export const MAX_LISTING_PHOTOS = 10;
export const LISTING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const LISTING_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** Suggested amenities for the checkbox chips; hosts can add their own. */
export const AMENITY_CHOICES = [
  'WiFi',
  'Air Conditioning',
  'Kitchen',
  'Parking',
  'Generator',
  'Swimming Pool',
  'Security',
  'Smart TV',
  'Washing Machine',
  'Gym',
  'Workspace',
  'Breakfast',
];

export const LISTING_TEXTS = {
  submitted: 'Apartment listing submitted.',
  updated: 'Apartment listing updated.',
  failed: 'Something went wrong.',
  tooManyPhotos: `You can add at most ${MAX_LISTING_PHOTOS} photos`,
  wholeNumber: 'Please enter a whole number of at least 1',
  photoType: 'Please select a valid image file',
  photoTooLarge: 'Each photo must be 10MB or less',
  photosUploading: 'Please wait for the photos to finish uploading',
} as const;

export interface ListingFormValues {
  title: string;
  description: string;
  location: string;
  price_per_night: string;
  type: string;
  max_guests: string;
  bedrooms: string;
  bathrooms: string;
}

type ListingField = keyof ListingFormValues | 'images';

function positiveInteger(value: string): boolean {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1;
}

/** title, location and price per night required; price numeric (≥ 0, step 0.01); ≤ 10 photos. */
export function validateListingForm(form: ListingFormValues, photoCount: number): FieldErrors<ListingField> {
  const errors: FieldErrors<ListingField> = {};
  if (isBlank(form.title)) errors.title = MESSAGES.requiredFields;
  if (isBlank(form.location)) errors.location = MESSAGES.requiredFields;
  const price = validatePrice(form.price_per_night.trim());
  if (price) errors.price_per_night = price;
  if (!['shortlet', 'hostel', 'hotel'].includes(form.type)) errors.type = MESSAGES.requiredFields;
  for (const key of ['max_guests', 'bedrooms', 'bathrooms'] as const) {
    if (!isBlank(form[key]) && !positiveInteger(form[key])) errors[key] = LISTING_TEXTS.wholeNumber;
  }
  if (photoCount > MAX_LISTING_PHOTOS) errors.images = LISTING_TEXTS.tooManyPhotos;
  return errors;
}

/** A file the photo endpoint will take (it checks the content again). */
export function photoFileError(file: { type: string; size: number; name: string }): string | null {
  const heic = /\.(heic|heif)$/i.test(file.name);
  if (!LISTING_PHOTO_TYPES.includes(file.type) && !heic) return LISTING_TEXTS.photoType;
  if (file.size > LISTING_PHOTO_MAX_BYTES) return LISTING_TEXTS.photoTooLarge;
  return null;
}
