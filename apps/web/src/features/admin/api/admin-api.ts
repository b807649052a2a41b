import { adminRequest } from './admin-client';
import type { AdminRecord } from './admin-session';

export interface Paged<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export const ADMIN_ME_KEY = '/api/admin/me';
export const ADMIN_DASHBOARD_KEY = '/api/admin/dashboard';
export const ADMIN_SETTINGS_KEY = '/api/admin/settings';

/** POST /api/admin/login. */
export function adminLogin(email: string, password: string): Promise<{ token: string; admin: AdminRecord }> {
  return adminRequest('/api/admin/login', { method: 'POST', body: { email, password } });
}

/** POST /api/admin/logout (best effort; the caller clears the session whatever happens). */
export function adminLogout(): Promise<unknown> {
  return adminRequest('/api/admin/logout', { method: 'POST', timeoutMs: 5_000 });
}

export interface AuditEntry {
  id: number;
  action: string;
  summary: string;
  reason: string | null;
  subject_type: string | null;
  subject_id: number | null;
  actor: { type: 'admin' | 'system'; id: number | null; name: string; email: string | null };
  created_at: string;
}

export interface DashboardStats {
  total_vendors: number;
  pending_kyc: number;
  approved_vendors: number;
  rejected_vendors: number;
  total_users: number;
  active_vendors: number;
  verification_rate?: number;
  recent_activity?: AuditEntry[];
}

export type KycStatus = 'pending' | 'approved' | 'rejected';

export interface KycVerification {
  id: number;
  status: KycStatus;
  document_type: string | null;
  document_url: string | null;
  document_mime: string | null;
  submitted_at: string | null;
  reviewed_at?: string | null;
  rejection_reason?: string | null;
  user: { id?: number; name: string; email: string; phone: string | null } | null;
  vendor: { id?: number; business_name: string; category: string; vendor_type?: string } | null;
}

export function approveKyc(id: number): Promise<{ message: string }> {
  return adminRequest(`/api/admin/kyc/verifications/${id}/approve`, { method: 'POST' });
}

export function rejectKyc(id: number, reason: string): Promise<{ message: string }> {
  return adminRequest(`/api/admin/kyc/verifications/${id}/reject`, { method: 'POST', body: { reason } });
}

export interface AdminVendor {
  id: number;
  user_id: number;
  business_name: string;
  vendor_type: string;
  category: string;
  is_verified: boolean;
  verification_status: string;
  display_status: 'Live' | 'Pending' | 'Rejected' | 'Unknown' | string;
  is_live?: boolean;
  rejection_reason?: string | null;
  created_at: string;
  user: { id: number; name: string; email: string; phone: string | null; phone_verified_at: string | null };
  kyc: { id: number; status: KycStatus; document_type: string; submitted_at: string | null; reviewed_at: string | null } | null;
  details?: Record<string, unknown> | null;
}

export function verifyVendor(id: number): Promise<{ message: string; data: AdminVendor }> {
  return adminRequest(`/api/admin/vendors/${id}/verify`, { method: 'POST' });
}

export function rejectVendor(id: number, reason: string): Promise<{ message: string; data: AdminVendor }> {
  return adminRequest(`/api/admin/vendors/${id}/reject`, { method: 'POST', body: { reason } });
}

export interface PlatformSettings {
  maintenanceMode: boolean;
  allowNewRegistrations: boolean;
  requireEmailVerification: boolean;
  autoApproveVendors: boolean;
  emailNotifications: boolean;
  kycAlerts: boolean;
  systemAlerts: boolean;
  weeklyReports: boolean;
}

export function updateSettings(patch: Partial<PlatformSettings>): Promise<{ message: string; data: PlatformSettings }> {
  return adminRequest(ADMIN_SETTINGS_KEY, { method: 'PUT', body: patch });
}

export function updateAdminProfile(name: string, email: string): Promise<{ message: string; admin: AdminRecord }> {
  return adminRequest('/api/admin/profile', { method: 'PUT', body: { name, email } });
}
