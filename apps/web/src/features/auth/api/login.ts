import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';

/** POST /api/login. */
export type LoginResponse = ApiAnswer<'/api/login', 'post'>;

/** POST /api/login. */
export function login(email: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/login', { method: 'POST', body: { email, password }, auth: false });
}
