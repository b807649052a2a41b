import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export type ComplianceState = 'pending' | 'approved' | 'rejected';
export type DocumentType = 'nin' | 'cac';

/** The uploaded document; `url` is a signed link (15 minutes), usable in <img>/<a> without a token. */
export type ComplianceDocument = NonNullable<ComplianceStatus['document']>;

export type ComplianceVerification = NonNullable<ComplianceStatus['verification']>;

/** GET /api/vendor/compliance/status. */
export type ComplianceStatus = ApiAnswer<'/api/vendor/compliance/status'>;

export const COMPLIANCE_STATUS_KEY = '/api/vendor/compliance/status';

/** GET /api/vendor/compliance/status. Signed document links expire, so it refreshes every 10 minutes. */
export function useComplianceStatus() {
  return useSWR<ComplianceStatus>(COMPLIANCE_STATUS_KEY);
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
