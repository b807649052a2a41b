import { apiRequest } from '@/lib/api-client';
import type { StoredUser, VendorSummary } from '@/lib/auth-storage';

export interface LoginResponse {
  token: string;
  user: StoredUser;
  vendor: VendorSummary | null;
}

/** POST /api/login. */
export function login(email: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/login', { method: 'POST', body: { email, password }, auth: false });
}
