import type { User } from '../users/entities/user.entity.js';
import type { Vendor } from './entities/vendor.entity.js';

/** A vendor is live once the phone is verified and an admin approved the KYC document. */
export function isVendorLive(vendor: Pick<Vendor, 'isVerified'> | null | undefined, user: Pick<User, 'phoneVerifiedAt'>): boolean {
  return !!vendor?.isVerified && !!user.phoneVerifiedAt;
}
