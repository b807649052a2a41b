import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApplyValueTransformers } from 'typeorm/util/ApplyValueTransformers.js';
import { FOOD_CATEGORIES, koboToNaira, minuteOfWeek } from '@oja/shared';
import { knownLiteral, SearchSql } from '../../common/search-sql.js';
import { camelRow, sqlPage, type PageRequest } from '../../common/pagination.js';
import { liveRestaurantsSql, shopVendorOf, shopVendorSql, vendorBusinessNameSql, type ShopVendor } from '../vendors/shop-vendors.js';
import { wireTime } from '../../common/wire-time.js';
import { storefrontSettings, type PresentableItem, type StorefrontSettings } from './catalogue.presenter.js';
import { CatalogueItem } from './entities/catalogue-item.entity.js';
import type { Storefront } from './entities/storefront.entity.js';

/** A product's seller line: its business name and delivery fee rule (its storefront's, else the defaults). */
export function sellerOf(id: number, businessName: string, storefront: Pick<Storefront, 'deliveryFeeKobo' | 'freeDeliveryOverKobo'> | null) {
  const s = storefrontSettings(storefront as StorefrontSettings | null, 'product');
  return {
    id,
    business_name: businessName,
    delivery_fee: koboToNaira(s.deliveryFeeKobo),
    free_delivery_over: s.freeDeliveryOverKobo === null ? null : koboToNaira(s.freeDeliveryOverKobo),
  };
}

type ProductRow = Record<string, unknown> & {
  vendor_id: number;
  business_name: string | null;
  storefront_vendor_id: number | null;
  storefront_delivery_fee_kobo: string | null;
  storefront_free_delivery_over_kobo: string | null;
};

const kobo = (v: string | null) => (v === null ? null : Number(v));

/** Raw catalogue_items rows (`i.*`, snake_case) as entities, through the entity's own column transformers. */
function itemsOf(db: DataSource, rows: Record<string, unknown>[]): CatalogueItem[] {
  const columns = db.getMetadata(CatalogueItem).columns;
  return rows.map((r) => {
    const item = new CatalogueItem();
    for (const c of columns) {
      if (!(c.databaseName in r)) continue;
      const value = db.driver.prepareHydratedValue(r[c.databaseName], c);
      c.setEntityValue(item, c.transformer ? ApplyValueTransformers.transformFrom(c.transformer, value) : value);
    }
    return item;
  });
}

/**
 * One page of the public products (`filtered`: catalogue_items `i`, FROM and WHERE), newest first, in one query: the
 * page's ids from the index, their rows with the seller's name and storefront, and the total (common/list-total.ts).
 */
export async function productPage(db: DataSource, filtered: SelectQueryBuilder<ObjectLiteral>, p: Pick<PageRequest, 'page' | 'perPage'>) {
  const { rows, total } = await sqlPage<ProductRow>(db, filtered.select('i.id', 'id'), {
    order: 'i.id DESC',
    page: p.page,
    perPage: p.perPage,
    read: (ids, totalColumn) => `
      SELECT i.*, ${vendorBusinessNameSql('i.vendor_id')} AS business_name, s.vendor_id AS storefront_vendor_id,
             s.delivery_fee_kobo AS storefront_delivery_fee_kobo, s.free_delivery_over_kobo AS storefront_free_delivery_over_kobo${totalColumn}
        FROM (${ids}) ids JOIN catalogue_items i ON i.id = ids.id LEFT JOIN storefronts s ON s.vendor_id = i.vendor_id
       ORDER BY i.id DESC`,
  });
  const items = itemsOf(db, rows);
  return {
    total,
    rows: rows.map((r, n) => ({
      item: items[n]!,
      seller: sellerOf(
        r.vendor_id,
        r.business_name ?? '',
        r.storefront_vendor_id === null
          ? null
          : { deliveryFeeKobo: kobo(r.storefront_delivery_fee_kobo), freeDeliveryOverKobo: kobo(r.storefront_free_delivery_over_kobo) },
      ),
    })),
  };
}

