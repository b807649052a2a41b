import { useMemo, useSyncExternalStore } from 'react';
import { dashboardPath } from '@oja/shared';
import {
  getStoredUser,
  getStoredVendor,
  getToken,
  isVerifiedVendor,
  sessionVersion,
  subscribeSession,
  type StoredUser,
  type VendorSummary,
} from './auth-storage';

export interface SessionState {
  token: string | null;
  user: StoredUser | null;
  vendor: VendorSummary | null;
  loggedIn: boolean;
  verifiedVendor: boolean;
  /** The dashboard of this user's role and category (spec 000 §2.1). */
  homePath: string;
}

/** Dashboard path for a user and vendor record. */
export function dashboardPathFor(user: StoredUser | null, vendor: VendorSummary | null): string {
  return dashboardPath(user?.user_type, vendor?.category ?? user?.vendor?.category ?? null);
}

/** The stored session, re-read whenever it changes. */
export function useSession(): SessionState {
  const version = useSyncExternalStore(subscribeSession, sessionVersion, sessionVersion);
  return useMemo(() => {
    const token = getToken();
    const user = getStoredUser();
    const vendor = getStoredVendor();
    return {
      token,
      user,
      vendor,
      loggedIn: Boolean(token) && user !== null,
      verifiedVendor: isVerifiedVendor(user, vendor),
      homePath: dashboardPathFor(user, vendor),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
}
