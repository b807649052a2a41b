import { useMemo, useSyncExternalStore } from 'react';
import type { ApiSchemas } from '@/lib/api-schema';
import { endPagesCookie } from '@/lib/auth-storage';
import { onServerSessionEnd, serverSession } from '@/lib/server-session';

/** The admin session lives under its own keys, apart from the customer/vendor `token`. */
export const ADMIN_TOKEN_KEY = 'admin_token';
export const ADMIN_KEY = 'admin';

export type AdminRecord = ApiSchemas['Admin'];

let flash: string | null = null;

/** A message for the login page to show once (e.g. why the visitor was sent back there). */
export function setAdminFlash(message: string | null): void {
  flash = message;
}

/** Reads and forgets the flash message. */
export function takeAdminFlash(): string | null {
  const message = flash;
  flash = null;
  return message;
}

let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  listeners.forEach((l) => l());
};
onServerSessionEnd(changed);

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  // The server drawing an admin page reads its session (lib/server-session.ts).
  const drawn = serverSession.storage;
  if (drawn) return { getItem: (key) => drawn[key] ?? null, setItem: () => undefined, removeItem: () => undefined };
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) || null;
}

/** The stored admin record, or null when missing or corrupt. */
export function getStoredAdmin(): AdminRecord | null {
  const raw = storage()?.getItem(ADMIN_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as AdminRecord | null;
    return value && typeof value === 'object' && typeof value.email === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveAdminSession(token: string, admin: AdminRecord): void {
  const store = storage();
  if (!store) return;
  store.setItem(ADMIN_TOKEN_KEY, token);
  store.setItem(ADMIN_KEY, JSON.stringify(admin));
  changed();
}

export function updateStoredAdmin(admin: AdminRecord): void {
  storage()?.setItem(ADMIN_KEY, JSON.stringify(admin));
  changed();
}

export function clearAdminSession(): void {
  const store = storage();
  store?.removeItem(ADMIN_TOKEN_KEY);
  store?.removeItem(ADMIN_KEY);
  endPagesCookie('admin');
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === ADMIN_TOKEN_KEY || e.key === ADMIN_KEY) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored admin token and record, re-read when they change. */
export function useAdminSession(): { token: string | null; admin: AdminRecord | null } {
  const v = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ token: getAdminToken(), admin: getStoredAdmin() }), [v]);
}

/** 'super_admin' → 'Super Admin'; missing → 'Admin' (the shell's default). */
export function roleLabel(role?: string | null): string {
  if (!role) return 'Admin';
  return role
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