/** SQL: the dishes that can be ordered of the restaurant `restaurant` (an id; `r.id` by default) (of `category`, one of FOOD_CATEGORIES, when given). */
const orderable = (category: string | null, restaurant = 'r.id') =>
  `FROM catalogue_items i WHERE i.vendor_id = ${restaurant} AND i.profile = 'food' AND i.status = 'available' AND i.deleted_at IS NULL${
    category ? ` AND i.category = ${knownLiteral(category, FOOD_CATEGORIES)}` : ''
  }`;

/** A restaurant of the food list's page: its vendor's fields and its storefront (null: none, the defaults). */
export interface RestaurantRow {
  vendor: ShopVendor;
  /** Its card menu. */
  menu: PresentableItem[];
  /** The categories of its whole menu, but those of unavailable dishes (a card menu may show only a few dishes). */
  categories: string[];
  storefront: StorefrontSettings | null;
}

/**
 * One page of the live restaurants the food list shows at `now`, in its order (by id), with their vendors' fields,
 * storefronts, card menus (at most `menuSize` dishes that can be ordered, those of `category` first, then by id; as
 * JSON, one value a restaurant; none for 0) and whole menus' categories (restaurant_search.categories, kept by the database), and their total (common/list-total.ts), in
 * one query (two for a search: its ids, planned for its words, then their page): kitchen switched on, at least one dish that can be ordered (of `category` when given), matching the words `q` in its name, business name, cuisine or those dishes
 * (one text, as matchesSearch reads it, kept in restaurant_search by the database), and
 * open at `now` by its opening hours stored as minutes of the week (NULL: always open, as isOpenAt reads hours it
 * cannot read; FoodDetails.openMinutes). The minute is `now`'s, in Lagos time.
 */
