import { Box, Button, Card, chakra, Field, HStack, Input, InputGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LuPlus } from 'react-icons/lu';
import { hasErrors, type FieldErrors } from '@oja/shared';
import { FormField, textFieldRenderer } from '@/components/form-field';
import { FormError } from '@/components/form-error';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { createListing, updateListing, uploadListingPhoto, useHostListing, type ListingInput } from '../api/host';
import type { Listing, ListingType } from '../api/types';
import { PhotosField, photosFromUrls, photosStillUploading, uploadedPhotoUrls, type PhotoItem } from '@/components/photo-uploader';
import { AMENITY_CHOICES, LISTING_TEXTS, MAX_LISTING_PHOTOS, photoFileError, validateListingForm, type ListingFormValues } from '../model/listing-form';
import { SelectBox } from '@/components/select-box';

const LISTING_TYPES = [
  { value: 'shortlet', label: 'Shortlet' },
  { value: 'hostel', label: 'Hostel' },
  { value: 'hotel', label: 'Hotel' },
];

type Field = keyof ListingFormValues | 'images' | 'amenities';

const EMPTY: ListingFormValues = {
  title: '',
  description: '',
  location: '',
  price_per_night: '',
  type: 'shortlet',
  max_guests: '',
  bedrooms: '',
  bathrooms: '',
};

function valuesOf(listing: Listing): ListingFormValues {
  const n = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    title: listing.title ?? '',
    description: listing.description ?? '',
    location: listing.location ?? '',
    price_per_night: String(Number(listing.price_per_night) || ''),
    type: listing.type,
    max_guests: n(listing.max_guests),
    bedrooms: n(listing.bedrooms),
    bathrooms: n(listing.bathrooms),
  };
}

/** Server validation errors `{ field: [texts] }` as one message per field. */
function serverFieldErrors(error: unknown): FieldErrors<Field> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const out: FieldErrors<Field> = {};
  for (const [k, v] of Object.entries(error.errors)) if (v?.[0]) out[(k.startsWith('images') ? 'images' : k) as Field] = v[0];
  return out;
}

/** Create Apartment Listing (`/dashboard/apartment/listing`) and its edit mode (`/listing/:id`) */
export function ListingFormPage() {
  const { id } = useParams();
  const existing = useHostListing(id);
  if (id && !existing.data) {
    return existing.error ? (
      <RetryAlert message={errorMessage(existing.error, LISTING_TEXTS.failed)} retrying={existing.isValidating} onRetry={() => void existing.mutate()} />
    ) : (
      <LoadingState label="Loading your listing..." />
    );
  }
  return <ListingForm key={id ?? 'new'} listing={existing.data?.data ?? null} />;
}

