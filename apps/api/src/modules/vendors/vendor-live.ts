import type { SignedInUser } from '../users/user.port.js';
import { dashboardPath } from '@oja/shared';
import type { Vendor } from './entities/vendor.entity.js';

/**
 * A vendor is live when an admin approved the KYC document (a rejection clears it), the phone is verified and the
 * account is not deactivated. The stored `vendors.live` is the definition every public read and every new order,
 * booking or request checks (kept by the trigger `oja_vendor_live`, migration VendorLiveNotDeactivated, and carried
 * to the public rows of the modules that list vendors); this is the same rule for an account in hand (the
 * vendor's own badge and guard), where the stored column may not have been re-read since a change.
 */
export function isVendorLive(
  vendor: Pick<Vendor, 'isVerified'> | null | undefined,
  user: Pick<SignedInUser, 'phoneVerifiedAt'> & Partial<Pick<SignedInUser, 'deactivatedAt'>>,
): boolean {
  return !!vendor?.isVerified && !!user.phoneVerifiedAt && !user.deactivatedAt;
}

export const VENDOR_NOT_LIVE = 'Your vendor account is not live yet. Verify your phone number and get your documents approved on the Compliance page.';

/**
 * What a vendor's own dashboard says while the account is not live (null once it is): why, the steps still open and
 * the Compliance page that takes it live. Dashboards answer it with 200 instead of refusing a vendor who is not live.
 */
export function goingLive(
  vendor: Pick<Vendor, 'isVerified' | 'category' | 'verificationStatus'>,
  user: Pick<SignedInUser, 'phoneVerifiedAt'> & Partial<Pick<SignedInUser, 'deactivatedAt'>>,
): { message: string; phone_verified: boolean; verification_status: string; compliance_path: string } | null {
  if (isVendorLive(vendor, user)) return null;
  return {
    message: VENDOR_NOT_LIVE,
    phone_verified: !!user.phoneVerifiedAt,
    verification_status: vendor.verificationStatus,
    compliance_path: `${dashboardPath('vendor', vendor.category)}/compliance`,
  };
}
