import type { VendorCategory } from '@oja/shared';

/**
 * A vendor row as other modules read it (the signed-in user's `vendor`, a party of an order or booking): plain
 * data, no relations. The Vendor entity satisfies it; modules other than vendors use this instead of the entity.
 */
export interface VendorRecord {
  id: number;
  userId: number;
  vendorType: 'individual' | 'business';
  businessName: string;
  category: VendorCategory;
  verificationStatus: 'pending' | 'verified' | 'rejected';
  isVerified: boolean;
  rejectionReason: string | null;
  createdAt: Date;
}
