import type { EntityManager } from 'typeorm';
import { Vendor, type VendorType, type VerificationStatus } from './entities/vendor.entity.js';
import type { VendorCategory } from '@oja/shared';
import type { VendorRecord } from './vendor.port.js';

/** A vendors row another module's seeder creates (the demo vendors); the rest takes the column defaults. */
export interface NewVendorRow {
  userId: number;
  businessName: string;
  category: VendorCategory;
  vendorType: VendorType;
  verificationStatus: VerificationStatus;
  isVerified: boolean;
  verifiedAt?: Date | null;
}

/** Inserts a vendors row in `manager`'s transaction and answers it (the seeders' port to the vendors table). */
export function insertVendor(manager: EntityManager, row: NewVendorRow): Promise<VendorRecord> {
  return manager.save(manager.create(Vendor, row));
}

/** Records when the vendor's KYC was approved (the KYC demo seed approves the demo vendors' documents). */
export async function setVendorVerifiedAt(manager: EntityManager, vendorId: number, verifiedAt: Date): Promise<void> {
  await manager.update(Vendor, { id: vendorId }, { verifiedAt });
}
