import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApplyValueTransformers } from 'typeorm/util/ApplyValueTransformers.js';
import { koboToNaira } from '@oja/shared';
import { sqlPage, type PageRequest } from '../../common/pagination.js';
import { vendorBusinessNameSql } from '../vendors/shop-vendors.js';
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
