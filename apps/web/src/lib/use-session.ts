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
import { serverSession } from './server-session';

export interface SessionState {
  token: string | null;
  user: StoredUser | null;
  vendor: VendorSummary | null;
  loggedIn: boolean;
  verifiedVendor: boolean;
  /** The dashboard of this user's role and category. */
  homePath: string;
}

/** Dashboard path for a user and vendor record. */
export function dashboardPathFor(user: StoredUser | null, vendor: VendorSummary | null): string {
  return dashboardPath(user?.user_type, vendor?.category ?? user?.vendor?.category ?? null);
}

/**
 * What the prerendered HTML and the hydration that takes it over see: nobody logged in (the build has no storage),
 * unless the server is drawing a signed-in page for its session (lib/server-session.ts).
 */
const SERVER_VERSION = -1;
const LOGGED_OUT: SessionState = { token: null, user: null, vendor: null, loggedIn: false, verifiedVendor: false, homePath: dashboardPathFor(null, null) };

/** The stored session, re-read whenever it changes. */
export function useSession(): SessionState {
  // During hydration React uses the server snapshot, then re-renders with the stored session.
  const version = useSyncExternalStore(subscribeSession, sessionVersion, () => (serverSession.storage ? sessionVersion() : SERVER_VERSION));
  return useMemo(() => {
    if (version === SERVER_VERSION) return LOGGED_OUT;
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
  }, [version]);
}
