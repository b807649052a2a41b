import type { VendorCategory } from '@oja/shared';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';
import type { VendorSummary } from '@/lib/auth-storage';
import { setupPath } from '../model/category-forms';
import type { VendorBasics } from '../model/signup-wizard.machine';

export type SignupLoginResponse = ApiAnswer<'/api/login', 'post'>;

/** POST /api/login right after registering (the vendor steps need a token). */
export function loginAfterSignup(email: string, password: string): Promise<SignupLoginResponse> {
  return apiRequest<SignupLoginResponse>('/api/login', { method: 'POST', body: { email, password }, auth: false });
}

/** POST /api/vendor/register {vendor_type, business_name, category}. */
export function registerVendorBasics(basics: VendorBasics): Promise<{ message: string; vendor: VendorSummary }> {
  return apiRequest('/api/vendor/register', {
    method: 'POST',
    body: { vendor_type: basics.vendor_type, business_name: basics.business_name.trim(), category: basics.category },
  });
}

/**
 * The logo picture, through the profile-picture upload (POST /api/profile-picture/upload, field
 * `profile_picture`): the only picture upload open to a vendor not yet live. Answers the stored URL.
 */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('profile_picture', file);
  const res = await apiRequest<ApiAnswer<'/api/profile-picture/upload', 'post'>>('/api/profile-picture/upload', { method: 'POST', body: form });
  return res.profile_image_url;
}

/** POST /api/vendor/{mechanic|rider|product|apartment|service|food}/setup with the category details. */
export function setupVendorCategory(
  category: VendorCategory,
  details: Record<string, string | number>,
): Promise<{ message: string; vendor: VendorSummary; details: unknown }> {
  return apiRequest(setupPath(category), { method: 'POST', body: details });
}
