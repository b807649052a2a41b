import { amenityChips } from '@/lib/amenities';
import { drawListFirstPage } from '@/lib/first-page';
import { fillTemplate } from '@/lib/html-template';
import { plural } from '@/lib/format';
import type { ApartmentsResponse } from '../api/apartments';
import { apartmentCardView } from './card-view';

/** The line under the heading: '12 properties', or that they are loading. */
export function propertiesCount(total: number, loading = false): string {
  return loading ? 'Loading properties…' : plural(total, 'property', 'properties');
}

/** The templates the draw below fills (components/first-page-templates.tsx renders them from the page's components). */
export type FirstPageTemplates = Record<
  'grid' | 'card' | 'pager' | 'verified' | 'photo-none' | 'photo-url' | 'photo-srcset' | 'chips-1' | 'chips-2' | 'chips-3' | 'chips-3-more',
  string
>;

/** One card as ApartmentCard draws it; null for a photo of a shape the templates lack. */
function drawCard(listing: ApartmentsResponse['data'][number], t: FirstPageTemplates): string | null {
  const { text, photo, verified, amenities } = apartmentCardView(listing);
  const photoTemplate = !photo ? t['photo-none'] : photo.srcset ? (photo.url ? t['photo-srcset'] : null) : t['photo-url'];
  if (photoTemplate === null) return null;
  const chips = amenityChips(amenities);
  const chipTexts = Object.fromEntries((chips?.shown ?? []).map((a, i) => [`a${i}`, a]));
  return fillTemplate(t.card, {
    ...text,
    photo: { html: fillTemplate(photoTemplate, { title: text.title, src: photo?.url ?? '', srcset: photo?.srcset ?? '' }) },
    verified: { html: verified ? t.verified : '' },
    amenities: {
      html: chips ? fillTemplate(t[chips.more ? 'chips-3-more' : (`chips-${chips.shown.length}` as 'chips-1')], { ...chipTexts, more: chips.more ?? '' }) : '',
    },
  });
}

/**
 * The first page of `/service-apartments` (no filters) drawn from the API's answer without React, as the page's
 * components draw it: the HTML of each `data-first-page` part. Null when there is nothing to draw this way (no
 * listing: the page's own empty state) or a listing the templates cannot show.
 */
export function drawApartmentsFirstPage(answer: ApartmentsResponse, t: FirstPageTemplates): Record<string, string> | null {
  return drawListFirstPage(answer, { count: propertiesCount, card: (listing) => drawCard(listing, t), grid: t.grid, pager: t.pager });
}
