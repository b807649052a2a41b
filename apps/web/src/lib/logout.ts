import { apiRequest } from './api-client';
import { clearSession, getToken } from './auth-storage';

/** Revokes the token on the server, clears token, user and vendor, then goes to `/` and reloads. */
export async function logout(): Promise<void> {
  if (getToken()) {
    try {
      await apiRequest('/api/logout', { method: 'POST', timeoutMs: 5_000 });
    } catch {
      /* the local session is cleared whatever the server says */
    }
  }
  clearSession();
  window.location.assign('/');
}
