import type { Env } from '../../../config/env.js';
import { SmsSender, type SmsMessage, type SmsOutcome } from './sms-sender.js';

/** Africa's Talking's per-recipient status codes: 100 Processed, 101 Sent, 102 Queued are success. */
const ACCEPTED = new Set([100, 101, 102]);
/** Refusals a retry cannot change: invalid number (403), unsupported number type (404), blacklist (406), cannot route (407), do-not-disturb (409). */
const FINAL = new Set([403, 404, 406, 407, 409]);

interface SmsAnswer {
  SMSMessageData?: { Message?: string; Recipients?: Array<{ statusCode?: number; status?: string; messageId?: string; number?: string }> };
}

/**
 * Reads Africa's Talking's answer to POST /version1/messaging for one recipient: accepted, refused for good, or
 * thrown (HTTP error, unreadable answer, a refusal worth retrying such as low balance or a gateway error).
 */
export function parseAfricasTalkingSmsAnswer(httpStatus: number, text: string): SmsOutcome {
  if (httpStatus < 200 || httpStatus >= 300) throw new Error(`Africa's Talking answered HTTP ${httpStatus}: ${text.slice(0, 200)}`);
  let body: SmsAnswer;
  try {
    body = JSON.parse(text) as SmsAnswer;
  } catch {
    throw new Error(`Africa's Talking answered something that is not JSON: ${text.slice(0, 200)}`);
  }
  const r = body.SMSMessageData?.Recipients?.[0];
  if (!r || typeof r.statusCode !== 'number')
    throw new Error(`Africa's Talking did not take the SMS: ${body.SMSMessageData?.Message ?? 'no recipient in the answer'}`);
  if (ACCEPTED.has(r.statusCode)) return { accepted: true, providerId: r.messageId && r.messageId !== 'None' ? r.messageId : null };
  const reason = `${r.statusCode} ${r.status ?? ''}`.trim();
  if (FINAL.has(r.statusCode)) return { accepted: false, reason };
  throw new Error(`Africa's Talking refused the SMS: ${reason}`);
}

/** Africa's Talking's SMS REST API (the SDK cannot be pointed at another host; tests use a local fake). */
export class AfricasTalkingSmsSender extends SmsSender {
  readonly name = 'africastalking';

  constructor(private readonly env: Env) {
    super();
  }

  async send(msg: SmsMessage): Promise<SmsOutcome> {
    const form = new URLSearchParams({ username: this.env.AT_USERNAME!, to: msg.to, message: msg.text });
    if (this.env.AT_SENDER_ID) form.set('from', this.env.AT_SENDER_ID);
    const res = await fetch(new URL('/version1/messaging', this.env.AT_SMS_BASE_URL), {
      method: 'POST',
      headers: { apiKey: this.env.AT_API_KEY!, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    return parseAfricasTalkingSmsAnswer(res.status, await res.text());
  }
}
