/** Sends a failure to the server's error log (POST /log-error, no auth); never throws. */
export async function logError(context: string, error: unknown, extra?: Record<string, unknown>): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  try {
    await fetch('/log-error', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        context,
        message: err.message,
        stack: err.stack ?? null,
        url: typeof window !== 'undefined' ? window.location.href : '',
        extra: extra ?? null,
      }),
    });
  } catch {
    /* the error log is best effort */
  }
}
