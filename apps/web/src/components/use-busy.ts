import { useCallback, useState } from 'react';
import { toastFailure } from './toast-helpers';

/**
 * A button's action that talks to the API: `busy` while it runs (the button shows its spinner and cannot be pressed
 * twice), and a failure told in a toast titled `failure` with the API's message (or handled by `failure` when it is a
 * function). The action itself says what went well.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (failure: string | ((error: unknown) => void), action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      if (typeof failure === 'string') toastFailure(failure, e);
      else failure(e);
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run] as const;
}
