/**
 * The absolute URL of a file path (`/uploads/avatars/…`, `/api/admin/kyc/documents/…`) on the public base URL
 * (env PUBLIC_URL, default APP_URL), so a front end on another origin can use it as is. An absolute http(s)
 * URL (an outside image host) is returned unchanged; null stays null.
 */
export function publicUrl(base: string, pathOrUrl: string): string;
export function publicUrl(base: string, pathOrUrl: string | null | undefined): string | null;
export function publicUrl(base: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, base.endsWith('/') ? base : `${base}/`).toString();
}
