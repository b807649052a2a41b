import { readLatLng } from '@oja/shared';
import { formatCoords } from '@/lib/ride-position';
import type { RidePaymentMethod, RidePlace } from '../api/rides';

/** Well-known places of Lagos with their coordinates: destinations (or pickups) a customer can choose without a map. */
export const LAGOS_PLACES: readonly Required<RidePlace>[] = [
  { label: 'Yaba Bus Stop', lat: 6.5095, lng: 3.3711 },
  { label: 'Ikeja City Mall', lat: 6.6142, lng: 3.358 },
  { label: 'Lekki Phase 1 Gate', lat: 6.4474, lng: 3.4739 },
  { label: 'Victoria Island (Tafawa Balewa Square)', lat: 6.4316, lng: 3.4098 },
  { label: 'National Stadium, Surulere', lat: 6.4977, lng: 3.3653 },
  { label: 'University of Lagos', lat: 6.5158, lng: 3.3896 },
  { label: 'Murtala Muhammed Airport', lat: 6.5774, lng: 3.3212 },
  { label: 'CMS Bus Terminal, Lagos Island', lat: 6.4517, lng: 3.3903 },
];

/** The centre of the map before any pin: Lagos. */
export const LAGOS_CENTRE = { lat: 6.5244, lng: 3.3792 } as const;

/** '6.50950, 3.37110': a point without a name. */
export { formatCoords };

/** A place's name, else its coordinates. */
export const placeName = (p: RidePlace) => (p.label && p.label.trim() ? p.label.trim() : formatCoords(p));

/** A pin at `p` (six decimals: about 10 cm) with its name. */
export function pinAt(p: { lat: number; lng: number }, label: string): RidePlace {
  return { lat: Number(p.lat.toFixed(6)), lng: Number(p.lng.toFixed(6)), label };
}

/** What the booking keeps across the login round trip: the two pins and the way of paying. */
export interface RideDraft {
  pickup: RidePlace | null;
  destination: RidePlace | null;
  payment_method: RidePaymentMethod;
}

export const EMPTY_DRAFT: RideDraft = { pickup: null, destination: null, payment_method: 'cash' };

function readPlace(value: unknown): RidePlace | null {
  const p = readLatLng(value);
  if (!p) return null;
  const label = (value as { label?: unknown }).label;
  return { ...p, label: typeof label === 'string' ? label.slice(0, 120) : null };
}

/** A draft from stored JSON (anything unreadable gives the empty draft). */
export function parseDraft(text: string | null): RideDraft {
  if (!text) return EMPTY_DRAFT;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    return { pickup: readPlace(v.pickup), destination: readPlace(v.destination), payment_method: v.payment_method === 'card' ? 'card' : 'cash' };
  } catch {
    return EMPTY_DRAFT;
  }
}
