import { type EntityManager, In } from 'typeorm';
import { FoodDetails } from './entities/food-details.entity.js';
import { ProductDetails } from './entities/product-details.entity.js';
import { Vendor } from './entities/vendor.entity.js';

/** A food or product vendor as the food and shop lists show it (cart-orders asks here; vendors owns the rows). */
export interface ShopVendor {
  id: number;
  userId: number;
  category: string;
  live: boolean;
  businessName: string;
  /** The restaurant's name (food), else the business name. */
  name: string;
  cuisine: string | null;
  address: string | null;
  phone: string | null;
  openingHours: string | null;
  logo: string | null;
}

/** Food and product vendors by id with their setup details, in one round trip per table; `liveOnly`: the stored `vendors.live`. */
export async function shopVendors(
  manager: EntityManager,
  filter: { ids?: number[]; category?: 'food_vendor' | 'product_vendor'; liveOnly?: boolean },
): Promise<ShopVendor[]> {
  const where: Record<string, unknown> = {};
  if (filter.ids) where.id = In(filter.ids);
  where.category = filter.category ?? In(['food_vendor', 'product_vendor']);
  if (filter.liveOnly) where.live = true;
  const vendors = await manager.find(Vendor, { where, order: { id: 'ASC' } });
  if (!vendors.length) return [];
  const ids = vendors.map((v) => v.id);
  const food = new Map((await manager.find(FoodDetails, { where: { vendorId: In(ids) } })).map((d) => [d.vendorId, d]));
  const product = new Map((await manager.find(ProductDetails, { where: { vendorId: In(ids) } })).map((d) => [d.vendorId, d]));
  return vendors.map((v) => {
    const f = food.get(v.id);
    const p = product.get(v.id);
    return {
      id: v.id,
      userId: v.userId,
      category: v.category,
      live: v.live,
      businessName: v.businessName,
      name: f?.restaurantName || v.businessName,
      cuisine: f?.cuisine ?? null,
      address: f?.address ?? p?.storeAddress ?? null,
      phone: f?.phone ?? p?.storePhone ?? null,
      openingHours: f?.openingHours ?? null,
      logo: f?.logo ?? p?.logo ?? null,
    };
  });
}

/** SQL: is the vendor of `column` live (stored `vendors.live`)? For the catalogue's public reads, in one query. */
export const vendorIsLiveSql = (column: string) => `EXISTS (SELECT 1 FROM vendors lv WHERE lv.id = ${column} AND lv.live)`;

/** SQL: the business name of the vendor of `column` (the shop's seller line), read in the caller's query. */
export const vendorBusinessNameSql = (column: string) => `(SELECT bv.business_name FROM vendors bv WHERE bv.id = ${column})`;

/**
 * SQL: the live food vendors as the food list filters them (id, name, business name, cuisine, opening hours as
 * minutes of the week), for a caller's WITH clause; `name` as ShopVendor's (the restaurant's name, else the business name).
 */
export const liveRestaurantsSql = `SELECT v.id, coalesce(nullif(f.restaurant_name, ''), v.business_name) AS name, v.business_name, f.cuisine, f.open_minutes
  FROM vendors v LEFT JOIN vendor_food_details f ON f.vendor_id = v.id WHERE v.live AND v.category = 'food_vendor'`;

/**
 * SQL: the food and shop lists' view of the vendors `column` names, for a caller's query that reads them with its own
 * rows (one round trip): the FROM part (`from`, inner-joining the vendor) and the columns (`columns`: id, user_id,
 * category, live, business_name, name, cuisine, address, phone, opening_hours, logo), the same values as shopVendors.
 */
export const shopVendorSql = (column: string) => ({
  from: `JOIN vendors sv ON sv.id = ${column} LEFT JOIN vendor_food_details sf ON sf.vendor_id = sv.id LEFT JOIN vendor_product_details sp ON sp.vendor_id = sv.id`,
  columns: `sv.id, sv.user_id, sv.category, sv.live, sv.business_name, coalesce(nullif(sf.restaurant_name, ''), sv.business_name) AS name, sf.cuisine,
            coalesce(sf.address, sp.store_address) AS address, coalesce(sf.phone, sp.store_phone) AS phone, sf.opening_hours, coalesce(sf.logo, sp.logo) AS logo`,
});

/** A row of shopVendorSql's columns as shopVendors gives it. */
export function shopVendorOf(r: Record<string, unknown>): ShopVendor {
  return {
    id: r.id as number,
    userId: r.user_id as number,
    category: r.category as string,
    live: r.live as boolean,
    businessName: r.business_name as string,
    name: r.name as string,
    cuisine: (r.cuisine as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    openingHours: (r.opening_hours as string | null) ?? null,
    logo: (r.logo as string | null) ?? null,
  };
}