function ListingForm({ listing }: { listing: Listing | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ListingFormValues>(() => (listing ? valuesOf(listing) : EMPTY));
  const [amenities, setAmenities] = useState<string[]>(() => listing?.amenities ?? []);
  const [customAmenity, setCustomAmenity] = useState('');
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photosFromUrls(listing?.images ?? []));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const updatePhotos = useCallback((update: (items: PhotoItem[]) => PhotoItem[]) => setPhotos(update), []);

  useEffect(() => setErrors((e) => ({ ...e, images: undefined })), [photos.length]);

  const set = (key: keyof ListingFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const toggleAmenity = (name: string) => setAmenities((list) => (list.includes(name) ? list.filter((a) => a !== name) : [...list, name]));
  const addCustomAmenity = () => {
    const name = customAmenity.trim();
    if (name && !amenities.some((a) => a.toLowerCase() === name.toLowerCase())) setAmenities((list) => [...list, name]);
    setCustomAmenity('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found: FieldErrors<Field> = validateListingForm(values, photos.length);
    if (photosStillUploading(photos)) found.images = LISTING_TEXTS.photosUploading;
    setErrors(found);
    if (hasErrors(found)) return;
    const optional = (v: string) => (v.trim() ? Number(v) : undefined);
    const input: ListingInput = {
      title: values.title.trim(),
      description: values.description.trim(),
      location: values.location.trim(),
      price_per_night: Number(values.price_per_night),
      type: values.type as ListingType,
      images: uploadedPhotoUrls(photos),
      max_guests: optional(values.max_guests),
      bedrooms: optional(values.bedrooms),
      bathrooms: optional(values.bathrooms),
      amenities,
    };
    setBusy(true);
    try {
      const res = listing ? await updateListing(listing.id, input) : await createListing(input);
      toastSuccess(res.message || (listing ? LISTING_TEXTS.updated : LISTING_TEXTS.submitted));
      navigate('/dashboard/apartment/properties');
    } catch (e) {
      setErrors(serverFieldErrors(e));
      setFormError(LISTING_TEXTS.failed);
      toastFailure(LISTING_TEXTS.failed, e);
    } finally {
      setBusy(false);
    }
  };

  const text = textFieldRenderer<keyof ListingFormValues>(values, errors, set);

  return (
    <Stack gap="5" maxW="3xl">
      <PageHeading title={listing ? 'Edit Apartment Listing' : 'Create Apartment Listing'}>
        {listing ? 'Update your property details and photos.' : 'List your hotel, hostel or shortlet. Guests can book once it is live.'}
      </PageHeading>
      <Card.Root>
        <Card.Body>
          <chakra.form onSubmit={submit} noValidate data-testid="listing-form">
            <Stack gap="5">
              {text('title', 'Title', { placeholder: 'e.g. Cosy 2-bedroom flat in Lekki Phase 1' }, true)}
              <FormField label="Description" error={errors.description}>
                <Textarea
                  rows={4}
                  value={values.description}
                  onChange={(e) => set('description')(e.target.value)}
                  placeholder="What makes your place special?"
                />
              </FormField>
              {text('location', 'Location', { placeholder: 'e.g. Lekki Phase 1, Lagos' }, true)}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {text('price_per_night', 'Price per night (₦)', { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' }, true)}
                <FormField label="Type" required error={errors.type}>
                  <SelectBox value={values.type} onChange={set('type')} choices={LISTING_TYPES} />
                </FormField>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                {text('max_guests', 'Max guests', { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
                {text('bedrooms', 'Bedrooms', { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
                {text('bathrooms', 'Bathrooms', { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
              </SimpleGrid>

              <Box>
                <Text fontWeight="medium" fontSize="sm" mb="2">
                  Amenities
                </Text>
                <HStack gap="2" flexWrap="wrap" role="group" aria-label="Amenities">
                  {[...AMENITY_CHOICES, ...amenities.filter((a) => !AMENITY_CHOICES.includes(a))].map((a) => (
                    <Button
                      key={a}
                      size="xs"
                      rounded="full"
                      colorPalette="green"
                      variant={amenities.includes(a) ? 'solid' : 'outline'}
                      aria-pressed={amenities.includes(a)}
                      onClick={() => toggleAmenity(a)}
                    >
                      {a}
                    </Button>
                  ))}
                </HStack>
                <HStack mt="2" maxW="sm">
                  <InputGroup>
                    <Input
                      size="sm"
                      value={customAmenity}
                      onChange={(e) => setCustomAmenity(e.target.value)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          addCustomAmenity();
                        }
                      }}
                      placeholder="Another amenity"
                      aria-label="Another amenity"
                    />
                  </InputGroup>
                  <Button size="sm" variant="outline" onClick={addCustomAmenity}>
                    <LuPlus /> Add
                  </Button>
                </HStack>
              </Box>

              <PhotosField
                items={photos}
                onChange={updatePhotos}
                error={errors.images}
                upload={uploadListingPhoto}
                max={MAX_LISTING_PHOTOS}
                fileError={photoFileError}
                fullText={LISTING_TEXTS.tooManyPhotos}
                inputLabel="Listing photos"
              />

              <FormError message={formError} testId="listing-error" />
              <HStack justify="end" gap="3">
                <Button variant="outline" onClick={() => navigate('/dashboard/apartment/properties')} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="green" loading={busy}>
                  {listing ? 'Save Changes' : 'Submit Listing'}
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
