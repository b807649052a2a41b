import { pagesCookieText, type PageAudience } from '@oja/shared';
import { onServerSessionEnd, serverSessionItem } from './server-session';

/**
 * The session in browser storage under the keys `token`, `user` and `vendor`.
 * "Remember me" keeps it in localStorage; otherwise it lives in sessionStorage.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const VENDOR_KEY = 'vendor';

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

export interface VendorSummary {
  business_name: string;
  category: string;
  vendor_type?: string;
  verification_status?: VerificationStatus | string;
  is_verified?: boolean | number;
  is_live?: boolean | number;
}

export interface StoredUser {
  id: number | string;
  name: string;
  email: string;
  phone?: string | null;
  user_type: 'user' | 'vendor' | string;
  profile_image?: string | null;
  email_verified_at?: string | null;
  /** Low-data mode as set in Settings (lib/low-data.ts). */
  low_data_mode?: boolean;
  vendor?: VendorSummary | null;
}

export interface Session {
  token: string;
  user: StoredUser;
  vendor?: VendorSummary | null;
}

const KEYS = [TOKEN_KEY, USER_KEY, VENDOR_KEY];

function stores(): Storage[] {
  const found: Storage[] = [];
  try {
    if (typeof localStorage !== 'undefined') found.push(localStorage);
  } catch {
    /* storage blocked */
  }
  try {
    if (typeof sessionStorage !== 'undefined') found.push(sessionStorage);
  } catch {
    /* storage blocked */
  }
  return found;
}

/** The storage that holds the current token, if any. */
function activeStore(): Storage | null {
  return stores().find((s) => s.getItem(TOKEN_KEY)) ?? null;
}

function read(key: string): string | null {
  // The server drawing a signed-in page reads its session (lib/server-session.ts).
  const drawn = serverSessionItem(key);
  if (drawn !== undefined) return drawn;
  for (const store of stores()) {
    const value = store.getItem(key);
    if (value !== null) return value;
  }
  return null;
}

let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}
onServerSessionEnd(changed);

/** For useSyncExternalStore: re-render when the session changes in this tab or another. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.includes(event.key)) changed();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function sessionVersion(): number {
  return version;
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

function parseJson<T>(key: string): T | null {
  const raw = read(key);
  if (raw === null || raw === '' || raw === 'undefined' || raw === 'null') return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') throw new Error(`Stored ${key} is not an object`);
    return value as T;
  } catch (error) {
    console.error(`Corrupt stored ${key}; treating the visitor as logged out.`, error);
    return null;
  }
}

/** The stored user, or null when missing or corrupt (corrupt data is logged as an error). */
export function getStoredUser(): StoredUser | null {
  const user = parseJson<StoredUser>(USER_KEY);
  if (user && (typeof user.email !== 'string' || typeof user.user_type !== 'string')) {
    console.error('Corrupt stored user; treating the visitor as logged out.');
    return null;
  }
  return user;
}

/** The stored vendor record, falling back to the one embedded in the user. */
export function getStoredVendor(): VendorSummary | null {
  return parseJson<VendorSummary>(VENDOR_KEY) ?? getStoredUser()?.vendor ?? null;
}

/** Logged in means both a token and a readable user are stored. */
export function isLoggedIn(): boolean {
  return Boolean(getToken()) && getStoredUser() !== null;
}

/** Stores a fresh session; `remember` chooses localStorage over sessionStorage. */
export function saveSession(session: Session, remember: boolean): void {
  clearSession(false);
  const store = remember ? localStorage : sessionStorage;
  store.setItem(TOKEN_KEY, session.token);
  store.setItem(USER_KEY, JSON.stringify(session.user));
  const vendor = session.vendor ?? session.user.vendor ?? null;
  if (vendor) store.setItem(VENDOR_KEY, JSON.stringify(vendor));
  changed();
}

/** Replaces the stored user (and vendor) in the storage that holds the token. */
export function updateStoredUser(user: StoredUser, vendor?: VendorSummary | null): void {
  const store = activeStore();
  if (!store) return;
  store.setItem(USER_KEY, JSON.stringify(user));
  const nextVendor = vendor === undefined ? (user.vendor ?? null) : vendor;
  if (nextVendor) store.setItem(VENDOR_KEY, JSON.stringify(nextVendor));
  else store.removeItem(VENDOR_KEY);
  changed();
}

/** Replaces the token in the storage that holds it (a password change answers a new one). */
export function replaceToken(token: string): void {
  const store = activeStore();
  if (!store) return;
  store.setItem(TOKEN_KEY, token);
  changed();
}

/**
 * Ends the pages cookie of `audience` in this browser (@oja/shared PAGES_COOKIES): the server no longer draws the
 * signed-in pages for the session, even when the logout could not reach it.
 */
export function endPagesCookie(audience: PageAudience): void {
  try {
    if (typeof document !== 'undefined') document.cookie = pagesCookieText(audience, '', 0, window.location.protocol === 'https:');
  } catch {
    /* cookies blocked */
  }
}

/** Removes token, user and vendor from both storages, and the pages cookie. */
export function clearSession(notify = true): void {
  for (const store of stores()) KEYS.forEach((key) => store.removeItem(key));
  endPagesCookie('user');
  if (notify) changed();
}

/** A vendor is shown as verified when its record says so. */
export function isVerifiedVendor(user: StoredUser | null, vendor: VendorSummary | null): boolean {
  if (!user || user.user_type !== 'vendor') return false;
  const record = vendor ?? user.vendor ?? null;
  if (!record) return false;
  return Boolean(record.is_verified) || record.verification_status === 'verified';
}
