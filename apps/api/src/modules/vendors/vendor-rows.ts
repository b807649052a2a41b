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

/** The vendor row locked (FOR UPDATE) in `manager`'s transaction, for a KYC decision or a document upload. */
export function lockVendor(manager: EntityManager, id: number): Promise<VendorRecord> {
  return manager.findOneOrFail(Vendor, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** lockVendor, or null when there is no such vendor. */
export function findLockedVendor(manager: EntityManager, id: number): Promise<VendorRecord | null> {
  return manager.findOne(Vendor, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** A KYC approval on the vendor row: verified at `at`, no rejection reason. */
export async function recordVendorApproved(manager: EntityManager, vendorId: number, at: Date): Promise<void> {
  await manager.update(Vendor, { id: vendorId }, { isVerified: true, verificationStatus: 'verified', rejectionReason: null, verifiedAt: at });
}

/** A KYC rejection on the vendor row, with its reason. */
export async function recordVendorRejected(manager: EntityManager, vendorId: number, reason: string): Promise<void> {
  await manager.update(Vendor, { id: vendorId }, { isVerified: false, verificationStatus: 'rejected', rejectionReason: reason, verifiedAt: null });
}

/** A document submitted for review: the vendor is pending again, with no rejection reason. */
export async function recordVendorPending(manager: EntityManager, vendorId: number): Promise<void> {
  await manager.update(Vendor, { id: vendorId }, { verificationStatus: 'pending', rejectionReason: null });
}

/** Records when the vendor's KYC was approved (the KYC demo seed approves the demo vendors' documents). */
export async function setVendorVerifiedAt(manager: EntityManager, vendorId: number, verifiedAt: Date): Promise<void> {
  await manager.update(Vendor, { id: vendorId }, { verifiedAt });
}
