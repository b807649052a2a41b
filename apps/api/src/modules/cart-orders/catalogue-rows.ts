import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApplyValueTransformers } from 'typeorm/util/ApplyValueTransformers.js';
import { koboToNaira, minuteOfWeek } from '@oja/shared';
import { SearchSql } from '../../common/search-sql.js';
import { sqlPage, type PageRequest } from '../../common/pagination.js';
import { liveRestaurantsSql, vendorBusinessNameSql } from '../vendors/shop-vendors.js';
import { storefrontSettings } from './catalogue.presenter.js';
import { CatalogueItem } from './entities/catalogue-item.entity.js';
import type { Storefront } from './entities/storefront.entity.js';

/** A product's seller line: its business name and delivery fee rule (its storefront's, else the defaults). */
export function sellerOf(id: number, businessName: string, storefront: Pick<Storefront, 'deliveryFeeKobo' | 'freeDeliveryOverKobo'> | null) {
  const s = storefrontSettings(storefront as Storefront | null, 'product');
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

/** SQL: a restaurant `r`'s dishes that can be ordered. */
const orderable = (category: boolean) =>
  `FROM catalogue_items i WHERE i.vendor_id = r.id AND i.profile = 'food' AND i.status = 'available' AND i.deleted_at IS NULL${category ? ' AND i.category = :category' : ''}`;

/**
 * One page of the ids of the live restaurants the food list shows at `now`, in its order (by id), and their total
 * (common/list-total.ts), in one query: kitchen switched on, at least one dish that can be ordered (of `category`
 * when given), matching the words `q` in its name, business name, cuisine or those dishes (one text, as
 * matchesSearch reads it), and open at `now` by its opening hours stored as minutes of the week (NULL: always open,
 * as isOpenAt reads hours it cannot read; FoodDetails.openMinutes). The minute is `now`'s, in Lagos time.
 */
export async function openRestaurantPage(
  db: DataSource,
  q: string | undefined,
  category: string | null,
  now: number,
  p: Pick<PageRequest, 'page' | 'perPage'>,
): Promise<{ ids: number[]; total: number }> {
  const where = [
    `coalesce(s.kitchen_open, true)`,
    `(r.open_minutes IS NULL OR r.open_minutes @> CAST(:minute AS integer))`,
    `EXISTS (SELECT 1 ${orderable(!!category)})`,
  ];
  // The text the words are matched in is built once per restaurant (a LATERAL), not once per arm of the match.
  const words = new SearchSql('t.text', 'fq').words(q);
  const text = words
    ? `CROSS JOIN LATERAL (SELECT r.name || ' ' || r.business_name || ' ' || coalesce(r.cuisine, '') || ' ' || (SELECT string_agg(i.search_text, ' ' ORDER BY i.id) ${orderable(false)}) AS text) t`
    : '';
  if (words) where.push(words.sql);
  const matching = db.driver.escapeQueryWithParameters(
    `WITH r AS (${liveRestaurantsSql}) SELECT r.id FROM r LEFT JOIN storefronts s ON s.vendor_id = r.id ${text} WHERE ${where.join(' AND ')}`,
    { ...(words?.params ?? {}), ...(category ? { category } : {}), minute: minuteOfWeek(now) },
  );
  const { rows, total } = await sqlPage<{ id: number }>(db, matching, {
    order: 'r.id',
    page: p.page,
    perPage: p.perPage,
    read: (ids, totalColumn) => `SELECT ids.id${totalColumn} FROM (${ids}) ids ORDER BY ids.id`,
  });
  return { ids: rows.map((r) => r.id), total };
}

/**
 * The card menus of restaurants `ids` (vendor id → at most `size` dishes that can be ordered, those of `category`
 * first, then by id), in one query through catalogue_items_menu.
 */
export async function cardMenus(db: DataSource, ids: number[], category: string | null, size: number): Promise<Map<number, CatalogueItem[]>> {
  const menus = new Map<number, CatalogueItem[]>(ids.map((id) => [id, []]));
  if (!ids.length) return menus;
  const rows = (await db.query(
    `SELECT i.* FROM unnest($1::int[]) AS r(id) CROSS JOIN LATERAL (SELECT i.* ${orderable(false)} ORDER BY i.category = $2 DESC, i.id LIMIT $3) i`,
    [ids, category ?? '', size],
  )) as Record<string, unknown>[];
  for (const item of itemsOf(db, rows)) menus.get(item.vendorId)!.push(item);
  return menus;
}
