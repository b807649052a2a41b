import { normalizeNgPhone } from './phone.js';

describe('Nigerian phone numbers', () => {
  it('accepts local and international spellings as E.164', () => {
    expect(normalizeNgPhone('08031234567')).toBe('+2348031234567');
    expect(normalizeNgPhone('+234 803 123 4567')).toBe('+2348031234567');
    expect(normalizeNgPhone('2348031234567')).toBe('+2348031234567');
  });
  it('refuses short, foreign and junk numbers', () => {
    expect(normalizeNgPhone('0803123456')).toBeNull();
    expect(normalizeNgPhone('+44 20 7946 0958')).toBeNull();
    expect(normalizeNgPhone('hello')).toBeNull();
  });
});
