import { apiRequest } from '@/lib/api-client';

/** POST /api/password/forgot: e-mails a reset link to `/reset-password?token=…`. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest('/api/password/forgot', { method: 'POST', body: { email }, auth: false });
}

/** POST /api/password/reset with the e-mailed token. */
export function resetPassword(token: string, password: string): Promise<{ message: string }> {
  return apiRequest('/api/password/reset', { method: 'POST', body: { token, password }, auth: false });
}
