import webpush from 'web-push';
import type { Env } from '../../../config/env.js';

/** What the service worker receives (apps/web/src/service-worker/sw.ts shows it): the notice's title, body and SPA path. */
export interface PushPayload {
  title: string;
  body: string;
  link: string | null;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sent; or the subscription is gone (404/410: the browser unsubscribed or it expired) and must be deleted. */
export type PushOutcome = 'sent' | 'gone';

/** A day: a phone off for longer gets the notice in the bell, not as a stale push. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** Web Push is on when the three VAPID settings are. */
export function pushEnabled(env: Env): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT);
}

/**
 * Encrypts one message for a browser (web-push: aes128gcm, VAPID-signed headers) and posts it to its push service
 * with fetch (web-push's own sender speaks https only; a local push service in tests and development is http).
 * Throws when a retry may help.
 */
export async function sendPush(env: Env, target: PushTarget, payload: PushPayload, urgency: 'normal' | 'high' = 'normal'): Promise<PushOutcome> {
  const req = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: env.VAPID_SUBJECT!, publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! },
    TTL: PUSH_TTL_SECONDS,
    urgency,
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(
    Object.entries(req.headers)
      .filter(([k]) => k.toLowerCase() !== 'content-length')
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await fetch(req.endpoint, {
    method: req.method,
    headers,
    body: req.body ? new Uint8Array(req.body as Buffer) : null,
    signal: AbortSignal.timeout(15_000),
    redirect: 'error',
  });
  if (res.status === 404 || res.status === 410) return 'gone';
  if (res.status < 200 || res.status >= 300) throw new Error(`push service answered HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return 'sent';
}
