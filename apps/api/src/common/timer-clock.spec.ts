import { serviceOrderTransition } from '@oja/shared';
import { reminderDelay, SPEC_AUTO_CANCEL_MS, SPEC_AUTO_RELEASE_MS, timerNow } from './timer-clock.js';

describe('timer clock', () => {
  const created = new Date('2026-03-01T10:00:00Z');

  it('is the real time with the spec durations', () => {
    const now = created.getTime() + 5_000;
    expect(timerNow(created, SPEC_AUTO_CANCEL_MS, SPEC_AUTO_CANCEL_MS, now).getTime()).toBe(now);
  });

  it('makes a shortened auto-cancel due for the shared machine exactly when the configured delay has passed', () => {
    const pending = { status: 'pending', paymentStatus: 'pending', createdAt: created };
    const at = (ms: number) =>
      serviceOrderTransition(pending, { type: 'AUTO_CANCEL', actor: 'system', now: timerNow(created, 2_000, SPEC_AUTO_CANCEL_MS, created.getTime() + ms) });
    expect(at(1_999).ok).toBe(false);
    expect(at(2_000).ok).toBe(true);
  });

  it('makes a shortened auto-release due after the configured delay', () => {
    const completed = { status: 'completed', paymentStatus: 'paid', escrowStatus: 'held', completedAt: created };
    const at = (ms: number) =>
      serviceOrderTransition(completed, { type: 'AUTO_RELEASE', actor: 'system', now: timerNow(created, 3_000, SPEC_AUTO_RELEASE_MS, created.getTime() + ms) });
    expect(at(2_990).ok).toBe(false);
    expect(at(3_000).ok).toBe(true);
  });

  it('sends reminders 12 h (scaled) before the timer', () => {
    expect(reminderDelay(SPEC_AUTO_CANCEL_MS, SPEC_AUTO_CANCEL_MS)).toBe(36 * 3_600_000);
    expect(reminderDelay(SPEC_AUTO_RELEASE_MS, SPEC_AUTO_RELEASE_MS)).toBe(60 * 3_600_000);
    expect(reminderDelay(4_800, SPEC_AUTO_CANCEL_MS)).toBe(3_600);
  });
});
