import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/app/entry/entry-prerender';
import { FIRST_PAGE_COUNT } from '@/lib/first-page';
import { carriedTemplates, drawnAndRendered } from '@/testing/first-page-testing';
import type { ApartmentsResponse } from '../api/apartments';
import type { Listing } from '../api/types';
import { FIRST_PAGE_KEY, firstPageTemplates } from '../components/first-page-templates';
import { drawApartmentsFirstPage } from './first-page';

const templates = carriedTemplates(firstPageTemplates(renderComponent));

function listing(id: number, patch: Partial<Listing> = {}): Listing {
  return {
    id,
    vendor_id: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    title: `Flat ${id}`,
    type: 'shortlet',
    description: null,
    location: 'Lekki, Lagos',
    price_per_night: '25000.00',
    images: [],
    photos: [],
    is_verified: 0,
    status: 'active',
    max_guests: 2,
    bedrooms: 1,
    bathrooms: 1,
    amenities: [],
    rating: '0.00',
    reviews_count: 0,
    booking_limits: { max_nights: 90, max_days_ahead: 365 },
    vendor: { business_name: null },
    ...patch,
  };
}

const answer = (data: Listing[], last_page = 3): ApartmentsResponse =>
  ({ data, meta: { current_page: 1, per_page: 12, total: 30, last_page } }) as ApartmentsResponse;

describe('the first page of /service-apartments drawn without React', () => {
  it('is the markup React draws for the same answer, so hydration finds its own page', async () => {
    const listings = [
      listing(1),
      listing(2, { is_verified: 1, rating: '4.56', reviews_count: 1, amenities: ['Wi-Fi'], max_guests: 1, bedrooms: 2, bathrooms: 3 }),
      listing(3, {
        title: `Ade's <"best"> & co`,
        location: '',
        amenities: ['Wi-Fi', 'Pool'],
        photos: [{ url: '/p/3.webp', srcset: '/p/3-480.webp 480w, /p/3.webp 960w', width: 960, height: 720 }],
      }),
      listing(4, { amenities: ['Wi-Fi', 'Pool', 'Gym'], images: ['/legacy/4.jpg'] }),
      listing(5, { amenities: ['Wi-Fi', 'Pool', 'Gym', 'Parking', 'Generator'], type: 'hotel', price_per_night: '1234567.5' }),
    ];
    for (const [data, lastPage] of [
      [listings, 3],
      [listings.slice(0, 1), 1],
    ] as const) {
      const drawn = drawApartmentsFirstPage(answer([...data], lastPage), templates);
      expect(drawn).not.toBeNull();
      const { drawn: parts, rendered } = await drawnAndRendered('/service-apartments', FIRST_PAGE_KEY, answer([...data], lastPage), drawn!);
      expect(rendered).toEqual(parts);
      expect(drawn![FIRST_PAGE_COUNT]).toBe('30 properties');
    }
  });

  it('leaves an empty list, and a photo given only as a srcset, to the page itself', () => {
    expect(drawApartmentsFirstPage(answer([]), templates)).toBeNull();
    const srcsetOnly = listing(1, { photos: [{ url: '', srcset: '/p/1-480.webp 480w', width: null, height: null }] });
    expect(drawApartmentsFirstPage(answer([srcsetOnly]), templates)).toBeNull();
  });
});
