import type { SignedInUser } from '../users/user.port.js';
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
