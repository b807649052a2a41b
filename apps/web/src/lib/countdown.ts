import { useEffect, useState } from 'react';

type Until = string | number | Date | null | undefined;

/** The end as epoch milliseconds, or null when there is none or it is not a date. */
function endMs(until: Until): number | null {
  if (until === null || until === undefined) return null;
  const end = until instanceof Date ? until.getTime() : typeof until === 'number' ? until : Date.parse(until);
  return Number.isNaN(end) ? null : end;
}

/** Whole seconds from `now` until `until` (rounded up, never below 0); null when there is no end. */
export function secondsLeft(until: Until, now: number): number | null {
  const end = endMs(until);
  return end === null ? null : Math.max(0, Math.ceil((end - now) / 1000));
}

/** '45 s', '2 min 5 s', '3 min': a short wait in words (never '2:05', which reads as a time of day). */
export function formatSecondsLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const min = Math.floor(s / 60);
  const rest = s % 60;
  if (min === 0) return `${rest} s`;
  return rest === 0 ? `${min} min` : `${min} min ${rest} s`;
}

/** The seconds left until `until`, re-read every second while some are left (null: no end). */
export function useSecondsLeft(until: Until): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = endMs(until);
  const left = secondsLeft(end, now);
  useEffect(() => {
    if (end === null || left === null || left <= 0) return;
    // Wake when the shown number changes: at the next whole second before the end.
    const timer = setTimeout(() => setNow(Date.now()), ((end - Date.now()) % 1000) + 5);
    return () => clearTimeout(timer);
  }, [end, left, now]);
  return left;
}
