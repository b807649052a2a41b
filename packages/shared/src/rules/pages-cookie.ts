/**
 * The cookie that lets the server draw a signed-in page with the user's data (apps/api common/page-session.ts and
 * common/page-render.ts): set by the login answers, scoped to the pages it draws, cleared by logout — by the API, and
 * by the SPA itself when it ends a session (so a logout without a connection still ends it).
 */
export type PageAudience = 'user' | 'admin';

export const PAGES_COOKIES: Readonly<Record<PageAudience, { name: string; path: string }>> = {
  user: { name: 'oja_pages', path: '/dashboard' },
  admin: { name: 'oja_admin_pages', path: '/admin' },
};

/** `Set-Cookie` (or `document.cookie`) text: the token for `maxAgeSeconds`, or removed with 0. */
export function pagesCookieText(audience: PageAudience, token: string, maxAgeSeconds: number, secure: boolean): string {
  const { name, path } = PAGES_COOKIES[audience];
  return `${name}=${token}; Path=${path}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Strict${secure ? '; Secure' : ''}`;
}
