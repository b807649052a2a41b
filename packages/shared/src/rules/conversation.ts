/**
 * Messages between a subject's parties (docs/messages.md): limits and their texts, and the masking of contact
 * details typed before the subject is paid (anchors do this to keep deals on the platform, where escrow protects
 * them). The API stores the masked text; the SPA warns as the user types.
 */

/** The longest message body, in characters. */
export const MESSAGE_BODY_MAX = 2000;
/** Photos one message may carry (each as any attachment photo: JPEG, PNG or WebP under 5MB). */
export const MESSAGE_PHOTOS_MAX = 3;
/** Messages one user may send per minute, across conversations. */
export const MESSAGES_PER_MINUTE = 20;

export const CONVERSATION_MESSAGES = {
  bodyRequired: 'Please write a message or attach a photo',
  bodyTooLong: `A message can be at most ${MESSAGE_BODY_MAX} characters`,
  tooManyPhotos: `You can attach at most ${MESSAGE_PHOTOS_MAX} photos to a message`,
  rateLimited: (seconds: number) => `You are sending messages too fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  notFound: 'Conversation not found',
  maskingHint: 'Phone numbers and e-mail addresses are hidden until this order is paid. Keep your deal on Oja: escrow protects only paid orders.',
} as const;

/** What a masked phone number or e-mail address is replaced with. */
export const MASKED_PHONE = '[phone hidden]';
export const MASKED_EMAIL = '[email hidden]';

// A phone number: an optional +, then 10 to 14 digits with at most a few separators (space, dash, dot, brackets)
// between them — 0803 123 4567, 0803-123-4567, +234 803 123 4567, 2348031234567, (0803) 1234567. Ten digits is
// also a bank account number (NUBAN), which is as much a way off the platform. Shorter numbers (prices,
// order numbers, times) are left alone.
const PHONE = /(?<![\d+])(?:\+\s?)?(?:\(\s?)?\d(?:[\s().-]{0,3}\d){9,13}(?!\d)/g;
// An e-mail address, also written "name (at) host (dot) com" or with square brackets.
const AT = String.raw`(?:@|\s*[([]\s*at\s*[)\]]\s*)`;
const DOT = String.raw`(?:\.|\s*[([]\s*dot\s*[)\]]\s*)`;
const EMAIL = new RegExp(String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)+`, 'giu');

/** Whether `text` holds something `maskContacts` would hide (the SPA's hint while typing). */
export function hasContactDetails(text: string): boolean {
  return maskContacts(text).masked;
}

/**
 * `text` with phone numbers (Nigerian formats: 080…, +234…, 234…, spaced or dashed) and e-mail addresses replaced
 * by [phone hidden] / [email hidden]; `masked` says whether anything was.
 */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = (replacement: string) => () => {
    masked = true;
    return replacement;
  };
  const out = text.replace(EMAIL, hide(MASKED_EMAIL)).replace(PHONE, hide(MASKED_PHONE));
  return { text: out, masked };
}
