import { describe, expect, it } from 'vitest';
import { formatDate, formatNaira, formatOrderNumber, plural } from './format';
import { formatPhoneNg } from './phone';

describe('formatNaira', () => {
  it('formats en-NG naira with kobo', () => {
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira('5000')).toBe('₦5,000.00');
    expect(formatNaira(0)).toBe('₦0.00');
  });
  it('treats missing or non-numeric amounts as zero', () => {
    expect(formatNaira(null)).toBe('₦0.00');
    expect(formatNaira('abc')).toBe('₦0.00');
  });
});

describe('formatPhoneNg', () => {
  it('shows E.164, 234… and local numbers as 0803 123 4567', () => {
    expect(formatPhoneNg('+2348031234567')).toBe('0803 123 4567');
    expect(formatPhoneNg('2348031234567')).toBe('0803 123 4567');
    expect(formatPhoneNg('08031234567')).toBe('0803 123 4567');
    expect(formatPhoneNg('0803 123 4567')).toBe('0803 123 4567');
  });
  it('returns anything else as given', () => {
    expect(formatPhoneNg('+14155550100')).toBe('+14155550100');
    expect(formatPhoneNg('')).toBe('');
    expect(formatPhoneNg(null)).toBe('');
  });
});

describe('formatDate', () => {
  it('uses en-NG day-month-year order', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
  });
  it('gives an empty string for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatOrderNumber', () => {
  it('shows every order number one way: #000007', () => {
    expect(formatOrderNumber(7)).toBe('#000007');
    expect(formatOrderNumber('42')).toBe('#000042');
    expect(formatOrderNumber(1234567)).toBe('#1234567');
  });
});

describe('plural', () => {
  it('says 1 night and 3 nights', () => {
    expect(plural(1, 'night')).toBe('1 night');
    expect(plural(3, 'night')).toBe('3 nights');
    expect(plural(0, 'guest')).toBe('0 guests');
  });
});
