import useSWR from 'swr';
import type { MenuItemStatus } from '@oja/shared';
import type { ApiAnswer, ApiSchemas } from '@/lib/api-schema';
import { catalogueRoutes, useCatalogue } from '@/lib/vendor-shop';

export function useFoodDashboard() {
  return useSWR<ApiAnswer<'/api/vendor/food/dashboard'>>('/api/vendor/food/dashboard');
}

/** A dish on the vendor's menu (the schema's `status` is text; a dish's is one of the three). */
export type MenuItem = Omit<ApiSchemas['Item'], 'status'> & { status: MenuItemStatus };

export const MENU_ITEMS_KEY = '/api/vendor/menu-items';

/** GET /api/vendor/menu-items: every status, newest first. */
export const useMenuItems = (page = 1) => useCatalogue<MenuItem>(MENU_ITEMS_KEY, page);

/** Add, edit, delete a dish; upload its photos (POST /api/vendor/menu-items/photos). */
export const menuRoutes = catalogueRoutes<MenuItem>(MENU_ITEMS_KEY);
