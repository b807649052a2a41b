import { describe, expect, it } from 'vitest';
import { inNigeria } from '@oja/shared';
import { EMPTY_DRAFT, LAGOS_PLACES, parseDraft, pinAt, placeName } from './places';

describe('LAGOS_PLACES', () => {
  it('are all in Lagos, inside the area rides are served in', () => {
    for (const p of LAGOS_PLACES) {
      expect(inNigeria(p)).toBe(true);
      expect(p.lat).toBeGreaterThan(6.3);
      expect(p.lat).toBeLessThan(6.8);
    }
  });
});

describe('placeName and pinAt', () => {
  it('names a place by its label, else its coordinates', () => {
    expect(placeName({ lat: 6.5, lng: 3.37, label: ' Yaba ' })).toBe('Yaba');
    expect(placeName({ lat: 6.5, lng: 3.37, label: null })).toBe('6.50000, 3.37000');
  });

  it('keeps six decimals of a tapped point', () => {
    expect(pinAt({ lat: 6.123456789, lng: 3.987654321 }, 'Pin')).toEqual({ lat: 6.123457, lng: 3.987654, label: 'Pin' });
  });
});

describe('parseDraft', () => {
  it('reads back the pins and the way of paying kept across the login', () => {
    const draft = { pickup: { lat: 6.5, lng: 3.37, label: 'Yaba' }, destination: { lat: 6.44, lng: 3.47, label: 'Lekki' }, payment_method: 'card' };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('drops what is not a point and defaults to cash', () => {
    expect(parseDraft(JSON.stringify({ pickup: { lat: 'x', lng: 3 }, destination: { lat: 6.4, lng: 3.4 }, payment_method: 'cheque' }))).toEqual({
      pickup: null,
      destination: { lat: 6.4, lng: 3.4, label: null },
      payment_method: 'cash',
    });
  });

  it('gives the empty draft for nothing or broken JSON', () => {
    expect(parseDraft(null)).toBe(EMPTY_DRAFT);
    expect(parseDraft('{nope')).toBe(EMPTY_DRAFT);
  });
});
