import { Inject, Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { READ_DB } from '../../database/read-database.module.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { isKeywordedCategory, SERVICE_CATEGORY_IDS } from './service-categories.js';
import type { ServiceVendorQueryDto } from './dto/service-order.dto.js';
import { camelRow, pageMeta, pageOf, sqlPage } from '../../common/pagination.js';
import { knownLiteral, SearchSql } from '../../common/search-sql.js';
import { DomainError } from '../../common/domain-error.js';
import { wireTime } from '../../common/wire-time.js';
import type { PresentableServiceVendor } from './service-vendor.presenter.js';

/**
 * The public directory of general-service vendors: live vendors only (phone verified and KYC approved).
 * It reads the stored columns `live`, `categories` and `search_text` (kept by triggers, migration PublicListColumns;
 * `q`, `state` and `area` through common/search-sql.ts)
 * through the partial indexes `service_vendors_directory`, `_categories` and `_search`: one query per page.
 */
@Injectable()
export class ServiceVendorsService {
  constructor(@Inject(READ_DB) private readonly read: DataSource) {}

  /** Live directory rows matching the query: FROM and WHERE only. */
  private filtered(query: Pick<ServiceVendorQueryDto, 'q' | 'category' | 'state' | 'area'>): SelectQueryBuilder<ServiceVendor> {
    const qb = this.read.getRepository(ServiceVendor).createQueryBuilder('f').where('f.live');
    const search = new SearchSql('f.search_text', 'sw', true);
    for (const c of [search.words(query.q), search.state(query.state, 'f.state'), search.area(query.area, 'f.location')]) if (c) qb.andWhere(c.sql, c.params);
    const category = query.category ?? 'all';
    if (category === 'other' || isKeywordedCategory(category)) qb.andWhere(`f.categories @> ARRAY[${knownLiteral(category, SERVICE_CATEGORY_IDS)}]::text[]`);
    return qb;
  }

  /** The profile with its vendor, user and live pricings, in directory order. */
  private withDetails(): SelectQueryBuilder<ServiceVendor> {
    return this.read
      .getRepository(ServiceVendor)
      .createQueryBuilder('sv')
      .innerJoinAndSelect('sv.vendor', 'v')
      .innerJoinAndSelect('v.user', 'u')
      .leftJoinAndSelect('sv.pricings', 'p', 'p.deleted_at IS NULL')
      .orderBy('sv.is_featured', 'DESC')
      .addOrderBy('sv.rating', 'DESC')
      .addOrderBy('sv.id', 'ASC')
      .addOrderBy('p.id', 'ASC');
  }

  /**
   * One page in one query of one row per vendor: its vendor's and user's fields, its live pricings as JSON (stored,
   * `pricings_json`: migration ServiceVendorPricingsJson) and the (capped) total. Read as entities, the page was
   * 12 × its pricings joined rows of 60 columns, and building and mapping them was most of the request's time.
   */
  async list(query: ServiceVendorQueryDto) {
    const { page, perPage } = pageOf(query, 12);
    const { rows, total } = await sqlPage<PageRow>(this.read, this.filtered(query).select('f.id', 'id'), {
      order: 'f.is_featured DESC, f.rating DESC, f.id',
      page,
      perPage,
      // Words: the ids are planned for them on each call (a rare word through the trigram index, a common one along
      // the directory's order), and the page is read for those ids by a prepared statement (common/pagination.ts).
      planEachCall: Boolean(query.q?.trim()),
      read: (ids, totalColumn) => `
        SELECT sv.id, sv.vendor_id, sv.service_name, sv.description, sv.location, sv.phone, sv.email, sv.images, sv.rating,
               sv.rating_count, sv.total_reviews, sv.is_featured, sv.categories, sv.created_at, sv.updated_at,
               v.business_name, v.is_verified, u.name AS user_name, u.phone AS user_phone, u.profile_image,
               sv.pricings_json AS pricings${totalColumn}
          FROM (${ids}) ids JOIN service_vendors sv ON sv.id = ids.id JOIN vendors v ON v.id = sv.vendor_id JOIN users u ON u.id = v.user_id
         ORDER BY sv.is_featured DESC, sv.rating DESC, sv.id`,
    });
    return { rows: rows.map(serviceVendorOf), meta: pageMeta(page, perPage, total) };
  }

  async get(id: number): Promise<ServiceVendor> {
    const found = await this.withDetails().where('sv.live AND sv.id = :id', { id }).getOne();
    if (!found) throw DomainError.notFound('NOT_FOUND', 'Service provider not found');
    return found;
  }
}

interface PricingJson {
  id: number;
  title: string;
  description: string | null;
  price_kobo: number;
  created_at: string;
  updated_at: string;
}
type PageRow = Record<string, unknown> & {
  id: number;
  vendor_id: number;
  service_name: string;
  description: string | null;
  location: string | null;
  phone: string | null;
  email: string | null;
  images: ServiceVendor['images'];
  rating: string;
  rating_count: number;
  total_reviews: number;
  is_featured: boolean;
  categories: string[];
  created_at: Date;
  updated_at: Date;
  business_name: string;
  is_verified: boolean;
  user_name: string;
  user_phone: string;
  profile_image: string | null;
  pricings: PricingJson[];
};

/** A page row as the entity the presenter reads (the fields it reads). */
function serviceVendorOf(r: PageRow): PresentableServiceVendor {
  return {
    ...camelRow(r),
    live: true,
    vendor: {
      id: r.vendor_id,
      businessName: r.business_name,
      isVerified: r.is_verified,
      user: { name: r.user_name, phone: r.user_phone, profileImage: r.profile_image },
    },
    pricings: r.pricings.map((p) => ({
      id: p.id,
      serviceVendorId: r.id,
      title: p.title,
      description: p.description,
      priceKobo: Number(p.price_kobo),
      deletedAt: null,
      createdAt: wireTime(p.created_at),
      updatedAt: wireTime(p.updated_at),
    })),
  } as unknown as PresentableServiceVendor;
}
