import webpush from 'web-push';
import type { Env } from '../../../config/env.js';

/** What the service worker receives (apps/web/public/sw.js shows it): the notice's title, body and SPA path. */
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

/** Encrypts and posts one message to a browser's push service (web-push, VAPID-signed). Throws when a retry may help. */
export async function sendPush(env: Env, target: PushTarget, payload: PushPayload, urgency: 'normal' | 'high' = 'normal'): Promise<PushOutcome> {
  try {
    await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: env.VAPID_SUBJECT!, publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! },
      TTL: PUSH_TTL_SECONDS,
      urgency,
      timeout: 15_000,
    });
    return 'sent';
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) return 'gone';
    throw new Error(`push service answered ${status ?? 'nothing'}: ${String((err as { body?: string }).body ?? (err as Error).message).slice(0, 200)}`, { cause: err });
  }
}
