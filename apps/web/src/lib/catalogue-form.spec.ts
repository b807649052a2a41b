import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES, SHOP_CATEGORIES } from '@oja/shared';
import { catalogueBody, catalogueFormValues, cataloguePhotoError, serverFieldErrors, validateCatalogueForm } from './catalogue-form';

const dish = { ...catalogueFormValues(), name: 'Jollof Rice & Chicken', price: '2500', category: 'Local Dishes' };
const product = { ...catalogueFormValues(), name: 'Tecno Spark 20', price: '145000', category: 'Electronics', stock: '12' };

describe('catalogue form', () => {
  it('accepts a dish with a name, a price and a food category', () => expect(validateCatalogueForm(dish, 'food', FOOD_CATEGORIES)).toEqual({}));

  it('requires the name, a price of at least ₦1 and one of the kind’s categories', () => {
    expect(validateCatalogueForm({ ...dish, name: ' ', price: '', category: 'Electronics' }, 'food', FOOD_CATEGORIES)).toEqual({
      name: 'Please fill in all required fields',
      price: 'Please fill in all required fields',
      category: 'Please fill in all required fields',
    });
    expect(validateCatalogueForm({ ...dish, price: '0.5' }, 'food', FOOD_CATEGORIES).price).toBe('The price must be at least ₦1');
    expect(validateCatalogueForm({ ...dish, price: '12.345' }, 'food', FOOD_CATEGORIES).price).toMatch(/at most 2 decimal places/);
  });

  it('asks a product for whole stock and an optional whole low-stock level; a dish for neither', () => {
    expect(validateCatalogueForm(product, 'product', SHOP_CATEGORIES)).toEqual({});
    expect(validateCatalogueForm({ ...product, stock: '' }, 'product', SHOP_CATEGORIES).stock).toBe('Please fill in all required fields');
    expect(validateCatalogueForm({ ...product, stock: '2.5' }, 'product', SHOP_CATEGORIES).stock).toBe('Stock must be a whole number from 0 to 1,000,000');
    expect(validateCatalogueForm({ ...product, stock: '0', low_stock_threshold: '-1' }, 'product', SHOP_CATEGORIES)).toEqual({
      low_stock_threshold: 'The low-stock level must be a whole number from 0 to 10,000',
    });
    expect(validateCatalogueForm({ ...dish, stock: '' }, 'food', FOOD_CATEGORIES)).toEqual({});
  });

  it('sends naira numbers, trimmed words, the photos, and the fields of the kind', () => {
    expect(catalogueBody({ ...dish, name: ' Jollof ', status: 'out-of-stock' }, 'food', ['https://x/a.webp'])).toEqual({
      name: 'Jollof',
      description: '',
      price: 2500,
      category: 'Local Dishes',
      images: ['https://x/a.webp'],
      status: 'out-of-stock',
    });
    expect(catalogueBody({ ...product, low_stock_threshold: '' }, 'product', [])).toEqual({
      name: 'Tecno Spark 20',
      description: '',
      price: 145000,
      category: 'Electronics',
      images: [],
      stock: 12,
    });
    expect(catalogueBody(product, 'product', [])).toMatchObject({ stock: 12, low_stock_threshold: 5 });
  });

  it('fills the form from a stored item', () => {
    expect(catalogueFormValues({ name: 'Zobo', description: null, price: 500, category: 'Drinks', status: 'unavailable' })).toMatchObject({
      name: 'Zobo',
      description: '',
      price: '500',
      status: 'unavailable',
      stock: '',
    });
    expect(
      catalogueFormValues({ name: 'Gele', description: 'x', price: 12000, category: 'Fashion', status: 'low-stock', stock: 3, low_stock_threshold: 4 }),
    ).toMatchObject({ status: 'available', stock: '3', low_stock_threshold: '4' });
  });

  it('reads the server’s field errors, first text each, list items under their list', () => {
    expect(serverFieldErrors({ price: ['too low', 'other'], 'images.2': ['Each image must be a web address'] })).toEqual({
      price: 'too low',
      images: 'Each image must be a web address',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('takes JPEG, PNG, WebP and HEIC photos of 10MB at most', () => {
    expect(cataloguePhotoError({ type: 'image/webp', size: 1000, name: 'a.webp' })).toBeNull();
    expect(cataloguePhotoError({ type: '', size: 1000, name: 'a.HEIC' })).toBeNull();
    expect(cataloguePhotoError({ type: 'application/pdf', size: 1000, name: 'a.pdf' })).toBe('Please select a valid image file');
    expect(cataloguePhotoError({ type: 'image/png', size: 11 * 1024 * 1024, name: 'a.png' })).toBe('Each photo must be 10MB or less');
  });
});
