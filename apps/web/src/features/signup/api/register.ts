import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';
import type { AccountDetails } from '../model/signup-wizard.machine';

/** POST /api/register. */
export type RegisterResponse = ApiAnswer<'/api/register', 'post'>;

/** The sign-up account payload: name is first and last name joined. */
export function registerPayload(account: AccountDetails, userType: 'user' | 'vendor') {
  return {
    name: `${account.firstName.trim()} ${account.lastName.trim()}`.trim(),
    email: account.email.trim(),
    phone: account.phone.trim(),
    password: account.password,
    user_type: userType,
  };
}

/** POST /api/register. */
export function register(account: AccountDetails, userType: 'user' | 'vendor'): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/register', { method: 'POST', body: registerPayload(account, userType), auth: false });
}
