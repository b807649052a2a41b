/**
 * Geography of a real ride: distances between two points, the trip estimate the customer
 * is quoted (and charged: the fare is fixed at request), Nigeria's bounds, and the checks on a rider's reported
 * positions. Pure functions on `{ lat, lng }` degrees (WGS 84, as the browser's geolocation gives them).
 */
import { HOUR_MS, toEpochMs, type DateInput } from '../dates.js';
import { estimateRide, rideMinutes, type RideEstimate } from './ride.js';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A reported position and when it was taken. */
export interface TimedLatLng extends LatLng {
  at: DateInput;
}

/** The Earth's mean radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle ("as the crow flies") distance between two points, in km, unrounded. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Roads are longer than the straight line (a city's detour index is commonly 1.2–1.4); the issue takes 1.3. */
export const ROAD_FACTOR = 1.3;
/** The shortest distance a trip is charged for, in km (a request to the same spot still costs the base fare). */
export const MIN_ROAD_KM = 0.1;

/**
 * The road distance between two points, in km with one decimal, at least 0.1: the straight line times ROAD_FACTOR.
 * The one function a routing engine replaces later; everything else (fare, minutes, ETA) reads it.
 */
export function roadDistanceKm(a: LatLng, b: LatLng): number {
  return Math.max(MIN_ROAD_KM, Math.round(haversineKm(a, b) * ROAD_FACTOR * 10) / 10);
}

/** The quote of a trip from `a` to `b`: road distance, the spec's fare on that distance (₦200 + ₦80/km, rounded) and minutes at 25 km/h. */
export function tripEstimate(a: LatLng, b: LatLng): RideEstimate {
  return estimateRide(roadDistanceKm(a, b));
}

/** Minutes for a rider at `from` to reach `to` at the spec's 25 km/h on the road distance (at least 1). */
export function etaMinutes(from: LatLng, to: LatLng): number {
  return rideMinutes(roadDistanceKm(from, to));
}

/** The box rides are served in: latitude 4.0–14.0, longitude 2.6–14.7, edges included. */
export const NIGERIA_BOUNDS = { minLat: 4.0, maxLat: 14.0, minLng: 2.6, maxLng: 14.7 } as const;

/** Whether a point lies in NIGERIA_BOUNDS. */
export function inNigeria(p: LatLng): boolean {
  const b = NIGERIA_BOUNDS;
  return p.lat >= b.minLat && p.lat <= b.maxLat && p.lng >= b.minLng && p.lng <= b.maxLng;
}

/** The fastest a rider's reported positions may imply (km/h); faster is a spoofed or broken fix. */
export const MAX_SPEED_KMH = 150;
/**
 * A move this short (km) is never impossible, whatever the time between the fixes: phone GPS wanders by tens of
 * metres, and two fixes a second apart would otherwise read as an okada at 180 km/h.
 */
export const GPS_JITTER_KM = 0.05;

/**
 * Whether moving from `prev` to `next` implies more than MAX_SPEED_KMH. A first position (`prev` absent) is never
 * impossible; a move within GPS_JITTER_KM never is; a real move with no time between the fixes (or going back in
 * time) always is. A time that is not a date throws: the caller stamps every position.
 */
export function impossibleMove(prev: TimedLatLng | null | undefined, next: TimedLatLng): boolean {
  if (!prev) return false;
  const km = haversineKm(prev, next);
  if (km <= GPS_JITTER_KM) return false;
  const hours = (toEpochMs(next.at) - toEpochMs(prev.at)) / HOUR_MS;
  if (Number.isNaN(hours)) throw new RangeError('A position needs a valid time');
  return hours <= 0 || km / hours > MAX_SPEED_KMH;
}

const isFiniteIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** `{ lat, lng }` from untrusted input (a request body, a stored JSON): both finite numbers in range, or null. Only the two fields are kept. */
export function readLatLng(value: unknown): LatLng | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as Record<string, unknown>;
  return isFiniteIn(lat, -90, 90) && isFiniteIn(lng, -180, 180) ? { lat, lng } : null;
}
