import type { EntityManager } from 'typeorm';
import type { SeedContext } from '../../database/seed/seeders.js';
import { setVendorVerifiedAt } from '../vendors/vendor-rows.js';
import { KycVerification } from './entities/kyc-verification.entity.js';

/** Demo data of the kyc module: an approved KYC verification for each demo vendor (the vendors are live). */
export async function seedApprovedKyc(manager: EntityManager, ctx: SeedContext): Promise<void> {
  const now = new Date();
  for (const { vendor } of ctx.vendors) {
    await manager.insert(KycVerification, {
      vendorId: vendor.id,
      documentId: null,
      documentType: vendor.vendorType === 'individual' ? 'nin' : 'cac',
      status: 'approved',
      submittedAt: now,
      reviewedAt: now,
    });
    await setVendorVerifiedAt(manager, vendor.id, now);
  }
}
