import useSWR from 'swr';
import type { StoredUser, VendorSummary } from '@/lib/auth-storage';

export interface MeResponse {
  user: StoredUser;
  vendor: VendorSummary | null;
}

export const ME_KEY = '/api/me';

/** The current user; `enabled` false skips the call (no token). */
export function useMe(enabled: boolean, handlers: { onSuccess?: (me: MeResponse) => void; onError?: (error: Error) => void } = {}) {
  return useSWR<MeResponse>(enabled ? ME_KEY : null, {
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
    revalidateOnFocus: false,
  });
}
