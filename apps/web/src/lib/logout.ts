import { apiRequest } from './api-client';
import { clearSession, getToken } from './auth-storage';
import { forgetTokenCaches } from './service-worker';

/**
 * Revokes the token on the server, clears token, user and vendor and the service worker's copies of the user's
 * answers (once the token is revoked, so no answer is kept after), then goes to `/` and reloads.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  if (token) {
    try {
      await apiRequest('/api/logout', { method: 'POST', timeoutMs: 5_000 });
    } catch {
      /* the local session is cleared whatever the server says */
    }
  }
  clearSession();
  await forgetTokenCaches(token);
  window.location.assign('/');
}
