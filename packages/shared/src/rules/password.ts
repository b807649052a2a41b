/**
 * The password rule (ASVS 5.0 V6.2), shared by the API and the SPA. The cheap checks live here; the API
 * also refuses passwords found in its shipped list of common and breached passwords (too big for the SPA
 * bundle), through `checkPassword(…, { isCommon })`.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS asks for at least 64); this only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  required: 'The password field is required.',
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  blank: 'The password cannot be made of spaces only.',
  common: 'This password is too common and easy to guess. Please choose a different one.',
  containsEmail: 'The password must not contain your e-mail address.',
  containsName: 'The password must not contain your name.',
  confirmationMismatch: 'The password confirmation does not match.',
  currentIncorrect: 'Your current password is incorrect.',
  sameAsCurrent: 'The new password must be different from your current password.',
} as const;

export interface PasswordContext {
  email?: string | null;
  /** Full name (or first and last name joined). */
  name?: string | null;
}

/** Parts of a name or an e-mail's local part worth refusing inside a password (3+ letters or digits). */
function identityParts(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 3);
}

/**
 * The first problem with a new password, or null when it is acceptable. `isCommon` (API only) says whether
 * the password is in the list of common or breached passwords.
 */
export function checkPassword(password: unknown, context: PasswordContext = {}, options: { isCommon?: (lowered: string) => boolean } = {}): string | null {
  if (typeof password !== 'string' || password.length === 0) return PASSWORD_MESSAGES.required;
  // Counted in code points, so an emoji counts once (ASVS: no truncation, any Unicode allowed).
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  const lowered = password.normalize('NFKC').toLowerCase();
  const compact = lowered.replace(/\s+/g, '');

  const email = context.email?.trim().toLowerCase() ?? '';
  if (email) {
    const local = email.split('@')[0] ?? '';
    if (compact.includes(email) || (local.length >= 3 && compact.includes(local))) return PASSWORD_MESSAGES.containsEmail;
  }
  const name = context.name?.trim().toLowerCase() ?? '';
  if (name) {
    const joined = name.replace(/[^\p{L}\p{N}]+/gu, '');
    if ((joined.length >= 3 && compact.includes(joined)) || identityParts(name).some((part) => compact.includes(part))) {
      return PASSWORD_MESSAGES.containsName;
    }
  }
  if (options.isCommon && (options.isCommon(lowered) || options.isCommon(lowered.trim()))) return PASSWORD_MESSAGES.common;
  return null;
}

/** `checkPassword` plus the confirmation: `{ password?, password_confirmation? }` (wire names), `{}` when valid. */
export function validateNewPassword(
  form: { password?: unknown; password_confirmation?: unknown },
  context: PasswordContext = {},
  options: { isCommon?: (lowered: string) => boolean } = {},
): { password?: string; password_confirmation?: string } {
  const problem = checkPassword(form.password, context, options);
  if (problem) return { password: problem };
  if (form.password !== form.password_confirmation) return { password_confirmation: PASSWORD_MESSAGES.confirmationMismatch };
  return {};
}
