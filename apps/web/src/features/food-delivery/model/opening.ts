import { DAY_MS, isOpenAt, readOpeningHours } from '@oja/shared';

const LAGOS_OFFSET_MS = 3_600_000; // West Africa Time, UTC+1 all year.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** When a kitchen with these opening hours next opens after `now` (within a week); null: always open, or never. */
export function nextOpening(text: string | null | undefined, now: number): number | null {
  const hours = readOpeningHours(text);
  if (hours === null) return null;
  const lagosMidnight = Math.floor((now + LAGOS_OFFSET_MS) / DAY_MS) * DAY_MS - LAGOS_OFFSET_MS;
  let best: number | null = null;
  for (let d = 0; d <= 7; d++) {
    const midnight = lagosMidnight + d * DAY_MS;
    const weekday = new Date(midnight + LAGOS_OFFSET_MS).getUTCDay();
    for (const rule of hours) {
      if (!rule.days.includes(weekday)) continue;
      const at = midnight + rule.start * 60_000;
      if (at > now && (best === null || at < best) && isOpenAt(hours, at)) best = at;
    }
  }
  return best;
}

function clock(at: number): string {
  const d = new Date(at + LAGOS_OFFSET_MS);
  const h = d.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** A closed restaurant's line: "Closed now · Opens today at 8:00 am" / "… tomorrow at …" / "… Monday at …"; "Closed now" when it is not known. */
export function closedText(text: string | null | undefined, now: number): string {
  // Within its hours but closed: the kitchen was closed by hand, and may open again at any time.
  if (isOpenAt(readOpeningHours(text), now)) return 'Closed now';
  const at = nextOpening(text, now);
  if (at === null) return 'Closed now';
  const days = Math.floor((at + LAGOS_OFFSET_MS) / DAY_MS) - Math.floor((now + LAGOS_OFFSET_MS) / DAY_MS);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : WEEKDAYS[new Date(at + LAGOS_OFFSET_MS).getUTCDay()];
  return `Closed now · Opens ${day} at ${clock(at)}`;
}
