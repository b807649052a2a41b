import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { categoryDetails } from './category-details.js';
import { Vendor } from './entities/vendor.entity.js';
import { VendorsService } from './vendors.service.js';

/** The vendor profile (business, category details). Erasure: the business name reads "Former Oja vendor", it goes off the public lists, the details go. */
@PersonalData()
export class VendorPersonalData implements PersonalDataPart {
  readonly section = 'vendor';

  constructor(private readonly vendors: VendorsService) {}

  async export(manager: EntityManager, owner: DataOwner) {
    if (!owner.vendorId) return { data: null };
    const v = await manager.findOneByOrFail(Vendor, { id: owner.vendorId });
    return {
      data: {
        business_name: v.businessName,
        vendor_type: v.vendorType,
        category: v.category,
        verification_status: v.verificationStatus,
        verified_at: v.verifiedAt,
        rejection_reason: v.rejectionReason,
        created_at: v.createdAt,
        details: await this.vendors.details(v, manager),
      },
    };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    if (!owner.vendorId) return [];
    const v = await manager.findOneByOrFail(Vendor, { id: owner.vendorId });
    const def = categoryDetails(v.category);
    if (def) await manager.getRepository(def.entity).delete({ vendorId: v.id } as never);
    await manager.update(Vendor, { id: v.id }, { businessName: 'Former Oja vendor', live: false });
    return [];
  }
}
