import type { KycStatus } from '@oja/shared';

/** A KYC verification as other modules read it (compliance status, the admin vendor screens): plain data, no relations. */
export interface KycRecord {
  id: number;
  vendorId: number;
  documentId: number | null;
  documentType: string;
  status: KycStatus;
  submittedAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
}

/** The document a vendor submits for review (compliance's VendorDocument satisfies it). */
export interface SubmittedDocument {
  id: number;
  documentType: string;
}
