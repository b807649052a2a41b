import useSWR from 'swr';
import type { FoodCategory, MenuItemStatus } from '@oja/shared';
import type { CartVendor } from '@/lib/cart';
import { catalogueKey, type CatalogueImage, type CataloguePage, type CatalogueQuery } from '@/lib/use-catalogue-params';

// Hand-written from docs/food-and-shop.md ("Public lists") until the generated API types carry these routes.

/** A dish as the public restaurant reads give it. */
export interface PublicMenuItem {
  id: number;
  vendor_id: number;
  name: string;
  description: string | null;
  price: number;
  category: FoodCategory;
  status: MenuItemStatus;
  image: string | null;
  images?: CatalogueImage[];
}

/** GET /api/food/vendors (list) and /api/food/vendors/{id} (the whole menu). */
export interface PublicRestaurant {
  id: number;
  name: string;
  cuisine: string | null;
  address: string | null;
  opening_hours: string | null;
  open_now: boolean;
  logo: string | null;
  delivery_fee: number;
  free_delivery_over: number | null;
  categories: FoodCategory[];
  rating: number | null;
  menu: PublicMenuItem[];
}

export const RESTAURANTS_PATH = '/api/food/vendors';
/** Dishes shown on a restaurant's card, and so asked of the list (`menu_size`); "View Menu" has them all. */
export const CARD_DISHES = 4;
export const FETCH_RESTAURANTS_FAILED = 'Failed to load restaurants';

/** One page of the live, open restaurants (null query: not asked). */
export function useRestaurants(query: CatalogueQuery | null) {
  return useSWR<CataloguePage<PublicRestaurant>>(query ? restaurantsKey(query) : null, { keepPreviousData: true });
}

/** The API path of a page of the restaurants list, each card with the dishes it shows (its categories are the whole menu's). */
export const restaurantsKey = (query: CatalogueQuery) => `${catalogueKey(RESTAURANTS_PATH, query)}&menu_size=${CARD_DISHES}`;

/** One live restaurant with its whole menu (404 RESTAURANT_NOT_FOUND when it is not live). */
export function useRestaurant(id: string | undefined) {
  return useSWR<{ data: PublicRestaurant }>(id ? `${RESTAURANTS_PATH}/${encodeURIComponent(id)}` : null);
}

/** The restaurant as its cart keeps it. */
export const cartVendorOf = (r: PublicRestaurant): CartVendor => ({
  id: r.id,
  name: r.name,
  kind: 'food',
  delivery_fee: r.delivery_fee,
  free_delivery_over: r.free_delivery_over,
});
