import { apiRequest } from '@/lib/api-client';

export interface UploadProfilePictureResponse {
  message?: string;
  profile_image_url: string;
}

/** Image type, at most 5 MB (spec 001 §5): the message, or null. */
export { validateProfileImage } from '@oja/shared';

/** POST /api/profile-picture/upload with the multipart field `profile_picture`. */
export function uploadProfilePicture(file: File): Promise<UploadProfilePictureResponse> {
  const form = new FormData();
  form.append('profile_picture', file);
  return apiRequest<UploadProfilePictureResponse>('/api/profile-picture/upload', { method: 'POST', body: form });
}
