import { useState } from 'react';

/** The browser's position: high accuracy, a 10 s time-out, at most 60 s old. */
export const GEO_OPTIONS: Readonly<PositionOptions> = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** The geolocation messages */
export const GEO_UNAVAILABLE = 'Unable to get your location. Please enter manually.';
export const GEO_UNSUPPORTED = 'Geolocation is not supported by this browser.';

/** This browser's geolocation, or null when it has none (an old browser, a test that removes it). */
export function browserGeolocation(): Geolocation | null {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;
  return navigator.geolocation ?? null;
}

/**
 * One position of the browser with the spec's options: `{ lat, lng }`, or an Error whose message is the spec's
 * text (GEO_UNSUPPORTED with no geolocation, GEO_UNAVAILABLE for a refusal, a time-out or no fix).
 */
export function locateOnce(): Promise<{ lat: number; lng: number }> {
  const geo = browserGeolocation();
  if (!geo) return Promise.reject(new Error(GEO_UNSUPPORTED));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => reject(new Error(GEO_UNAVAILABLE)),
      { ...GEO_OPTIONS },
    );
  });
}

/** "Use current location": `locate(onFix)` asks once with the spec's options; `locating` while it waits, `error` in the spec's words. */
export function useLocateOnce() {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locate = (onFix: (p: { lat: number; lng: number }) => void) => {
    setError(null);
    setLocating(true);
    locateOnce()
      .then(onFix)
      .catch((e: Error) => setError(e.message))
      .finally(() => setLocating(false));
  };
  return { locate, locating, error };
}
