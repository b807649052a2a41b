import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export type ComplianceState = 'pending' | 'approved' | 'rejected';
export type DocumentType = 'nin' | 'cac';

export interface ComplianceDocument {
  id: number;
  type: DocumentType;
  mime: string;
  size?: number;
  uploaded_at?: string;
  /** A same-origin signed link (15 minutes), usable in <img>/<a> without a token. */
  url: string;
}

export interface ComplianceVerification {
  id: number;
  status: ComplianceState;
  submitted_at: string | null;
  reviewed_at: string | null;
  rejection_reason: string | null;
}

export interface ComplianceStatus {
  is_verified: boolean;
  phone_verified: boolean;
  phone_verified_at: string | null;
  document_uploaded: boolean;
  compliance_status: ComplianceState;
  is_live: boolean;
  submitted_for_review: boolean;
  can_submit: boolean;
  expected_document_type: DocumentType;
  document: ComplianceDocument | null;
  verification: ComplianceVerification | null;
  rejection_reason: string | null;
}

export const COMPLIANCE_STATUS_KEY = '/api/vendor/compliance/status';

/** GET /api/vendor/compliance/status. Signed document links expire, so it refreshes every 10 minutes. */
export function useComplianceStatus() {
  return useSWR<ComplianceStatus>(COMPLIANCE_STATUS_KEY, { refreshInterval: 10 * 60_000 });
}

/** POST /api/otp/send-phone: the code is read out in a voice call. */
export function sendPhoneOtp(userId: number | string): Promise<{ message: string; resend_in?: number }> {
  return apiRequest('/api/otp/send-phone', { method: 'POST', body: { user_id: Number(userId) } });
}

/** POST /api/otp/verify-phone. */
export function verifyPhoneOtp(userId: number | string, otp: string): Promise<{ message: string }> {
  return apiRequest('/api/otp/verify-phone', { method: 'POST', body: { user_id: Number(userId), otp } });
}

/** POST /api/vendor/compliance/upload-document (multipart: document, type), reporting progress. */
export function uploadComplianceDocument(
  file: File,
  type: DocumentType,
  onProgress?: (percent: number) => void,
): Promise<{ message: string; data: ComplianceDocument }> {
  const form = new FormData();
  form.append('type', type);
  form.append('document', file);
  return uploadWithProgress('/api/vendor/compliance/upload-document', form, onProgress);
}

/** POST /api/vendor/compliance/submit-review (empty body). */
export function submitForReview(): Promise<{ message: string; data: { id: number; status: ComplianceState } }> {
  return apiRequest('/api/vendor/compliance/submit-review', { method: 'POST' });
}
