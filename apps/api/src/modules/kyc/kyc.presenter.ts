import type { KycVerification } from './entities/kyc-verification.entity.js';
import type { DocumentLinksService } from './document-links.service.js';

/** A KYC verification as the admin review screen reads it. */
export function presentKyc(v: KycVerification, links: DocumentLinksService) {
  const vendor = v.vendor;
  const user = vendor?.user;
  return {
    id: v.id,
    status: v.status,
    document_type: v.documentType,
    document_url: v.documentId ? links.url('admin', v.documentId) : null,
    document_mime: v.document?.mime ?? null,
    submitted_at: v.submittedAt,
    reviewed_at: v.reviewedAt,
    rejection_reason: v.rejectionReason,
    user: user ? { id: user.id, name: user.name, email: user.email, phone: user.phone, phone_verified_at: user.phoneVerifiedAt } : null,
    vendor: vendor
      ? {
          id: vendor.id,
          business_name: vendor.businessName,
          category: vendor.category,
          vendor_type: vendor.vendorType,
          verification_status: vendor.verificationStatus,
        }
      : null,
  };
}
