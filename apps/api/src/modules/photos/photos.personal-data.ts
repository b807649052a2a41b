import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { Photo } from './entities/photo.entity.js';

/** A vendor's photos (listings, profile): exported at full size; deleted at erasure, with their files. */
@PersonalData()
export class PhotosPersonalData implements PersonalDataPart {
  readonly section = 'photos';

  private mine(manager: EntityManager, owner: DataOwner) {
    return owner.vendorId ? manager.find(Photo, { where: { vendorId: owner.vendorId }, order: { createdAt: 'ASC' } }) : Promise.resolve([]);
  }

  async export(manager: EntityManager, owner: DataOwner) {
    const photos = await this.mine(manager, owner);
    return {
      data: photos.map((p) => ({ id: p.id, uploaded_at: p.createdAt, width: p.width, height: p.height, file: `files/photo-${p.id}.webp` })),
      files: photos.map((p) => ({ name: `photo-${p.id}.webp`, key: p.mainKey })),
    };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    const photos = await this.mine(manager, owner);
    if (!photos.length) return [];
    await manager.delete(
      Photo,
      photos.map((p) => p.id),
    );
    return photos.flatMap((p) => [p.mainKey, ...p.variants.map((v) => v.key)]);
  }
}
