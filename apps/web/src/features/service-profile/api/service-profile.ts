import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiBody, ApiSchemas } from '@/lib/api-schema';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** A general-service vendor's own public profile. */
export type ServiceProfile = ApiSchemas['OwnServiceProfile'];
export type ServiceProfileInput = ApiBody<'/api/vendor/service/profile', 'put'>;
type SaveAnswer = ApiAnswer<'/api/vendor/service/profile', 'put'>;
type PhotoAnswer = ApiAnswer<'/api/vendor/service/profile/photos', 'post'>;

export const SERVICE_PROFILE_KEY = '/api/vendor/service/profile';
export const MAX_PROFILE_PHOTOS = 6;

/** GET /api/vendor/service/profile. */
export function useServiceProfile() {
  return useSWR<{ data: ServiceProfile }>(SERVICE_PROFILE_KEY);
}

/** PUT /api/vendor/service/profile. */
export function saveServiceProfile(input: ServiceProfileInput): Promise<SaveAnswer> {
  return apiRequest<SaveAnswer>(SERVICE_PROFILE_KEY, { method: 'PUT', body: input });
}

/** POST /api/vendor/service/profile/photos (multipart `photo`), reporting upload progress 0–100. */
export function uploadProfilePhoto(file: File, onProgress: (percent: number) => void): Promise<PhotoAnswer> {
  const form = new FormData();
  form.append('photo', file);
  return uploadWithProgress<PhotoAnswer>(`${SERVICE_PROFILE_KEY}/photos`, form, onProgress);
}
