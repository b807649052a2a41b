import type { SignedInUser } from '../users/user.port.js';
import type { Vendor } from './entities/vendor.entity.js';
import type { VendorRecord } from './vendor.port.js';
import { isVendorLive } from './vendor-live.js';

/** Live when is_verified; otherwise Pending / Rejected by verification_status; else Unknown. */
export function displayStatus(v: Pick<Vendor, 'isVerified' | 'verificationStatus'>): 'Live' | 'Pending' | 'Rejected' | 'Unknown' {
  if (v.isVerified) return 'Live';
  if (v.verificationStatus === 'pending') return 'Pending';
  if (v.verificationStatus === 'rejected') return 'Rejected';
  return 'Unknown';
}

/** A live vendor as the public list reads it. `vendor.user` must be loaded. */
export function presentLiveVendor(v: Vendor) {
  return {
    id: v.id,
    business_name: v.businessName,
    vendor_type: v.vendorType,
    category: v.category,
    is_verified: v.isVerified,
    verification_status: v.verificationStatus,
    created_at: v.createdAt,
    user: v.user ? { name: v.user.name, email: v.user.email, phone: v.user.phone, phone_verified_at: v.user.phoneVerifiedAt } : null,
  };
}

/** The vendor object of the login answer and the stored `vendor` item. */
export function presentVendor(
  vendor: VendorRecord | null | undefined,
  user: Pick<SignedInUser, 'phoneVerifiedAt'> & Partial<Pick<SignedInUser, 'deactivatedAt'>>,
) {
  if (!vendor) return null;
  return {
    id: vendor.id,
    user_id: vendor.userId,
    business_name: vendor.businessName,
    category: vendor.category,
    vendor_type: vendor.vendorType,
    verification_status: vendor.verificationStatus,
    is_verified: vendor.isVerified,
    is_live: isVendorLive(vendor, user),
    phone_verified_at: user.phoneVerifiedAt,
    created_at: vendor.createdAt,
  };
}
