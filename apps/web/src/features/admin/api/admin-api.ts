import type { ApiData, ApiSchemas } from '@/lib/api-schema';
import { adminRequest } from './admin-client';
import type { AdminRecord } from './admin-session';

/** A page of a list: `{ data, meta }` (meta: current_page, per_page, total, last_page). */
export interface Paged<T> {
  data: T[];
  meta: ApiSchemas['PageMeta'];
}

export const ADMIN_ME_KEY = '/api/admin/me';
export const ADMIN_DASHBOARD_KEY = '/api/admin/dashboard';
export const ADMIN_SETTINGS_KEY = '/api/admin/settings';

/** POST /api/admin/login. */
export function adminLogin(email: string, password: string): Promise<{ token: string; admin: AdminRecord }> {
  return adminRequest('/api/admin/login', { method: 'POST', body: { email, password } });
}

/** POST /api/admin/password/change: other admin sessions end; the answer carries the new token for this one. */
export function changeAdminPassword(body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): Promise<{ message: string; token: string }> {
  return adminRequest('/api/admin/password/change', { method: 'POST', body });
}

/** POST /api/admin/logout (best effort; the caller clears the session whatever happens). */
export function adminLogout(): Promise<unknown> {
  return adminRequest('/api/admin/logout', { method: 'POST', timeoutMs: 5_000 });
}

export type AuditEntry = ApiSchemas['Audit'];

export type DashboardStats = ApiData<'/api/admin/dashboard'>;

export type KycStatus = 'pending' | 'approved' | 'rejected';

export type KycVerification = ApiSchemas['Kyc'];

export function approveKyc(id: number): Promise<{ message: string }> {
  return adminRequest(`/api/admin/kyc/verifications/${id}/approve`, { method: 'POST' });
}

export function rejectKyc(id: number, reason: string): Promise<{ message: string }> {
  return adminRequest(`/api/admin/kyc/verifications/${id}/reject`, { method: 'POST', body: { reason } });
}

export type AdminVendor = ApiSchemas['AdminVendor'];
/** One vendor with the category details (GET /api/admin/vendors/{id}). */
export type AdminVendorDetail = ApiData<'/api/admin/vendors/{id}'>;

export function verifyVendor(id: number): Promise<{ message: string; data: AdminVendor }> {
  return adminRequest(`/api/admin/vendors/${id}/verify`, { method: 'POST' });
}

export function rejectVendor(id: number, reason: string): Promise<{ message: string; data: AdminVendor }> {
  return adminRequest(`/api/admin/vendors/${id}/reject`, { method: 'POST', body: { reason } });
}

export type PlatformSettings = ApiData<'/api/admin/settings'>;

export function updateSettings(patch: Partial<PlatformSettings>): Promise<{ message: string; data: PlatformSettings }> {
  return adminRequest(ADMIN_SETTINGS_KEY, { method: 'PUT', body: patch });
}

export function updateAdminProfile(name: string, email: string): Promise<{ message: string; admin: AdminRecord }> {
  return adminRequest('/api/admin/profile', { method: 'PUT', body: { name, email } });
}

/** POST /api/admin/queues/link: a one-minute signed link that opens the queue dashboard (bull-board). */
export function queueDashboardLink(): Promise<{ data: { url: string; expires_at: string } }> {
  return adminRequest('/api/admin/queues/link', { method: 'POST' });
}
