import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { SERVICE_WORKER_URL } from '@/lib/service-worker';

export const PUSH_CONFIG_KEY = '/api/push/config';
const SUBSCRIPTIONS = '/api/me/push-subscriptions';

export interface PushConfig {
  enabled: boolean;
  public_key: string | null;
}

export function usePushConfig() {
  return useSWR<{ data: PushConfig }>(PUSH_CONFIG_KEY, { revalidateOnFocus: false });
}

/** Whether this browser can receive Web Push at all (service workers, the Push API and notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's push subscription for Oja, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (URL-safe base64) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export class PushPermissionError extends Error {}

/**
 * Called from a click only: asks the browser's permission, registers the service worker, subscribes with the
 * server's VAPID key and saves the subscription on the server.
 */
export async function turnOnPush(publicKey: string): Promise<{ message: string }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushPermissionError(
      permission === 'denied'
        ? 'Notifications are blocked for Oja in this browser. Allow them in the site settings, then try again.'
        : 'Notifications were not allowed.',
    );
  }
  // Every visitor has it once the first page went idle (lib/service-worker.ts); registering again is harmless.
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const reg = await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  return apiRequest(SUBSCRIPTIONS, { method: 'POST', body: sub.toJSON() });
}

/** Forgets this browser on the server, then unsubscribes it. */
export async function turnOffPush(): Promise<{ message: string }> {
  const sub = await currentSubscription();
  if (!sub) return { message: 'Notifications are off for this device.' };
  const res = await apiRequest<{ message: string }>(SUBSCRIPTIONS, { method: 'DELETE', body: { endpoint: sub.endpoint } });
  await sub.unsubscribe();
  return res;
}
