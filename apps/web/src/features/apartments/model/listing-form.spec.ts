import { describe, expect, it } from 'vitest';
import { photoFileError, validateListingForm } from './listing-form';

const ok = {
  title: 'Ikoyi studio',
  description: '',
  location: 'Ikoyi, Lagos',
  price_per_night: '25000',
  type: 'shortlet',
  max_guests: '',
  bedrooms: '2',
  bathrooms: '',
};

describe('listing form', () => {
  it('accepts a minimal listing', () => expect(validateListingForm(ok, 0)).toEqual({}));
  it('requires title, location and price', () => {
    expect(validateListingForm({ ...ok, title: ' ', location: '', price_per_night: '' }, 0)).toEqual({
      title: 'Please fill in all required fields',
      location: 'Please fill in all required fields',
      price_per_night: 'Please fill in all required fields',
    });
  });
  it('wants a numeric price with at most 2 decimals', () => {
    expect(validateListingForm({ ...ok, price_per_night: 'abc' }, 0).price_per_night).toMatch(/Price must be a number/);
    expect(validateListingForm({ ...ok, price_per_night: '100.555' }, 0).price_per_night).toBeDefined();
  });
  it('checks counts and the photo limit', () => {
    expect(validateListingForm({ ...ok, bedrooms: '1.5' }, 0).bedrooms).toBeDefined();
    expect(validateListingForm(ok, 11).images).toBe('You can add at most 10 photos');
  });
  it('checks photo files', () => {
    expect(photoFileError({ type: 'image/jpeg', size: 1000, name: 'a.jpg' })).toBeNull();
    expect(photoFileError({ type: '', size: 1000, name: 'a.HEIC' })).toBeNull();
    expect(photoFileError({ type: 'application/pdf', size: 1000, name: 'a.pdf' })).toBe('Please select a valid image file');
    expect(photoFileError({ type: 'image/png', size: 11 * 1024 * 1024, name: 'a.png' })).toBe('Each photo must be 10MB or less');
  });
});
