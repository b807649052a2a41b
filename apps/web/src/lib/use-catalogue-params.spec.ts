import { describe, expect, it } from 'vitest';
import { catalogueKey, pageParam } from './use-catalogue-params';

describe('catalogue params', () => {
  it('builds one key per page, leaving empty filters out', () => {
    expect(catalogueKey('/api/products', { q: '', category: '', page: 1 })).toBe('/api/products?page=1&per_page=12');
    expect(catalogueKey('/api/food/vendors', { q: ' jollof ', category: 'Local Dishes', page: 2 })).toBe(
      '/api/food/vendors?q=jollof&category=Local+Dishes&page=2&per_page=12',
    );
  });

  it('reads a page number, 1 for anything else', () => {
    expect(pageParam('3')).toBe(3);
    for (const v of [null, '', '0', '-2', '1.5', 'x']) expect(pageParam(v)).toBe(1);
  });
});
