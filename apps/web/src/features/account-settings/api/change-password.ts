import type { ChangePasswordBody } from '@/components/change-password-card';
import { apiRequest } from '@/lib/api-client';

/** POST /api/password/change: other sessions end; the answer carries the new token for this one. */
export function changePassword(body: ChangePasswordBody): Promise<{ message: string; token: string }> {
  return apiRequest('/api/password/change', { method: 'POST', body });
}
