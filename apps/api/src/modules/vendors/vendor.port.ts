import type { VendorCategory } from '@oja/shared';
import type { UserAccount, UserContact } from '../users/user.port.js';
import type { VendorType, VerificationStatus } from './entities/vendor.entity.js';

/**
 * A vendor row as other modules read it (the signed-in user's `vendor`, a party of an order or booking): plain
 * data, no relations. The Vendor entity satisfies it; modules other than vendors use this instead of the entity.
 */
export interface VendorRecord {
  id: number;
  userId: number;
  vendorType: VendorType;
  businessName: string;
  category: VendorCategory;
  verificationStatus: VerificationStatus;
  isVerified: boolean;
  rejectionReason: string | null;
  verifiedAt: Date | null;
  createdAt: Date;
}

/** A vendor as a party of an order, booking or request: its row and, when loaded, its account's contact. */
export interface VendorParty extends VendorRecord {
  user?: UserContact;
}

/** A vendor with its account, as the admin vendor screens read it. */
export interface VendorWithAccount extends VendorRecord {
  user?: UserAccount;
}
