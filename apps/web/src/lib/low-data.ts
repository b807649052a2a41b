import { useSyncExternalStore } from 'react';
import { getStoredUser, subscribeSession } from './auth-storage';

/**
 * Low-data mode (docs/performance.md "Low-data mode"): on when the browser asks to save data (`Save-Data: on`,
 * `navigator.connection.saveData`) or the signed-in user turned it on in Settings (`low_data_mode`, kept on the
 * account). The API then answers the smallest photos, list cards show a "Show photo" button instead of loading
 * their photo, and nothing plays by itself.
 */
export function lowDataOn(browserSavesData: boolean | undefined, userSetting: boolean | undefined): boolean {
  return browserSavesData === true || userSetting === true;
}

/** Whether the browser asks to save data (Chromium's `navigator.connection.saveData`; other browsers: no). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Whether the signed-in user turned low-data mode on (the stored user, as the login or Settings answered it). */
export const userLowData = (): boolean => getStoredUser()?.low_data_mode === true;

/** Whether low-data mode is on now. */
export const isLowData = (): boolean => lowDataOn(browserSavesData(), userLowData());

/**
 * The header the API client adds: the browser sends its own `Save-Data` when its data saver is on; the user's
 * setting is sent the same way, so the API gives the same answers (and a cache the same pages).
 */
export function saveDataHeaders(): Record<string, string> {
  return userLowData() && !browserSavesData() ? { 'Save-Data': 'on' } : {};
}

/** Low-data mode for a component, re-read when the session changes; off while hydrating prerendered HTML. */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribeSession, isLowData, () => false);
}
