import type { SignedInUser } from '../users/user.port.js';
import { presentVendor } from '../vendors/vendor.presenter.js';
import { publicUrl } from '../../common/public-url.js';

/** The user object. Never carries the password hash. */
/** `publicBase`: env PUBLIC_URL, for the absolute profile picture URL. */
export function presentUser(user: SignedInUser, publicBase: string) {
  const vendor = presentVendor(user.vendor, user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    user_type: user.userType,
    profile_image: publicUrl(publicBase, user.profileImage),
    email_verified_at: user.emailVerifiedAt,
    phone_verified_at: user.phoneVerifiedAt,
    /** Ours: low-data mode, as set in Settings (the SPA then asks for the smallest photos). */
    low_data_mode: user.lowDataMode ?? false,
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
