import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering on the server and while hydrating its HTML, true from then on: for parts only the browser draws. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
