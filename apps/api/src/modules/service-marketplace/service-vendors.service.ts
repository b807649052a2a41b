import { Inject, Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { READ_DB } from '../../database/read-database.module.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { isKeywordedCategory } from './service-categories.js';
import type { ServiceVendorQueryDto } from './dto/service-order.dto.js';
import { pageMeta, pageOf, selectPage } from '../../common/pagination.js';
import { SearchSql } from '../../common/search-sql.js';
import { DomainError } from '../../common/domain-error.js';

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
    const search = new SearchSql('f.search_text');
    for (const c of [search.words(query.q), search.state(query.state, 'f.state'), search.area(query.area, 'f.location')]) if (c) qb.andWhere(c.sql, c.params);
    const category = query.category ?? 'all';
    if (category === 'other' || isKeywordedCategory(category)) qb.andWhere('f.categories @> ARRAY[:category]::text[]', { category });
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

  async list(query: ServiceVendorQueryDto) {
    const { page, perPage, skip } = pageOf(query, 12);
    const filtered = this.filtered(query);
    const ids = filtered
      .clone()
      .select('f.id')
      .orderBy('f.is_featured', 'DESC')
      .addOrderBy('f.rating', 'DESC')
      .addOrderBy('f.id', 'ASC')
      .offset(skip)
      .limit(perPage);
    const { rows, total } = await selectPage(this.withDetails().where(`sv.id IN (${ids.getQuery()})`), filtered, page);
    return { rows, meta: pageMeta(page, perPage, total) };
  }

  async get(id: number): Promise<ServiceVendor> {
    const found = await this.withDetails().where('sv.live AND sv.id = :id', { id }).getOne();
    if (!found) throw DomainError.notFound('NOT_FOUND', 'Service provider not found');
    return found;
  }
}
