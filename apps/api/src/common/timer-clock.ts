/** Timer arithmetic shared by the lifecycles: the spec's delays, their scaled clock and the reminder lead. */
import { AUTO_CANCEL_PENDING_HOURS, AUTO_RELEASE_HOURS, HOUR_MS } from '@oja/shared';

export const SPEC_AUTO_CANCEL_MS = AUTO_CANCEL_PENDING_HOURS * HOUR_MS;
export const SPEC_AUTO_RELEASE_MS = AUTO_RELEASE_HOURS * HOUR_MS;
/** Reminders go out this long (spec time) before a timer fires. */
export const SPEC_REMINDER_LEAD_MS = 12 * HOUR_MS;

/**
 * The moment a timer event tells the shared machine. With the spec's durations it is the real time. When
 * a timer is configured shorter (tests, demos), time since `anchor` is stretched by spec/configured, so the
 * machine — whose guards speak the spec's hours — sees the timer as due exactly when the configured
 * delay has passed, and not before.
 */
export function timerNow(anchor: Date, configuredMs: number, specMs: number, now: number = Date.now()): Date {
  if (configuredMs === specMs) return new Date(now);
  const elapsed = now - anchor.getTime();
  return new Date(anchor.getTime() + Math.floor((elapsed * specMs) / configuredMs));
}

/** Delay of the reminder before a timer of `configuredMs`: the spec's lead, scaled like the timer. */
export function reminderDelay(configuredMs: number, specMs: number): number {
  return Math.max(0, Math.floor((configuredMs * (specMs - SPEC_REMINDER_LEAD_MS)) / specMs));
}
