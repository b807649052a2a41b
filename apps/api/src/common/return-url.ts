import { corsOriginList } from './cors.js';
import { DomainError } from './domain-error.js';

/** The longest return address a client may give (`callback_url`, `redirect_url`): room for the query added to it within 500. */
export const RETURN_URL_MAX_LENGTH = 400;

/**
 * A partner's return address (`callback_url` on a payment, `redirect_url` on sign-up), checked against the
 * origins this API already trusts by CORS (CORS_ORIGINS): a front end on one of them gets its users back
 * after paying or verifying; any other address is refused (422 RETURN_URL_NOT_ALLOWED), so nobody can use
 * Oja's pages to send people to a site of their choosing. Returns the URL as parsed; null when none is given.
 */
export function allowedReturnUrl(value: string | null | undefined, originsCsv: string, field: string): string | null {
  if (value === undefined || value === null || !value.trim()) return null;
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw DomainError.field(field, `The ${field} must be a full web address starting with http:// or https://`, 'RETURN_URL_INVALID');
  }
  if (!corsOriginList(originsCsv).includes(url.origin)) {
    throw DomainError.field(
      field,
      `The ${field} must be on a site this API works with (its CORS_ORIGINS); ${url.origin} is not one of them`,
      'RETURN_URL_NOT_ALLOWED',
    );
  }
  return url.toString();
}

/** `url` with `params` added to its query (replacing any of the same name), keeping its path and fragment. */
export function withQuery(url: string, params: Record<string, string>): string {
  const out = new URL(url);
  for (const [k, v] of Object.entries(params)) out.searchParams.set(k, v);
  return out.toString();
}
