import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { browserGeolocation, GEO_OPTIONS } from '@/lib/geolocation';
import { sendRiderLocation } from '../api/rider';
import { PositionThrottle, SEND_EVERY_MS, watchErrorMessage } from '../model/position-throttle';

export interface PositionSharing {
  /** When the API last took a position (epoch ms), or null. */
  sentAt: number | null;
  /** Why the phone gives no position (permission, no fix, no geolocation). */
  geoProblem: string | null;
  /** The API's refusal of the last position (outside Nigeria, an impossible move, offline). */
  refused: string | null;
}

/** The spec's options (high accuracy, 10 s time-out), with fixes no older than one send interval. */
const WATCH_OPTIONS: PositionOptions = { ...GEO_OPTIONS, maximumAge: SEND_EVERY_MS };

/**
 * While `active` (online, or a ride in hand): watches the phone's position and sends the latest fix every 5 s to
 * POST /api/vendor/rider/location, saying why when the phone gives none or the API refuses one. `onRefused` runs on
 * a refusal that may change the rider's state (e.g. RIDER_OFFLINE), to re-read the dashboard.
 */
export function usePositionSharing(active: boolean, onRefused?: () => void): PositionSharing {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [geoProblem, setGeoProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const onRefusedRef = useRef(onRefused);
  onRefusedRef.current = onRefused;

  useEffect(() => {
    if (!active) return;
    const geo = browserGeolocation();
    if (!geo) {
      setGeoProblem(watchErrorMessage(null));
      return;
    }
    const throttle = new PositionThrottle();
    let stopped = false;
    const tick = () => {
      const fix = throttle.take(Date.now());
      if (!fix) return;
      sendRiderLocation(fix)
        .then(() => {
          if (stopped) return;
          setSentAt(Date.now());
          setRefused(null);
        })
        .catch((e: unknown) => {
          if (stopped) return;
          setRefused(errorMessage(e, 'Your position could not be sent.'));
          if (e instanceof ApiError && e.status === 409) onRefusedRef.current?.();
        })
        .finally(() => throttle.settled());
    };
    const watch = geo.watchPosition(
      (pos) => {
        setGeoProblem(null);
        throttle.offer({ lat: pos.coords.latitude, lng: pos.coords.longitude });
        tick();
      },
      // A time-out after a first fix only means the phone has not moved: the last fix still stands.
      (err) => {
        if (!throttle.hasFix || err.code === 1) setGeoProblem(watchErrorMessage(err.code));
      },
      WATCH_OPTIONS,
    );
    const timer = setInterval(tick, 1_000);
    return () => {
      stopped = true;
      geo.clearWatch(watch);
      clearInterval(timer);
    };
  }, [active]);

  return active ? { sentAt, geoProblem, refused } : { sentAt: null, geoProblem: null, refused: null };
}
