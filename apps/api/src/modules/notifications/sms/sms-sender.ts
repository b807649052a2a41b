/** One SMS to send: an E.164 number and plain text (never a secret or a reset link: NotificationsService builds it). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** What the provider said: accepted (with its message id), or refused for good (a wrong number, a blacklist). */
export type SmsOutcome = { accepted: true; providerId: string | null } | { accepted: false; reason: string };

/** Sends one SMS. Console and Africa's Talking implement it; SMS_PROVIDER picks one. Throws when a retry may help. */
export abstract class SmsSender {
  abstract readonly name: string;
  abstract send(msg: SmsMessage): Promise<SmsOutcome>;
}

/** An SMS's text: short, one segment where it can (160 GSM characters), the link last and kept whole. */
export function smsText(title: string, body: string, link: string | null, max = 320): string {
  const tail = link ? ` ${link}` : '';
  const head = `Oja: ${title}. ${body}`.replace(/\s+/g, ' ').trim();
  const room = max - tail.length;
  return (head.length > room ? `${head.slice(0, Math.max(0, room - 1)).trimEnd()}…` : head) + tail;
}
