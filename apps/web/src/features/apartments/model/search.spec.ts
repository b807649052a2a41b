import { describe, expect, it } from 'vitest';
import { apartmentsKey, readSearch, searchDatesError, writeSearch } from './search';

describe('apartment search in the URL', () => {
  it('reads valid values and drops bad ones', () => {
    expect(readSearch(new URLSearchParams('type=hotel&check_in=2025-03-10&check_out=2025-03-12&guests=3&page=2'))).toEqual({
      type: 'hotel',
      check_in: '2025-03-10',
      check_out: '2025-03-12',
      guests: 3,
      state: '',
      area: '',
      page: 2,
    });
    expect(readSearch(new URLSearchParams('type=castle&check_in=soon&guests=7&page=-1&state=atlantis'))).toEqual({
      type: 'all',
      check_in: '',
      check_out: '',
      guests: null,
      state: '',
      area: '',
      page: 1,
    });
    expect(readSearch(new URLSearchParams('state=Abuja&area=%20Wuse%202%20'))).toMatchObject({ state: 'fct', area: 'Wuse 2' });
  });

  it('sends the filters to GET /api/apartments', () => {
    const key = apartmentsKey({ type: 'shortlet', check_in: '2025-03-10', check_out: '2025-03-12', guests: 2, state: '', area: '', page: 1 });
    expect(key).toBe('/api/apartments?type=shortlet&check_in=2025-03-10&check_out=2025-03-12&guests=2&page=1&per_page=12');
    expect(apartmentsKey({ type: 'all', check_in: '', check_out: '', guests: null, state: '', area: '', page: 3 })).toBe('/api/apartments?page=3&per_page=12');
    expect(apartmentsKey({ type: 'all', check_in: '', check_out: '', guests: null, state: 'lagos', area: 'Lekki', page: 1 })).toBe(
      '/api/apartments?state=lagos&area=Lekki&page=1&per_page=12',
    );
  });

  it('writes only what is set and keeps other params', () => {
    const next = writeSearch(
      { type: 'all', check_in: '2025-03-10', check_out: '2025-03-11', guests: null, state: '', area: '', page: 1 },
      new URLSearchParams('book=5&type=hotel&state=oyo'),
    );
    expect(next.toString()).toBe('book=5&check_in=2025-03-10&check_out=2025-03-11');
    expect(writeSearch({ type: 'all', check_in: '', check_out: '', guests: null, state: 'rivers', area: 'GRA', page: 1 }).toString()).toBe(
      'state=rivers&area=GRA',
    );
  });

  it('wants both dates, check-out after check-in', () => {
    expect(searchDatesError('', '')).toBeNull();
    expect(searchDatesError('2025-03-10', '')).toBe('Check-out date is required');
    expect(searchDatesError('', '2025-03-10')).toBe('Check-in date is required');
    expect(searchDatesError('2025-03-10', '2025-03-10')).toBe('Check-out date must be after check-in date');
    expect(searchDatesError('2025-03-10', '2025-03-11')).toBeNull();
  });
});
