import { isoTime, wireTime } from './wire-time.js';

describe('timestamps on the wire', () => {
  it('turns PostgreSQL’s text of a timestamptz into exactly what a Date of it would give', () => {
    const texts = [
      '2026-11-28T16:18:05.309062+00:00', // JSON, six digits: truncated to milliseconds, as a Date keeps it
      '2026-11-28T16:18:05.3096+00:00',
      '2026-11-28T16:18:05.309+00:00',
      '2026-11-28T16:18:05.3+00:00', // trailing zeros dropped by PostgreSQL
      '2026-11-28T16:18:05.05+00:00',
      '2026-11-28T16:18:05+00:00', // whole seconds
      '2026-11-28 16:18:05.999999+00', // the plain text form
      '1999-12-31T23:59:59.999999+00:00',
      '2026-11-28T17:18:05.309062+01:00', // another session time zone: through a Date
      '2026-11-28T10:48:05.5-05:30',
    ];
    for (const text of texts) expect([text, wireTime(text)]).toEqual([text, new Date(text).toISOString()]);
  });

  it('agrees with a Date over a spread of instants and fractions', () => {
    for (let i = 0; i < 2_000; i++) {
      const ms = Date.UTC(1990, 0, 1) + Math.floor(((i * 7919) % 2_000) * 86_400_000 * 7.3) + i * 1_234;
      const micros = (i * 37) % 1_000_000;
      const whole = new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19);
      const fraction = micros === 0 ? '' : `.${String(micros).padStart(6, '0').replace(/0+$/, '')}`;
      const text = `${whole}${fraction}+00:00`;
      expect(wireTime(text)).toBe(new Date(text).toISOString());
    }
  });

  it('writes a Date as JSON would, and keeps text that is already on the wire', () => {
    const d = new Date('2026-11-28T16:18:05.309Z');
    expect(isoTime(d)).toBe(JSON.parse(JSON.stringify(d)));
    const wire = wireTime('2026-11-28T16:18:05.309+00:00');
    expect(isoTime(wire)).toBe('2026-11-28T16:18:05.309Z');
  });
});
