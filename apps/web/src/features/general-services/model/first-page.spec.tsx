import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/app/entry/entry-prerender';
import { FIRST_PAGE_COUNT, FIRST_PAGE_LIST } from '@/lib/first-page';
import { carriedTemplates, drawnAndRendered } from '@/testing/first-page-testing';
import type { ServicePricing, ServiceVendor, ServiceVendorsResponse } from '../api/get-service-vendors';
import { FIRST_PAGE_KEY, firstPageTemplates } from '../components/first-page-templates';
import { drawServiceVendorsFirstPage } from './first-page';

const templates = carriedTemplates(firstPageTemplates(renderComponent));

function pricing(id: number, price = 15000): ServicePricing {
  return {
    id,
    service_vendor_id: 1,
    title: `Service ${id}`,
    description: null,
    price,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

function vendor(id: number, patch: Partial<ServiceVendor> = {}): ServiceVendor {
  return {
    id,
    vendor_id: id,
    service_name: `Provider ${id}`,
    description: 'Deep cleaning of homes and offices.',
    location: 'Yaba, Lagos',
    images: [],
    photos: [],
    phone: null,
    email: null,
    rating: '0.0',
    rating_count: 0,
    total_reviews: 0,
    is_featured: false,
    category: 'cleaning',
    categories: ['cleaning'],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    vendor: { id, business_name: null, is_verified: 0, user: { name: 'Ada Obi', profile_picture: null, phone: null } },
    pricings: [pricing(id * 10)],
    ...patch,
  };
}

const answer = (data: ServiceVendor[], last_page = 3): ServiceVendorsResponse =>
  ({ data, meta: { current_page: 1, per_page: 12, total: last_page === 1 ? data.length : 30, last_page } }) as ServiceVendorsResponse;

const photo = (url: string, srcset: string | null = null) => ({ url, srcset, width: 960, height: 540 });

describe('the first page of /general-services drawn without React', () => {
  it('is the markup React draws for the same answer, so hydration finds its own page', async () => {
    const verified = { id: 2, business_name: 'Sparkle Ventures', is_verified: 1, user: { name: 'Tunde', profile_picture: null, phone: null } };
    const vendors = [
      // The plainest card: no photo, no reviews, one pricing.
      vendor(1),
      // Verified and featured, rated, a photo without srcset, three pricings, a business name.
      vendor(2, {
        vendor: verified,
        is_featured: true,
        rating: '4.56',
        total_reviews: 1,
        photos: [photo('/uploads/2.webp')],
        pricings: [pricing(21), pricing(22, 1234567.5), pricing(23, 0)],
      }),
      // A photo with srcset, many reviews, more pricings than the card shows, no description or location.
      vendor(3, {
        photos: [photo('/uploads/3.webp', '/uploads/3-480.webp 480w, /uploads/3.webp 960w'), photo('/uploads/3b.webp')],
        rating: '5.0',
        total_reviews: 0,
        rating_count: 12,
        description: null,
        location: '',
        pricings: [1, 2, 3, 4, 5].map((n) => pricing(30 + n)),
      }),
      // No pricing (Book Service disabled), an unknown owner, texts to escape, a long name, only featured.
      vendor(4, {
        service_name: `Ade's <"Best"> & Co. Generator, Inverter and Solar Installation, Repairs and Maintenance Across Lagos and Ogun`,
        description: 'Fast & clean <b>work</b>, "guaranteed".',
        location: 'Lekki Phase 1 & Ajah, Lagos',
        is_featured: true,
        vendor: { id: 4, business_name: 'A&B "Power"', is_verified: 0, user: { name: null, profile_picture: null, phone: null } },
        pricings: [],
      }),
      // An empty srcset is no srcset; only verified.
      vendor(5, {
        photos: [photo('https://images.example.com/5.jpg?w=960&h=540', '')],
        vendor: { ...verified, id: 5, business_name: null },
        rating: '3.25',
        total_reviews: 7,
      }),
      // Two pricings, priced in naira with kobo.
      vendor(6, { pricings: [pricing(61, 2500.5), pricing(62, 99.99)] }),
    ];
    for (const [data, lastPage, count] of [
      [vendors, 3, '30 providers'],
      [vendors.slice(0, 1), 1, '1 provider'],
      [vendors.slice(1, 3), 1, '2 providers'],
    ] as const) {
      const drawn = drawServiceVendorsFirstPage(answer([...data], lastPage), templates);
      expect(drawn).not.toBeNull();
      const { drawn: parts, rendered } = await drawnAndRendered('/general-services', FIRST_PAGE_KEY, answer([...data], lastPage), drawn!);
      expect(rendered).toEqual(parts);
      expect(drawn![FIRST_PAGE_COUNT]).toBe(count);
      expect(drawn![FIRST_PAGE_LIST].match(/data-testid="service-vendor-card"/g)).toHaveLength(data.length);
      // The pager (Previous, 'Page 1 of 3', Next) with several pages only.
      expect(drawn![FIRST_PAGE_LIST].includes('Previous')).toBe(lastPage === 3);
    }
  });

  it('writes the card words the card itself writes', () => {
    const list = drawServiceVendorsFirstPage(
      answer([vendor(3, { pricings: [1, 2, 3, 4, 5].map((n) => pricing(30 + n)), rating: '4.56', total_reviews: 2 })], 1),
      templates,
    )![FIRST_PAGE_LIST];
    expect(list).toContain('+2 more');
    expect(list).toContain('4.6');
    expect(list).toContain('2 reviews');
    expect(list).toContain('Ada Obi');
  });

  it('leaves an empty list, a later page and a cover without a URL to the page itself', () => {
    expect(drawServiceVendorsFirstPage(answer([]), templates)).toBeNull();
    const second = { ...answer([vendor(1)]), meta: { current_page: 2, per_page: 12, total: 30, last_page: 3 } } as ServiceVendorsResponse;
    expect(drawServiceVendorsFirstPage(second, templates)).toBeNull();
    expect(drawServiceVendorsFirstPage(answer([vendor(1), vendor(2, { photos: [photo('', '/uploads/2-480.webp 480w')] })]), templates)).toBeNull();
  });
});
