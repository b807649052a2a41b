import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { nairaToKobo } from '@oja/shared';
import type { SignedInUser } from '../users/user.port.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';
import type { ServicePricingDto } from './dto/service-pricing.dto.js';
import type { PageRequest } from '../../common/pagination.js';
import { DomainError } from '../../common/domain-error.js';

/** A vendor's own pricings; another vendor's are "not found". Deleted pricings stay for the orders that name them. */
@Injectable()
export class ServicePricingsService {
  constructor(
    @InjectRepository(ServicePricing) private readonly pricings: Repository<ServicePricing>,
    @InjectRepository(ServiceVendor) private readonly profiles: Repository<ServiceVendor>,
  ) {}

  private profileOf(user: SignedInUser) {
    return this.profiles.findOneBy({ vendorId: user.vendor!.id });
  }

  /** One page of the vendor's pricings, oldest first: [rows, total]. */
  async list(user: SignedInUser, p: PageRequest): Promise<[ServicePricing[], number]> {
    const profile = await this.profileOf(user);
    if (!profile) return [[], 0];
    return this.pricings.findAndCount({ where: { serviceVendorId: profile.id, deletedAt: IsNull() }, order: { id: 'ASC' }, skip: p.skip, take: p.take });
  }

  async get(user: SignedInUser, id: number): Promise<ServicePricing> {
    const profile = await this.profileOf(user);
    const pricing = profile ? await this.pricings.findOneBy({ id, serviceVendorId: profile.id, deletedAt: IsNull() }) : null;
    if (!pricing) throw DomainError.notFound('NOT_FOUND', 'Service pricing not found');
    return pricing;
  }

  async create(user: SignedInUser, dto: ServicePricingDto): Promise<ServicePricing> {
    const profile = await this.profileOf(user);
    if (!profile) throw DomainError.conflict('CONFLICT', 'Please complete your service setup (service name, description and location) before adding pricings.');
    return this.pricings.save(
      this.pricings.create({
        serviceVendorId: profile.id,
        title: dto.title,
        description: dto.description ?? null,
        priceKobo: nairaToKobo(dto.price),
        deletedAt: null,
      }),
    );
  }

  async update(user: SignedInUser, id: number, dto: ServicePricingDto): Promise<ServicePricing> {
    const pricing = await this.get(user, id);
    pricing.title = dto.title;
    pricing.description = dto.description ?? null;
    pricing.priceKobo = nairaToKobo(dto.price);
    return this.pricings.save(pricing);
  }

  async remove(user: SignedInUser, id: number): Promise<void> {
    const pricing = await this.get(user, id);
    await this.pricings.update({ id: pricing.id }, { deletedAt: new Date() });
  }
}
