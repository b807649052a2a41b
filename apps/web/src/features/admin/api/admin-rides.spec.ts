import { describe, expect, it } from 'vitest';
import { adminRidesKey } from './admin-rides';

describe('admin rides list', () => {
  it('keys a page with only the filters chosen', () => {
    expect(adminRidesKey({ status: '', purpose: '', page: 1 })).toBe('/api/admin/rides?page=1');
    expect(adminRidesKey({ status: 'searching', purpose: 'delivery', page: 2 })).toBe('/api/admin/rides?status=searching&purpose=delivery&page=2');
  });
});
