import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@oja/shared';
import { CATEGORY_FORMS, categoryPayload, initialCategoryValues, setupPath, validateCategoryDetails } from './category-forms';
import { TEST_ACCOUNT } from './test-account';

describe('category forms', () => {
  it('posts each category to its setup route', () => {
    expect(setupPath('mechanic')).toBe('/api/vendor/mechanic/setup');
    expect(setupPath('product_vendor')).toBe('/api/vendor/product/setup');
    expect(setupPath('service_apartment')).toBe('/api/vendor/apartment/setup');
    expect(setupPath('service_vendor')).toBe('/api/vendor/service/setup');
    expect(setupPath('food_vendor')).toBe('/api/vendor/food/setup');
  });

  it('has the food form: restaurant_name, cuisine, address, phone, opening_hours and an optional logo', () => {
    expect(CATEGORY_FORMS.food_vendor.fields.map((f) => [f.name, Boolean(f.optional)])).toEqual([
      ['restaurant_name', false],
      ['cuisine', false],
      ['address', false],
      ['phone', false],
      ['opening_hours', false],
      ['logo', true],
    ]);
  });

  it('starts the rider at bike and 1 year, and fills contact fields from the account', () => {
    expect(initialCategoryValues('rider', null)).toEqual({ vehicle_type: 'bike', experience_years: '1' });
    const product = initialCategoryValues('product_vendor', TEST_ACCOUNT);
    expect(product.contact_person).toBe('Ada Obi');
    expect(product.store_phone).toBe(TEST_ACCOUNT.phone);
    expect(product.store_email).toBe(TEST_ACCOUNT.email);
  });

  it('asks the food and shop vendors for a logo picture, not a URL', () => {
    expect(CATEGORY_FORMS.food_vendor.fields.find((f) => f.name === 'logo')?.kind).toBe('image');
    expect(CATEGORY_FORMS.product_vendor.fields.find((f) => f.name === 'logo')?.kind).toBe('image');
  });

  it('requires every field but the optional website and logo', () => {
    const errors = validateCategoryDetails('food_vendor', {
      restaurant_name: ' ',
      cuisine: '',
      address: 'x',
      phone: '08031234567',
      opening_hours: 'x',
      logo: '',
    });
    expect(errors).toEqual({ restaurant_name: MESSAGES.requiredFields, cuisine: MESSAGES.requiredFields });
  });

  it('checks rider experience as a whole number 1–50 and the vehicle type', () => {
    for (const bad of ['0', '51', '2.5', 'abc']) {
      expect(validateCategoryDetails('rider', { vehicle_type: 'bike', experience_years: bad }).experience_years).toBe(MESSAGES.invalidExperience);
    }
    expect(validateCategoryDetails('rider', { vehicle_type: 'car', experience_years: '3' }).vehicle_type).toBeTruthy();
    expect(validateCategoryDetails('rider', { vehicle_type: 'tricycle', experience_years: '50' })).toEqual({});
  });

  it('accepts only http(s) website addresses', () => {
    const base = { full_name: 'A', phone_number: '08031234567', organization_name: 'B', organization_address: 'C', years_of_experience: '4' };
    expect(validateCategoryDetails('service_apartment', { ...base, website: 'ftp://x.com' }).website).toBe(MESSAGES.invalidUrl);
    expect(validateCategoryDetails('service_apartment', { ...base, website: 'https://x.com' })).toEqual({});
    expect(validateCategoryDetails('service_apartment', { ...base, website: '' })).toEqual({});
  });

  it('sends years as numbers and leaves blank optional URLs out', () => {
    expect(categoryPayload('rider', { vehicle_type: 'bike', experience_years: ' 7 ' })).toEqual({ vehicle_type: 'bike', experience_years: 7 });
    expect(categoryPayload('food_vendor', { restaurant_name: ' Iya ', cuisine: 'x', address: 'y', phone: '0803', opening_hours: 'z', logo: ' ' })).toEqual({
      restaurant_name: 'Iya',
      cuisine: 'x',
      address: 'y',
      phone: '0803',
      opening_hours: 'z',
    });
  });
});