export async function openRestaurantPage(
  db: DataSource,
  q: string | undefined,
  category: string | null,
  now: number,
  p: Pick<PageRequest, 'page' | 'perPage'> & { menuSize: number },
): Promise<{ rows: RestaurantRow[]; total: number }> {
  // A search reads restaurant_search (migration RestaurantSearch): each food vendor's whole text (name, business name,
  // cuisine, the dishes that can be ordered) with its trigram index and statistics, and its vendor's `live` and
  // hours. Planned on that one table, a rare word is found through the index and a common one ("jollof", on nearly
  // every menu) by walking the restaurants in the page's order until the page is full; joined to the vendors first,
  // the planner took the matches for a handful and sorted them all. Without words, the live restaurants of the
  // vendors module's view.
  const words = new SearchSql('rs.search_text', 'fq', true).words(q);
  const r = words ? 'rs.vendor_id' : 'r.id';
  const where = [
    `coalesce(s.kitchen_open, true)`,
    // NULL hours: always open. Written as coalesce(…, true), whose selectivity the planner does not estimate from the
    // minute's value: a custom plan then costs what the generic one does, so after five calls PostgreSQL keeps the
    // statement's generic plan instead of planning the page query again on every call (2.7 ms of planning against
    // 0.4 ms of running it, at 1,000 restaurants), and that plan walks the restaurants in id order for the page.
    `coalesce(${words ? 'rs' : 'r'}.open_minutes @> CAST(:minute AS integer), true)`,
    // A dish that can be ordered (of `category`): a search reads it from its row (restaurant_search.orderable), which
    // keeps a join out of the planning it does on every call; the list without words, from the dishes.
    words
      ? category
        ? `${knownLiteral(category, FOOD_CATEGORIES)} = ANY(rs.orderable)`
        : `rs.orderable <> '{}'`
      : `EXISTS (SELECT 1 ${orderable(category, r)})`,
    ...(words ? ['rs.live', words.sql] : []),
  ];
  const matching = db.driver.escapeQueryWithParameters(
    `${words ? 'SELECT rs.vendor_id AS id FROM restaurant_search rs' : `WITH r AS (${liveRestaurantsSql}) SELECT r.id FROM r`} LEFT JOIN storefronts s ON s.vendor_id = ${r} WHERE ${where.join(' AND ')}`,
    { ...(words?.params ?? {}), minute: minuteOfWeek(now) },
  );
  const vendor = shopVendorSql('ids.id');
  // The card menu: at most menuSize dishes that can be ordered, those of `category` first, then by id. (Without a
  // category, by id alone: the first of catalogue_items_menu_by_id, no sort.)
  const menuOrder = (alias: string) => (category ? `${alias}.category = ${knownLiteral(category, FOOD_CATEGORIES)} DESC, ${alias}.id` : `${alias}.id`);
  const { rows, total } = await sqlPage<PageRow>(db, matching, {
    order: r,
    // PostgreSQL's plan for any pattern (after five calls it would settle on one) reads every restaurant a common
    // word matches through the index: 5 ms for "jollof" against 0.2 ms walking. The page's ids are planned for
    // its words on each call, the page read for them is prepared.
    planEachCall: words !== null,
    page: p.page,
    perPage: p.perPage,
    read: (ids, totalColumn) => `
      SELECT ${vendor.columns}, st.vendor_id AS storefront_vendor_id, st.kitchen_open AS storefront_kitchen_open,
             st.delivery_fee_kobo AS storefront_delivery_fee_kobo, st.free_delivery_over_kobo AS storefront_free_delivery_over_kobo,
             ${
               p.menuSize > 0
                 ? `(SELECT coalesce(json_agg(m ORDER BY ${menuOrder('m')}), '[]')
                FROM (SELECT ${MENU_FIELDS.map((f) => `i.${f}`).join(', ')} ${orderable(null, 'ids.id')} ORDER BY ${menuOrder('i')} LIMIT ${Number(p.menuSize)}) m)`
                 : `'[]'::json`
             } AS menu,
             coalesce(rc.categories, '{}') AS categories${totalColumn}
        FROM (${ids}) ids ${vendor.from} LEFT JOIN storefronts st ON st.vendor_id = ids.id
        LEFT JOIN restaurant_search rc ON rc.vendor_id = ids.id
       ORDER BY ids.id`,
  });
  return {
    total,
    rows: rows.map((r) => ({
      vendor: shopVendorOf(r),
      menu: r.menu.map(dishOf),
      categories: r.categories,
      storefront:
        r.storefront_vendor_id === null
          ? null
          : {
              kitchenOpen: r.storefront_kitchen_open,
              deliveryFeeKobo: kobo(r.storefront_delivery_fee_kobo),
              freeDeliveryOverKobo: kobo(r.storefront_free_delivery_over_kobo),
            },
    })),
  };
}

/** The columns of a dish the card menu presents (presentItem of a food item), read as JSON with the page. */
const MENU_FIELDS = ['id', 'vendor_id', 'name', 'description', 'price_kobo', 'category', 'status', 'images', 'created_at', 'updated_at'] as const;
type DishJson = Record<(typeof MENU_FIELDS)[number], unknown> & { price_kobo: number | string; created_at: string; updated_at: string };

/** A card menu's dish as presentItem reads it (its timestamps kept as text: common/wire-time.ts). */
const dishOf = (d: DishJson): PresentableItem =>
  ({
    ...camelRow(d),
    profile: 'food',
    priceKobo: Number(d.price_kobo),
    createdAt: wireTime(d.created_at),
    updatedAt: wireTime(d.updated_at),
  }) as unknown as PresentableItem;

type PageRow = Record<string, unknown> & {
  menu: DishJson[];
  categories: string[];
  storefront_vendor_id: number | null;
  storefront_kitchen_open: boolean;
  storefront_delivery_fee_kobo: string | null;
  storefront_free_delivery_over_kobo: string | null;
};
