/**
 * The kinds of notification a user may switch off, per channel (in-app, e-mail, SMS, push). Account and security
 * messages (verification, password, KYC decisions) are not optional and carry no kind.
 */
export const NOTIFICATION_KINDS = ['orders', 'payments', 'messages'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The channels a user chooses per kind. SMS goes only to notices that need action (NotifyInput.action). */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationKind, ChannelChoice>;
type StoredPreferences = Record<string, Partial<Record<NotificationChannel, boolean>> | undefined> | null | undefined;

/** Stored preferences (absent keys mean on) as the full answer. */
export function fullPreferences(stored: StoredPreferences): NotificationPreferences {
  const out = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    out[kind] = {} as ChannelChoice;
    for (const channel of NOTIFICATION_CHANNELS) out[kind][channel] = stored?.[kind]?.[channel] !== false;
  }
  return out;
}

/**
 * A client's choices laid over the stored ones: a channel the client did not send keeps its stored value (an
 * older client that knows only in_app and email does not switch SMS or push back on or off).
 */
export function mergePreferences(stored: StoredPreferences, sent: StoredPreferences): NotificationPreferences {
  const base = fullPreferences(stored);
  const out = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    out[kind] = { ...base[kind] };
    for (const channel of NOTIFICATION_CHANNELS) {
      const v = sent?.[kind]?.[channel];
      if (typeof v === 'boolean') out[kind][channel] = v;
    }
  }
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
