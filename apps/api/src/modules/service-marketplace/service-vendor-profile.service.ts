import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { PhotosService } from '../photos/photos.service.js';
import type { SignedInUser } from '../users/user.port.js';
import type { ServiceVendorProfileDto } from './dto/service-vendor-profile.dto.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';

export const SERVICE_PROFILE_MISSING = 'Please complete your service details first.';

/** A live general-service vendor's own public profile (service name, description, location, contacts, photos). */
@Injectable()
export class ServiceVendorProfileService {
  constructor(
    @InjectRepository(ServiceVendor) private readonly repo: Repository<ServiceVendor>,
    private readonly photos: PhotosService,
  ) {}

  /** The caller's profile row; 404 SERVICE_PROFILE_NOT_FOUND before `POST /api/vendor/service/setup`. */
  async get(user: SignedInUser): Promise<ServiceVendor> {
    const sv = await this.repo.findOne({ where: { vendorId: user.vendor!.id } });
    if (!sv) throw DomainError.notFound('SERVICE_PROFILE_NOT_FOUND', SERVICE_PROFILE_MISSING);
    return sv;
  }

  async update(user: SignedInUser, dto: ServiceVendorProfileDto): Promise<ServiceVendor> {
    const sv = await this.get(user);
    // Image URLs are checked and resolved to our stored photos before the row is written.
    const images = dto.images === undefined ? undefined : await this.photos.resolveImages(dto.images);
    const patch: Partial<ServiceVendor> = { serviceName: dto.service_name, description: dto.description, location: dto.location };
    if (dto.phone !== undefined) patch.phone = dto.phone;
    if (dto.email !== undefined) patch.email = dto.email;
    if (images !== undefined) patch.images = images;
    await this.repo.update({ id: sv.id }, patch);
    return this.repo.findOneByOrFail({ id: sv.id });
  }

  /** One profile photo (multipart `photo`) through the listing photo pipeline; answers its URL and srcset. */
  async uploadPhoto(user: SignedInUser, req: FastifyRequest) {
    await this.get(user);
    return this.photos.upload(user.vendor!.id, req);
  }
}
