/**
 * Where to go after login. Only same-site paths are accepted ('/x', not '//evil.com' or
 * 'https://…'), so a crafted `?next=` cannot send the visitor to another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32)) return null;
  return value;
}

/** `/login?next=…` for a page that needs a login first. */
export function loginPathWithNext(next: string): string {
  const safe = safeNextPath(next);
  return safe ? `/login?next=${encodeURIComponent(safe)}` : '/login';
}
