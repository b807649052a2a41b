import type { User } from './entities/user.entity.js';
import type { Vendor } from '../vendors/entities/vendor.entity.js';

/** A vendor is live once the phone is verified and an admin approved the KYC document. */
export function isVendorLive(vendor: Pick<Vendor, 'isVerified'> | null | undefined, user: Pick<User, 'phoneVerifiedAt'>): boolean {
  return !!vendor?.isVerified && !!user.phoneVerifiedAt;
}

/** The vendor object of the login answer and the stored `vendor` item (spec 000 §3, 001 §3). */
export function presentVendor(vendor: Vendor | null | undefined, user: User) {
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

/** The user object (spec 000 §3). Never carries the password hash. */
export function presentUser(user: User) {
  const vendor = presentVendor(user.vendor, user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    user_type: user.userType,
    profile_image: user.profileImage,
    email_verified_at: user.emailVerifiedAt,
    phone_verified_at: user.phoneVerifiedAt,
    created_at: user.createdAt,
    vendor: vendor
      ? {
          business_name: vendor.business_name,
          category: vendor.category,
          vendor_type: vendor.vendor_type,
          verification_status: vendor.verification_status,
          is_verified: vendor.is_verified,
          is_live: vendor.is_live,
        }
      : null,
  };
}
