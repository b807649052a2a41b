import type { ReactNode } from 'react';
import { FirstPagePager } from '@/components/list-pager';
import { hole } from '@/lib/html-template';
import { serviceVendorsKey } from '../api/get-service-vendors';
import { CARD_TEXTS, type ServiceVendorCardTexts } from '../model/card-view';
import type { ServiceVendorsFirstPageTemplates } from '../model/first-page';
import {
  BookServiceButton,
  CardCover,
  CardDescription,
  CardLocation,
  CardPricings,
  FeaturedBadge,
  PricingRow,
  ServiceVendorCardLayout,
  VerifiedBadge,
} from './service-vendor-card';
import { ServiceVendorGrid } from './service-vendor-grid';

const noop = () => undefined;

/** What the prerendered `/general-services` asks the API for first: the directory with no search, all categories. */
export const FIRST_PAGE_KEY = serviceVendorsKey({ q: '', category: 'all', page: 1 });

/**
 * The page's list components rendered with holes (at build time, by the prerender): the templates from which
 * model/first-page.ts draws the first page before the app has loaded. `render` is React's server renderer with
 * the app's Chakra system.
 */
export function firstPageTemplates(render: (node: ReactNode) => string): ServiceVendorsFirstPageTemplates {
  const text = Object.fromEntries(CARD_TEXTS.map((name) => [name, hole(name)])) as ServiceVendorCardTexts;
  return {
    grid: render(<ServiceVendorGrid dimmed={false}>{hole('cards')}</ServiceVendorGrid>),
    card: render(
      <ServiceVendorCardLayout
        text={text}
        cover={hole('cover')}
        badges={hole('badges')}
        description={hole('description')}
        location={hole('location')}
        pricings={hole('pricings')}
        book={hole('book')}
      />,
    ),
    pager: render(<FirstPagePager />),
    'cover-url': render(<CardCover url={hole('src')} srcset={null} alt={hole('alt')} />),
    'cover-srcset': render(<CardCover url={hole('src')} srcset={hole('srcset')} alt={hole('alt')} />),
    verified: render(<VerifiedBadge />),
    featured: render(<FeaturedBadge />),
    description: render(<CardDescription text={hole('description')} />),
    location: render(<CardLocation text={hole('location')} />),
    pricings: render(<CardPricings rows={hole('rows')} more={null} />),
    'pricings-more': render(<CardPricings rows={hole('rows')} more={hole('more')} />),
    pricing: render(<PricingRow title={hole('title')} price={hole('price')} />),
    book: render(<BookServiceButton disabled={false} onClick={noop} />),
    'book-disabled': render(<BookServiceButton disabled onClick={noop} />),
  };
}
