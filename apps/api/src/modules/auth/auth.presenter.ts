import type { User } from '../users/entities/user.entity.js';
import { presentVendor } from '../vendors/vendor.presenter.js';

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
