import { useCallback, useState } from 'react';
import { toastFailure } from './toast-helpers';

/**
 * A button's action that talks to the API: `busy` while it runs (the button shows its spinner and cannot be pressed
 * twice), and a failure told in a toast titled `failure` with the API's message. The action itself says what went well.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (failure: string, action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      toastFailure(failure, e);
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run] as const;
}
