import { describe, expect, it } from 'vitest';
import { closedText, nextOpening } from './opening';

// 2026-11-26 is a Thursday; Lagos is UTC+1.
const lagos = (iso: string) => Date.parse(`${iso}+01:00`);

describe('when a closed kitchen opens', () => {
  it('later today, tomorrow, or on the next opening day', () => {
    expect(nextOpening('08:00-22:00', lagos('2026-11-26T06:30:00'))).toBe(lagos('2026-11-26T08:00:00'));
    expect(closedText('8am-10pm', lagos('2026-11-26T06:30:00'))).toBe('Closed now · Opens today at 8:00 am');
    expect(closedText('8am-10pm', lagos('2026-11-26T22:30:00'))).toBe('Closed now · Opens tomorrow at 8:00 am');
    // Saturday night, Mon–Sat hours: Monday.
    expect(closedText('Mon–Sat 8am–10pm', lagos('2026-11-28T23:00:00'))).toBe('Closed now · Opens Monday at 8:00 am');
    expect(closedText('Mon-Fri 09:00-17:00, Sat 10:00-14:00', lagos('2026-11-28T08:00:00'))).toBe('Closed now · Opens today at 10:00 am');
  });

  it('says only "Closed now" when the hours do not tell (none, 24/7, or open now but the kitchen closed)', () => {
    expect(closedText(null, lagos('2026-11-26T06:30:00'))).toBe('Closed now');
    expect(closedText('24/7', lagos('2026-11-26T06:30:00'))).toBe('Closed now');
    expect(nextOpening('whenever', lagos('2026-11-26T06:30:00'))).toBeNull();
    expect(closedText('08:00-22:00', lagos('2026-11-26T12:00:00'))).toBe('Closed now');
  });
});
