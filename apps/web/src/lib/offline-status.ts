import { FROM_CACHE_HEADER } from '@/service-worker/routes';

/**
 * Whether the page is showing answers the service worker drew from its cache (the network failed), and whether the
 * browser says it is offline: what the offline banner (components/app-status.tsx) tells the user.
 */
export interface OfflineStatus {
  online: boolean;
  /** When the server sent the oldest answer on screen that came from the cache (an HTTP date), else null. */
  cachedAt: string | null;
}

let status: OfflineStatus = { online: typeof navigator === 'undefined' ? true : navigator.onLine !== false, cachedAt: null };
const listeners = new Set<() => void>();

function set(next: OfflineStatus) {
  if (next.online === status.online && next.cachedAt === status.cachedAt) return;
  status = next;
  listeners.forEach((listener) => listener());
}

/** Called by the API client with every answer: a cached one marks the page as showing what the user saw last. */
export function noteAnswer(headers: Headers): void {
  const cachedAt = headers.get(FROM_CACHE_HEADER);
  if (cachedAt) set({ ...status, cachedAt: status.cachedAt ?? cachedAt });
  else if (status.cachedAt) set({ ...status, cachedAt: null });
}

/** For useSyncExternalStore. */
export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  const onChange = () => set({ ...status, online: navigator.onLine !== false });
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  onChange();
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const offlineStatus = (): OfflineStatus => status;
