import type { ReactNode } from 'react';
import { AmenityChipList } from '@/components/amenity-chips';
import { FirstPagePager } from '@/components/list-pager';
import { hole } from '@/lib/html-template';
import { CARD_TEXTS, type ApartmentCardTexts } from '../model/card-view';
import type { FirstPageTemplates } from '../model/first-page';
import { readSearch, apartmentsKey } from '../model/search';
import { ApartmentCardLayout, CardPhoto, VerifiedBadge } from './apartment-card';
import { ApartmentGrid } from './apartment-grid';

const noop = () => undefined;

/** What the prerendered `/service-apartments` asks the API for first: the list with no filters. */
export const FIRST_PAGE_KEY = apartmentsKey(readSearch(new URLSearchParams()));

/**
 * The page's list components rendered with holes (at build time, by the prerender): the templates from which
 * model/first-page.ts draws the first page before the app has loaded. `render` is React's server renderer with
 * the app's Chakra system.
 */
export function firstPageTemplates(render: (node: ReactNode) => string): FirstPageTemplates {
  const text = Object.fromEntries(CARD_TEXTS.map((name) => [name, hole(name)])) as ApartmentCardTexts;
  const a = [hole('a0'), hole('a1'), hole('a2')];
  return {
    grid: render(<ApartmentGrid dimmed={false}>{hole('cards')}</ApartmentGrid>),
    card: render(<ApartmentCardLayout text={text} photo={hole('photo')} verified={hole('verified')} amenities={hole('amenities')} onBook={noop} />),
    pager: render(<FirstPagePager testId="pager" />),
    verified: render(<VerifiedBadge />),
    'photo-none': render(<CardPhoto photo={null} alt={hole('title')} />),
    'photo-url': render(<CardPhoto photo={{ url: hole('src') }} alt={hole('title')} />),
    'photo-srcset': render(<CardPhoto photo={{ url: hole('src'), srcset: hole('srcset') }} alt={hole('title')} />),
    'chips-1': render(<AmenityChipList shown={a.slice(0, 1)} more={null} />),
    'chips-2': render(<AmenityChipList shown={a.slice(0, 2)} more={null} />),
    'chips-3': render(<AmenityChipList shown={a} more={null} />),
    'chips-3-more': render(<AmenityChipList shown={a} more={hole('more')} />),
  };
}
