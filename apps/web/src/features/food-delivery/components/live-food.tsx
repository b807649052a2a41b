import { FOOD_CATEGORIES } from '@oja/shared';
import { LiveCatalogue, type LiveCatalogueTexts } from '@/components/live-catalogue';
import { useCatalogueParams } from '@/lib/use-catalogue-params';
import { FETCH_RESTAURANTS_FAILED, useRestaurants } from '../api/food';
import { RestaurantCard } from './restaurant-card';

const TEXTS: LiveCatalogueTexts = {
  title: 'Food Delivery',
  intro:
    'Order from verified restaurants near you. Every order is sealed and photographed at handover, and your payment stays in escrow until you confirm the seal was intact.',
  searchLabel: 'Search restaurants or dishes',
  allLabel: 'All',
  loading: 'Loading restaurants...',
  failed: FETCH_RESTAURANTS_FAILED,
  empty: 'No restaurants match your search.',
  emptyHint: 'Only restaurants open now are listed. Try another dish or category.',
  ids: { list: 'restaurants', empty: 'no-restaurants', pager: 'restaurants-pager', error: 'restaurants-error' },
};

/** `/food-delivery` with live restaurants: search (`q`), category chips, pages of restaurant cards, the cart. */
export function LiveFood() {
  const search = useCatalogueParams(FOOD_CATEGORIES);
  const result = useRestaurants(search.api);
  return <LiveCatalogue texts={TEXTS} categories={FOOD_CATEGORIES} search={search} result={result} renderItem={(r) => <RestaurantCard restaurant={r} />} />;
}
