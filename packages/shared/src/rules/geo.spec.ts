import {
  etaMinutes,
  GPS_JITTER_KM,
  haversineKm,
  impossibleMove,
  inNigeria,
  MAX_SPEED_KMH,
  NIGERIA_BOUNDS,
  readLatLng,
  ROAD_FACTOR,
  roadDistanceKm,
  tripEstimate,
  type LatLng,
} from './geo';
import { rideFare, rideMinutes } from './ride';

const YABA: LatLng = { lat: 6.5095, lng: 3.3711 };
const LEKKI_PHASE_1: LatLng = { lat: 6.4478, lng: 3.4723 };
const IKEJA: LatLng = { lat: 6.6018, lng: 3.3515 };
const VICTORIA_ISLAND: LatLng = { lat: 6.4281, lng: 3.4219 };
const LAGOS: LatLng = { lat: 6.5244, lng: 3.3792 };
const ABUJA: LatLng = { lat: 9.0765, lng: 7.3986 };
const KANO: LatLng = { lat: 12.0022, lng: 8.592 };
const ACCRA: LatLng = { lat: 5.6037, lng: -0.187 };
const T0 = Date.parse('2026-06-01T09:00:00Z');

describe('haversineKm: the straight line between two points', () => {
  it('Yaba → Lekki Phase 1 is 13–15 km as the crow flies', () => {
    const km = haversineKm(YABA, LEKKI_PHASE_1);
    expect(km).toBeGreaterThan(13);
    expect(km).toBeLessThan(15);
  });

  it('Ikeja → Victoria Island is about 21 km; Lagos → Abuja about 525 km', () => {
    expect(haversineKm(IKEJA, VICTORIA_ISLAND)).toBeCloseTo(20.8, 0);
    expect(haversineKm(LAGOS, ABUJA)).toBeGreaterThan(515);
    expect(haversineKm(LAGOS, ABUJA)).toBeLessThan(535);
  });

  it('is symmetric, zero for one point, and one degree of latitude is about 111 km', () => {
    expect(haversineKm(LEKKI_PHASE_1, YABA)).toBeCloseTo(haversineKm(YABA, LEKKI_PHASE_1), 10);
    expect(haversineKm(YABA, YABA)).toBe(0);
    expect(haversineKm({ lat: 6, lng: 3 }, { lat: 7, lng: 3 })).toBeCloseTo(111.2, 1);
  });
});

describe('roadDistanceKm: the straight line times the road factor (the one function a routing engine replaces)', () => {
  it('is 1.3 × the straight line, to one decimal', () => {
    expect(ROAD_FACTOR).toBe(1.3);
    const km = roadDistanceKm(YABA, LEKKI_PHASE_1);
    expect(km).toBe(Math.round(haversineKm(YABA, LEKKI_PHASE_1) * 1.3 * 10) / 10);
    expect(km).toBe(17.1);
    expect(Number.isInteger(km * 10)).toBe(true);
  });

  it('is at least 0.1 km, even for the same spot', () => {
    expect(roadDistanceKm(YABA, YABA)).toBe(0.1);
    expect(roadDistanceKm(YABA, { lat: YABA.lat + 0.0001, lng: YABA.lng })).toBe(0.1);
  });
});

describe('tripEstimate: the quote, fixed at request', () => {
  it('is the spec’s fare (₦200 + ₦80 per km, rounded) and 25 km/h on the distance it returns', () => {
    const e = tripEstimate(YABA, LEKKI_PHASE_1);
    expect(e).toEqual({ distanceKm: 17.1, fare: 1568, minutes: 41 });
    expect(e.fare).toBe(rideFare(e.distanceKm));
    expect(e.minutes).toBe(rideMinutes(e.distanceKm));
  });

  it('a trip to the same spot costs the base fare plus the shortest distance, and takes a minute', () => {
    expect(tripEstimate(YABA, YABA)).toEqual({ distanceKm: 0.1, fare: 208, minutes: 1 });
  });

  it('for any two points in Lagos: fare = 200 + 80 × distance_km, rounded', () => {
    for (let i = 0; i < 200; i++) {
      const a = { lat: 6.4 + ((i * 37) % 100) / 400, lng: 3.2 + ((i * 53) % 100) / 250 };
      const b = { lat: 6.4 + ((i * 71) % 100) / 400, lng: 3.2 + ((i * 19) % 100) / 250 };
      const e = tripEstimate(a, b);
      expect(e.fare).toBe(Math.round(200 + 80 * e.distanceKm));
      expect(e.distanceKm).toBe(roadDistanceKm(a, b));
    }
  });
});

describe('etaMinutes: the rider’s arrival at 25 km/h on the road distance', () => {
  it('reads the road distance, at least a minute', () => {
    expect(etaMinutes(YABA, LEKKI_PHASE_1)).toBe(41);
    expect(etaMinutes(YABA, YABA)).toBe(1);
    // 1 km straight → 1.3 km of road → 3.12 min
    expect(etaMinutes({ lat: 6.5, lng: 3.4 }, { lat: 6.5 + 1 / 111.2, lng: 3.4 })).toBe(3);
  });
});

