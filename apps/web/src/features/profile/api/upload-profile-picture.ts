import { apiRequest } from '@/lib/api-client';

export interface UploadProfilePictureResponse {
  message?: string;
  profile_image_url: string;
}

export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

/** Checks a chosen picture: image type, at most 5 MB (spec 001 §5). Returns the message or null. */
export function validateProfileImage(file: File | null | undefined): string | null {
  if (!file) return 'Please select an image first';
  if (!file.type.startsWith('image/')) return 'Please select a valid image file';
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return 'Image size should be less than 5MB';
  return null;
}

/** POST /api/profile-picture/upload with the multipart field `profile_picture`. */
export function uploadProfilePicture(file: File): Promise<UploadProfilePictureResponse> {
  const form = new FormData();
  form.append('profile_picture', file);
  return apiRequest<UploadProfilePictureResponse>('/api/profile-picture/upload', { method: 'POST', body: form });
}
