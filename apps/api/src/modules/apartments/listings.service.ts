import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { nairaToKobo } from '@oja/shared';
import { ENV, Env, stayLimitsOf } from '../../config/env.js';
import { DomainError } from '../../common/domain-error.js';
import type { SignedInUser } from '../users/user.port.js';
import { ApartmentListing, type ListingStatus } from './entities/apartment-listing.entity.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';
import { presentListing } from './listing.presenter.js';
import { PhotosService } from '../photos/photos.service.js';
import type { CreateListingDto, UpdateListingDto } from './dto/listing.dto.js';
import type { PageRequest } from '../../common/pagination.js';

export const LISTING_NOT_FOUND = 'Apartment not found';

/** A host's own listings. */
@Injectable()
export class ListingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: PhotosService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(ApartmentListing);
  }

  /** Listings with the host's booking counts, as the host sees them. */
  async present(listings: ApartmentListing[]) {
    const ids = listings.map((l) => l.id);
    const counts: Array<{ listing_id: number; n: string }> = ids.length
      ? await this.dataSource.query('select listing_id, count(*) as n from apartment_bookings where listing_id = any($1) group by listing_id', [ids])
      : [];
    const byId = new Map(counts.map((c) => [Number(c.listing_id), Number(c.n)]));
    return listings.map((l) => presentListing(l, { appUrl: this.env.PUBLIC_URL!, limits: stayLimitsOf(this.env), bookingsCount: byId.get(l.id) ?? 0 }));
  }

  /** One page of the host's listings, newest first: [rows, total]. */
  listOwn(user: SignedInUser, p: PageRequest) {
    return this.repo.findAndCount({ where: { vendorId: user.vendor!.id }, relations: { vendor: true }, order: { id: 'DESC' }, skip: p.skip, take: p.take });
  }

  /** One listing of this host; anyone else's is "not found". */
  async getOwn(user: SignedInUser, id: number) {
    const listing = await this.repo.findOne({ where: { id, vendorId: user.vendor!.id }, relations: { vendor: true } });
    if (!listing) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
    return listing;
  }

  private async images(urls: string[] | undefined) {
    return urls ? this.photos.resolveImages(urls) : undefined;
  }

  async create(user: SignedInUser, dto: CreateListingDto) {
    const images = (await this.images(dto.images ?? [])) ?? [];
    const listing = await this.repo.save(
      this.repo.create({
        vendorId: user.vendor!.id,
        title: dto.title,
        type: dto.type,
        description: dto.description ?? null,
        location: dto.location,
        pricePerNightKobo: nairaToKobo(dto.price_per_night),
        maxGuests: dto.max_guests ?? null,
        bedrooms: dto.bedrooms ?? null,
        bathrooms: dto.bathrooms ?? null,
        amenities: dedupe(dto.amenities ?? []),
        images,
        isVerified: false,
        status: 'active',
      }),
    );
    return this.getOwn(user, listing.id);
  }

  async update(user: SignedInUser, id: number, dto: UpdateListingDto) {
    const listing = await this.getOwn(user, id);
    const images = await this.images(dto.images);
    const patch: Partial<ApartmentListing> = {};
    if (dto.title !== undefined) patch.title = dto.title;
    if (dto.type !== undefined) patch.type = dto.type;
    if (dto.description !== undefined) patch.description = dto.description ?? null;
    if (dto.location !== undefined) patch.location = dto.location;
    if (dto.price_per_night !== undefined) patch.pricePerNightKobo = nairaToKobo(dto.price_per_night);
    if (dto.max_guests !== undefined) patch.maxGuests = dto.max_guests ?? null;
    if (dto.bedrooms !== undefined) patch.bedrooms = dto.bedrooms ?? null;
    if (dto.bathrooms !== undefined) patch.bathrooms = dto.bathrooms ?? null;
    if (dto.amenities !== undefined) patch.amenities = dedupe(dto.amenities ?? []);
    if (images !== undefined) patch.images = images;
    if (Object.keys(patch).length) await this.repo.update({ id: listing.id }, patch);
    return this.getOwn(user, id);
  }

  async setStatus(user: SignedInUser, id: number, status: ListingStatus) {
    const listing = await this.getOwn(user, id);
    if (listing.status !== status) await this.repo.update({ id: listing.id }, { status });
    return this.getOwn(user, id);
  }

  /** Deletes a listing that never had a booking; with bookings (any status) it can only be paused. */
  async remove(user: SignedInUser, id: number) {
    await this.dataSource.transaction(async (manager) => {
      const listing = await manager.findOne(ApartmentListing, { where: { id, vendorId: user.vendor!.id }, lock: { mode: 'pessimistic_write' } });
      if (!listing) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
      if (await manager.exists(ApartmentBooking, { where: { listingId: id } })) {
        throw DomainError.conflict('LISTING_HAS_BOOKINGS', 'This listing has bookings and cannot be deleted. Pause it instead.');
      }
      await manager.delete(ApartmentListing, { id });
    });
  }

  /** Admin: all listings, newest first. */
  async listAll(page: number, perPage: number) {
    const [rows, total] = await this.repo.findAndCount({ relations: { vendor: true }, order: { id: 'DESC' }, skip: (page - 1) * perPage, take: perPage });
    return { rows: await this.present(rows), total };
  }

  /** Admin: mark a listing verified or not. */
  async setVerified(id: number, verified: boolean) {
    const res = await this.repo.update({ id }, { isVerified: verified });
    if (!res.affected) throw DomainError.notFound('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
    const listing = await this.repo.findOneOrFail({ where: { id }, relations: { vendor: true } });
    return (await this.present([listing]))[0]!;
  }
}

function dedupe(list: string[]) {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = s.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
