/**
 * Okada ride estimate: distance random between 2 and 17 km; fare ₦200 plus ₦80 per
 * km, rounded to the naira; travel time at 25 km/h, rounded to the minute (at least 1).
 */
export const RIDE_BASE_FARE_NAIRA = 200;
export const RIDE_PER_KM_NAIRA = 80;
export const RIDE_SPEED_KMH = 25;
export const RIDE_MIN_KM = 2;
export const RIDE_MAX_KM = 17;

export interface RideEstimate {
  distanceKm: number;
  fare: number;
  minutes: number;
}

/** A random distance in [2, 17] km with one decimal; `random` returns [0, 1) like Math.random. */
export function randomRideDistanceKm(random: () => number = Math.random): number {
  const km = RIDE_MIN_KM + random() * (RIDE_MAX_KM - RIDE_MIN_KM);
  return Math.min(RIDE_MAX_KM, Math.round(km * 10) / 10);
}

export function rideFare(distanceKm: number): number {
  return Math.round(RIDE_BASE_FARE_NAIRA + RIDE_PER_KM_NAIRA * distanceKm);
}

export function rideMinutes(distanceKm: number): number {
  return Math.max(1, Math.round((distanceKm / RIDE_SPEED_KMH) * 60));
}

export function estimateRide(distanceKm: number): RideEstimate {
  return { distanceKm, fare: rideFare(distanceKm), minutes: rideMinutes(distanceKm) };
}
