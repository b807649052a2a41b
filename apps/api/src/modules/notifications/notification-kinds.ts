/**
 * The kinds of notification a user may switch off, per channel (in-app, e-mail). Account and security
 * messages (verification, password, KYC decisions) are not optional and carry no kind.
 */
export const NOTIFICATION_KINDS = ['orders', 'payments', 'messages'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationPreferences = Record<NotificationKind, { in_app: boolean; email: boolean }>;

/** Stored preferences (absent keys mean on) as the full answer. */
export function fullPreferences(stored: Record<string, { in_app?: boolean; email?: boolean }> | null | undefined): NotificationPreferences {
  const out = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) out[kind] = { in_app: stored?.[kind]?.in_app !== false, email: stored?.[kind]?.email !== false };
  return out;
}

/**
 * The kind of a notice without an explicit one, from the SPA path it links to: wallet pages are about
 * payments; orders, bookings and requests about orders; anything else is an account message (always sent).
 * A vertical whose pages say none of these words gives its notices `kind: 'orders'` itself.
 */
export function kindOfLink(link: string | null | undefined): NotificationKind | null {
  if (!link) return null;
  if (/\/wallet\b/.test(link)) return 'payments';
  if (/orders|bookings|requests/.test(link)) return 'orders';
  return null;
}