describe('inNigeria: latitude 4.0–14.0, longitude 2.6–14.7', () => {
  it('takes Lagos, Abuja and Kano; refuses Accra and the open sea', () => {
    expect(NIGERIA_BOUNDS).toEqual({ minLat: 4, maxLat: 14, minLng: 2.6, maxLng: 14.7 });
    for (const p of [LAGOS, ABUJA, KANO, YABA, LEKKI_PHASE_1]) expect(inNigeria(p)).toBe(true);
    expect(inNigeria(ACCRA)).toBe(false);
    expect(inNigeria({ lat: 3.9, lng: 6 })).toBe(false);
    expect(inNigeria({ lat: 0, lng: 0 })).toBe(false);
  });

  it('includes the edges and nothing past them', () => {
    expect(inNigeria({ lat: 4, lng: 2.6 })).toBe(true);
    expect(inNigeria({ lat: 14, lng: 14.7 })).toBe(true);
    expect(inNigeria({ lat: 3.9999, lng: 8 })).toBe(false);
    expect(inNigeria({ lat: 14.0001, lng: 8 })).toBe(false);
    expect(inNigeria({ lat: 8, lng: 2.5999 })).toBe(false);
    expect(inNigeria({ lat: 8, lng: 14.7001 })).toBe(false);
  });
});

describe('impossibleMove: over 150 km/h between two fixes is refused', () => {
  const north = (km: number): LatLng => ({ lat: YABA.lat + km / 111.195, lng: YABA.lng });
  const at = (p: LatLng, ms: number) => ({ ...p, at: T0 + ms });

  it('a first position is never impossible', () => {
    expect(impossibleMove(null, at(YABA, 0))).toBe(false);
    expect(impossibleMove(undefined, at(ABUJA, 0))).toBe(false);
  });

  it('150 km/h is allowed, faster is not', () => {
    expect(MAX_SPEED_KMH).toBe(150);
    // 1 km in 24 s is 150 km/h: 999 m passes, 1,001 m does not
    expect(impossibleMove(at(YABA, 0), at(north(0.999), 24_000))).toBe(false);
    expect(impossibleMove(at(YABA, 0), at(north(1.001), 24_000))).toBe(true);
    // an okada in traffic: 200 m in 5 s (144 km/h at most) passes
    expect(impossibleMove(at(YABA, 0), at(north(0.2), 5_000))).toBe(false);
    // Lagos to Abuja in ten minutes
    expect(impossibleMove(at(LAGOS, 0), at(ABUJA, 600_000))).toBe(true);
  });

  it('GPS wander of up to 50 m is never impossible; a real move with no time between, or back in time, is', () => {
    expect(GPS_JITTER_KM).toBe(0.05);
    expect(impossibleMove(at(YABA, 0), at(north(0.04), 0))).toBe(false);
    expect(impossibleMove(at(YABA, 0), at(north(0.04), 100))).toBe(false);
    expect(impossibleMove(at(YABA, 0), at(north(0.2), 0))).toBe(true);
    expect(impossibleMove(at(YABA, 10_000), at(north(0.2), 0))).toBe(true);
  });

  it('reads Dates and ISO strings; a missing time is a bug in the caller', () => {
    expect(impossibleMove({ ...YABA, at: new Date(T0) }, { ...north(1), at: new Date(T0 + 60_000).toISOString() })).toBe(false);
    expect(() => impossibleMove({ ...YABA, at: 'later' }, at(north(1), 0))).toThrow(RangeError);
  });
});

describe('readLatLng: { lat, lng } from untrusted input', () => {
  it('keeps two finite numbers in range, and only them', () => {
    expect(readLatLng({ lat: 6.5, lng: 3.4 })).toEqual({ lat: 6.5, lng: 3.4 });
    expect(readLatLng({ lat: 6.5, lng: 3.4, label: 'Yaba', accuracy: 12 })).toEqual({ lat: 6.5, lng: 3.4 });
    expect(readLatLng({ lat: -90, lng: 180 })).toEqual({ lat: -90, lng: 180 });
    expect(readLatLng({ lat: 0, lng: -180 })).toEqual({ lat: 0, lng: -180 });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', '6.5,3.4'],
    ['a number', 6.5],
    ['an array', [6.5, 3.4]],
    ['strings for numbers', { lat: '6.5', lng: '3.4' }],
    ['a missing lng', { lat: 6.5 }],
    ['NaN', { lat: Number.NaN, lng: 3.4 }],
    ['Infinity', { lat: 6.5, lng: Number.POSITIVE_INFINITY }],
    ['latitude over 90', { lat: 90.1, lng: 3.4 }],
    ['longitude under -180', { lat: 6.5, lng: -180.1 }],
  ])('refuses %s', (_name, value) => {
    expect(readLatLng(value)).toBeNull();
  });
});
