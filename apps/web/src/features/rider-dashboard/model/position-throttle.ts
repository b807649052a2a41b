/** How often the rider's phone reports its position while online or on a ride (docs/rides.md: online = a position in the last 60 s). */
export const SEND_EVERY_MS = 5_000;

export interface Fix {
  lat: number;
  lng: number;
}

/**
 * Which of the phone's fixes go to the API: the latest one, at most one request in flight and one per `everyMs`.
 * The phone may report many fixes a second while moving and none while standing still; a tick re-sends the latest
 * fix when it is due, so a rider waiting at a junction stays online.
 */
export class PositionThrottle {
  private latest: Fix | null = null;
  private lastSentAt: number | null = null;
  private inFlight = false;

  constructor(private readonly everyMs = SEND_EVERY_MS) {}

  /** Keeps `fix` as the latest (it replaces any not sent yet). */
  offer(fix: Fix): void {
    this.latest = { lat: fix.lat, lng: fix.lng };
  }

  /** Whether a fix has come in yet. */
  get hasFix(): boolean {
    return this.latest !== null;
  }

  /** The fix to send at `now`, or null when none is due (none yet, one in flight, or the last went out under `everyMs` ago). */
  take(now: number): Fix | null {
    if (!this.latest || this.inFlight) return null;
    if (this.lastSentAt !== null && now - this.lastSentAt < this.everyMs) return null;
    this.inFlight = true;
    this.lastSentAt = now;
    return this.latest;
  }

  /** The request of the last `take` has ended, whatever its answer. */
  settled(): void {
    this.inFlight = false;
  }
}

/** What the rider reads when the phone cannot give its position (GeolocationPositionError codes). */
export function watchErrorMessage(code: number | null): string {
  if (code === null) return 'This browser cannot share your position. Use a phone browser with location to receive rides.';
  if (code === 1)
    return 'Location access is blocked. Allow it for Oja in your browser settings: customers and dispatch need your position while you are online.';
  return 'Unable to get your position. Check that your phone’s location is on.';
}

/** Google Maps directions to a point: opens the phone's maps app. */
export function directionsUrl(p: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${p.lat},${p.lng}`;
}
