import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';

/** POST /api/profile-picture/upload. */
export type UploadProfilePictureResponse = ApiAnswer<'/api/profile-picture/upload', 'post'>;

/** Image type, at most 5 MB: the message, or null. */
export { validateProfileImage } from '@oja/shared';

/** POST /api/profile-picture/upload with the multipart field `profile_picture`. */
export function uploadProfilePicture(file: File): Promise<UploadProfilePictureResponse> {
  const form = new FormData();
  form.append('profile_picture', file);
  return apiRequest<UploadProfilePictureResponse>('/api/profile-picture/upload', { method: 'POST', body: form });
}
