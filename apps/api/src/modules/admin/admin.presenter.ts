import type { KycRecord } from '../kyc/kyc.port.js';
import type { SignedInUser } from '../users/user.port.js';
import { isVendorLive } from '../vendors/vendor-live.js';
import type { VendorWithAccount } from '../vendors/vendor.port.js';
import { displayStatus } from '../vendors/vendor.presenter.js';
import { publicUrl } from '../../common/public-url.js';

/** A vendor row of the admin Vendor Management screen. `v.user` must be loaded. */
export function presentAdminVendor(v: VendorWithAccount, kyc?: KycRecord | null) {
  const u = v.user!;
  return {
    id: v.id,
    user_id: v.userId,
    business_name: v.businessName,
    vendor_type: v.vendorType,
    category: v.category,
    is_verified: v.isVerified,
    verification_status: v.verificationStatus,
    display_status: displayStatus(v),
    is_live: isVendorLive(v, u),
    rejection_reason: v.rejectionReason,
    verified_at: v.verifiedAt,
    created_at: v.createdAt,
    user: { id: u.id, name: u.name, email: u.email, phone: u.phone, phone_verified_at: u.phoneVerifiedAt, email_verified_at: u.emailVerifiedAt },
    kyc: kyc ? { id: kyc.id, status: kyc.status, document_type: kyc.documentType, submitted_at: kyc.submittedAt, reviewed_at: kyc.reviewedAt } : null,
  };
}

/** A user row of GET /api/admin/users. */
export function presentAdminUser(u: SignedInUser, publicBase: string) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    user_type: u.userType,
    profile_image: publicUrl(publicBase, u.profileImage),
    email_verified_at: u.emailVerifiedAt,
    phone_verified_at: u.phoneVerifiedAt,
    created_at: u.createdAt,
    vendor: u.vendor
      ? {
          id: u.vendor.id,
          business_name: u.vendor.businessName,
          category: u.vendor.category,
          verification_status: u.vendor.verificationStatus,
          is_verified: u.vendor.isVerified,
          display_status: displayStatus(u.vendor),
        }
      : null,
  };
}
