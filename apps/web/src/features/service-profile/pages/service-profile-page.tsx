import { Button, Card, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { MESSAGES, validatePhoneNg } from '@oja/shared';
import { FormField, textFieldRenderer } from '@/components/form-field';
import { FormError } from '@/components/form-error';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { PhotoUploader, photosFromUrls, photosStillUploading, uploadedPhotoUrls, type PhotoItem } from '@/components/photo-uploader';
import { RetryAlert } from '@/components/retry-alert';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { ApiError } from '@/lib/api-client';
import { MAX_PROFILE_PHOTOS, saveServiceProfile, uploadProfilePhoto, useServiceProfile, type ServiceProfile } from '../api/service-profile';

export const PROFILE_TEXTS = {
  fetchFailed: 'Failed to load your public profile',
  saveFailed: 'Failed to update profile',
  saved: 'Profile updated successfully!',
  tooManyPhotos: `You can add at most ${MAX_PROFILE_PHOTOS} photos`,
  photosUploading: 'Please wait for the photos to finish uploading',
  photoType: 'Please select a valid image file',
  photoTooLarge: 'Each photo must be 10MB or less',
} as const;

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

function photoFileError(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type) && !/\.(heic|heif)$/i.test(file.name)) return PROFILE_TEXTS.photoType;
  if (file.size > 10 * 1024 * 1024) return PROFILE_TEXTS.photoTooLarge;
  return null;
}

type Field = 'service_name' | 'description' | 'location' | 'phone' | 'email' | 'images';
type Values = Record<Exclude<Field, 'images'>, string>;
type Errors = Partial<Record<Field, string>>;

function validate(v: Values): Errors {
  const errors: Errors = {};
  for (const key of ['service_name', 'description', 'location'] as const) if (!v[key].trim()) errors[key] = MESSAGES.requiredFields;
  if (v.phone.trim()) {
    const problem = validatePhoneNg(v.phone);
    if (problem) errors.phone = problem;
  }
  return errors;
}

function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const out: Errors = {};
  for (const [k, v] of Object.entries(error.errors)) if (v?.[0]) out[(k.startsWith('images') ? 'images' : k) as Field] = v[0];
  return out;
}

/** `/dashboard/service-vendor/public-profile`: what the general-services directory shows about this vendor. */
export function ServiceProfilePage() {
  const { data, error, isLoading, isValidating, mutate } = useServiceProfile();
  if (error) return <RetryAlert message={PROFILE_TEXTS.fetchFailed} testId="service-profile-error" retrying={isValidating} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingState label="Loading your public profile..." />;
  return <ServiceProfileForm profile={data.data} onSaved={(p) => void mutate({ data: p }, { revalidate: false })} />;
}

function ServiceProfileForm({ profile, onSaved }: { profile: ServiceProfile; onSaved: (p: ServiceProfile) => void }) {
  const [values, setValues] = useState<Values>({
    service_name: profile.service_name,
    description: profile.description ?? '',
    location: profile.location ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
  });
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photosFromUrls(profile.images));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const updatePhotos = useCallback((update: (items: PhotoItem[]) => PhotoItem[]) => setPhotos(update), []);
  useEffect(() => setErrors((e) => ({ ...e, images: undefined })), [photos.length]);

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = validate(values);
    if (photosStillUploading(photos)) found.images = PROFILE_TEXTS.photosUploading;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const res = await saveServiceProfile({
        service_name: values.service_name.trim(),
        description: values.description.trim(),
        location: values.location.trim(),
        phone: values.phone.trim() || null,
        email: values.email.trim() || null,
        images: uploadedPhotoUrls(photos),
      });
      toastSuccess(res.message || PROFILE_TEXTS.saved);
      onSaved(res.data);
    } catch (e) {
      setErrors(serverErrors(e));
      setFormError(PROFILE_TEXTS.saveFailed);
      toastFailure(PROFILE_TEXTS.saveFailed, e);
    } finally {
      setBusy(false);
    }
  };

  const text = textFieldRenderer<keyof Values>(values, errors, set);

  return (
    <Stack gap="5" maxW="3xl">
      <PageHeading title="Public profile">What customers see about you on the General Services page.</PageHeading>
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label="Public profile">
            <Stack gap="4">
              {formError && <FormError message={formError} />}
              {text('service_name', 'Service name', { placeholder: 'e.g. Sparkle Home Cleaning' }, true)}
              <FormField label="Description" required error={errors.description}>
                <Textarea rows={4} value={values.description} onChange={(e) => set('description')(e.target.value)} placeholder="What you do, where and how" />
              </FormField>
              {text('location', 'Location', { placeholder: 'e.g. Yaba, Lagos' }, true)}
              {text('phone', 'Phone (optional)', { type: 'tel', inputMode: 'tel', placeholder: '0803 123 4567' })}
              {text('email', 'E-mail (optional)', { type: 'email', inputMode: 'email' })}
              <Stack gap="2">
                <Text fontWeight="medium" fontSize="sm">
                  Photos
                </Text>
                <PhotoUploader
                  items={photos}
                  onChange={updatePhotos}
                  error={errors.images}
                  upload={uploadProfilePhoto}
                  max={MAX_PROFILE_PHOTOS}
                  fileError={photoFileError}
                  fullText={PROFILE_TEXTS.tooManyPhotos}
                  inputLabel="Profile photos"
                />
              </Stack>
              <Button type="submit" colorPalette="green" loading={busy} alignSelf="start">
                Save profile
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
