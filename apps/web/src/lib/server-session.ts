/**
 * The session a page was drawn on the server for (src/app/entry/signed-in-page.tsx). While the server draws it, and
 * while the browser hydrates that drawing (src/app/entry/main-app.tsx), the hooks that read the stored session
 * (use-session.ts, the admin's admin-session.ts) read this instead of the browser's storage, so both draw the same
 * page. Null the rest of the time.
 */
export const serverSession: { storage: Record<string, string> | null } = { storage: null };

const ended = new Set<() => void>();

/** A value of the drawn session; undefined when no drawing or hydration is under way. */
export function serverSessionItem(key: string): string | null | undefined {
  return serverSession.storage ? (serverSession.storage[key] ?? null) : undefined;
}

/** Called when the hydration is over: the session stores then tell their hooks to read the browser's storage. */
export function onServerSessionEnd(listener: () => void): void {
  ended.add(listener);
}

/** Hydration is over: from now on the browser's storage is the session. */
export function endServerSession(): void {
  if (!serverSession.storage) return;
  serverSession.storage = null;
  for (const listener of ended) listener();
}
