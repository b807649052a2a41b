import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import { categorySqlPattern, isKeywordedCategory } from './service-categories.js';
import type { ServiceVendorQueryDto } from './dto/service-order.dto.js';
import { pageMeta, pageOf } from '../../common/pagination.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const PRICING_TITLES = `(SELECT string_agg(p.title, ' ') FROM service_pricings p WHERE p.service_vendor_id = sv.id AND p.deleted_at IS NULL)`;

/** The public directory of general-service vendors: live vendors only (phone verified and KYC approved). */
@Injectable()
export class ServiceVendorsService {
  constructor(@InjectRepository(ServiceVendor) private readonly repo: Repository<ServiceVendor>) {}

  private live(): SelectQueryBuilder<ServiceVendor> {
    return this.repo
      .createQueryBuilder('sv')
      .innerJoin('sv.vendor', 'v')
      .innerJoin('v.user', 'u')
      .where('v.is_verified = true AND u.phone_verified_at IS NOT NULL');
  }

  async list(query: ServiceVendorQueryDto) {
    const { page, perPage } = pageOf(query, 12);
    const qb = this.live();
    if (query.q) {
      qb.andWhere(
        `(sv.service_name ILIKE :q OR sv.description ILIKE :q OR sv.location ILIKE :q OR v.business_name ILIKE :q
          OR EXISTS (SELECT 1 FROM service_pricings p WHERE p.service_vendor_id = sv.id AND p.deleted_at IS NULL AND p.title ILIKE :q))`,
        { q: `%${escapeLike(query.q)}%` },
      );
    }
    const category = query.category ?? 'all';
    const text = `concat_ws(' ', sv.service_name, sv.description, ${PRICING_TITLES})`;
    if (category === 'other') qb.andWhere(`${text} !~* :pattern`, { pattern: categorySqlPattern('any') });
    else if (isKeywordedCategory(category)) qb.andWhere(`${text} ~* :pattern`, { pattern: categorySqlPattern(category) });
    const total = await qb.getCount();
    const ids = (
      await qb
        .select('sv.id', 'id')
        .orderBy('sv.is_featured', 'DESC')
        .addOrderBy('sv.rating', 'DESC')
        .addOrderBy('sv.id', 'ASC')
        .offset((page - 1) * perPage)
        .limit(perPage)
        .getRawMany<{ id: number }>()
    ).map((r) => r.id);
    const rows = ids.length ? await this.repo.find({ where: { id: In(ids) }, relations: { vendor: { user: true }, pricings: true } }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      rows: ids.map((id) => byId.get(id)!).filter(Boolean),
      meta: pageMeta(page, perPage, total),
    };
  }

  async get(id: number): Promise<ServiceVendor> {
    const found = await this.live().andWhere('sv.id = :id', { id }).getExists();
    if (!found) throw new NotFoundException('Service provider not found');
    return this.repo.findOneOrFail({ where: { id }, relations: { vendor: { user: true }, pricings: true } });
  }
}
