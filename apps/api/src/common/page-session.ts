import { PAGES_COOKIES, pagesCookieText, type PageAudience } from '@oja/shared';

/**
 * The cookie that lets the server draw a signed-in page with the user's data (common/page-render.ts): the session's
 * token, set beside the login answer (which still carries it for the SPA and partners) and cleared at logout. It is
 * read on page navigations only, never by the API, which authenticates by the bearer token alone: SameSite Strict
 * (no other site's link or form carries it) and scoped to the pages it draws (`/dashboard`, `/admin`). Not HttpOnly,
 * on purpose: the SPA keeps the same token where its scripts read it (browser storage), so HttpOnly would hide
 * nothing, while the SPA clearing the cookie itself ends the drawing of the user's pages at a logout made offline.
 */
export type { PageAudience };

/** The cookie's name for an audience. */
export const pagesCookieName = (audience: PageAudience): string => PAGES_COOKIES[audience].name;

/** `Set-Cookie` for a fresh token, living as long as the token. */
export const pagesCookie = (audience: PageAudience, token: string, maxAgeSeconds: number, secure: boolean): string =>
  pagesCookieText(audience, token, maxAgeSeconds, secure);

/** `Set-Cookie` that removes it (logout, a token the API refuses). */
export const clearedPagesCookie = (audience: PageAudience, secure: boolean): string => pagesCookieText(audience, '', 0, secure);

/** A cookie's value in a `Cookie` header; null when absent, empty or not token-shaped. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9._-]{1,4096}$/.test(value) ? value : null;
  }
  return null;
}
