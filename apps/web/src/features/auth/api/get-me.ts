import useSWR from 'swr';
import type { ApiAnswer } from '@/lib/api-schema';

/** GET /api/me. */
export type MeResponse = ApiAnswer<'/api/me'>;

export const ME_KEY = '/api/me';

/** The current user; `enabled` false skips the call (no token). */
export function useMe(enabled: boolean, handlers: { onSuccess?: (me: MeResponse) => void; onError?: (error: Error) => void } = {}) {
  return useSWR<MeResponse>(enabled ? ME_KEY : null, {
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
    revalidateOnFocus: false,
  });
}
