import { drawListFirstPage } from '@/lib/first-page';
import { fillTemplate, type Markup } from '@/lib/html-template';
import { plural } from '@/lib/format';
import type { ServiceVendor, ServiceVendorsResponse } from '../api/get-service-vendors';
import { serviceVendorCardView } from './card-view';

/** The count beside the list's heading: '12 providers'. */
export const providersCount = (total: number): string => plural(total, 'provider', 'providers');

/** The templates the draw below fills (components/first-page-templates.tsx renders them from the page's components). */
export type ServiceVendorsFirstPageTemplates = Record<
  | 'grid'
  | 'card'
  | 'pager'
  | 'cover-url'
  | 'cover-srcset'
  | 'verified'
  | 'featured'
  | 'description'
  | 'location'
  | 'pricings'
  | 'pricings-more'
  | 'pricing'
  | 'book'
  | 'book-disabled',
  string
>;

const html = (markup: string): Markup => ({ html: markup });
const NONE = html('');

/** One card as ServiceVendorCard draws it; null for a cover of a shape the templates lack (no URL). */
function drawCard(vendor: ServiceVendor, t: ServiceVendorsFirstPageTemplates): string | null {
  const view = serviceVendorCardView(vendor);
  const { cover } = view;
  if (cover && !cover.url) return null;
  const rows = view.pricings.map((p) => fillTemplate(t.pricing, { title: p.title, price: p.price })).join('');
  return fillTemplate(t.card, {
    ...view.text,
    cover: cover ? html(fillTemplate(t[cover.srcset ? 'cover-srcset' : 'cover-url'], { src: cover.url, srcset: cover.srcset ?? '', alt: cover.alt })) : NONE,
    badges: html((view.verified ? t.verified : '') + (view.featured ? t.featured : '')),
    description: view.description ? html(fillTemplate(t.description, { description: view.description })) : NONE,
    location: view.location ? html(fillTemplate(t.location, { location: view.location })) : NONE,
    pricings: rows ? html(fillTemplate(t[view.morePricings ? 'pricings-more' : 'pricings'], { rows: html(rows), more: view.morePricings ?? '' })) : NONE,
    book: html(view.bookable ? t.book : t['book-disabled']),
  });
}

/**
 * The first page of `/general-services` (no search, all categories) drawn from the API's answer without React, as
 * the page's components draw it: the HTML of each `data-first-page` part (the count, the cards and their pager).
 * Null when there is nothing to draw this way (no provider: the page's own empty state) or a provider the templates
 * cannot show.
 */
export function drawServiceVendorsFirstPage(answer: ServiceVendorsResponse, t: ServiceVendorsFirstPageTemplates): Record<string, string> | null {
  return drawListFirstPage(answer, { count: providersCount, card: (vendor) => drawCard(vendor, t), grid: t.grid, pager: t.pager });
}
