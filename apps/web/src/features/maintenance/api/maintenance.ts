import { uploadWithProgress } from '@/lib/upload-with-progress';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiData } from '@/lib/api-schema';
import { placeQuery } from '@/lib/use-place-params';

export type MaintenanceRequest = ApiData<'/api/maintenance/my-requests'>[number];
export type Mechanic = ApiData<'/api/maintenance/mechanics'>[number];
export type MechanicJob = ApiData<'/api/vendor/mechanic/requests'>[number];
export type MechanicCustomer = ApiData<'/api/vendor/mechanic/customers'>[number];
export type MechanicDashboard = ApiData<'/api/vendor/mechanic/dashboard'>;

export const MY_REQUESTS_KEY = '/api/maintenance/my-requests?per_page=50';
export const MECHANIC_REQUESTS_KEY = '/api/vendor/mechanic/requests?per_page=50';
export const MECHANIC_CUSTOMERS_KEY = '/api/vendor/mechanic/customers';
export const MECHANIC_DASHBOARD_KEY = '/api/vendor/mechanic/dashboard';

export interface ReportInput {
  location: string;
  service_type: string;
  issue: string;
  needs_towing: boolean;
}

/** Where the report form keeps its draft (sessionStorage): across a sign-in, and when a request is sent again. */
export const DRAFT_KEY = 'oja:maintenance-draft';

/** A declined or lapsed request's report as a draft of a new one, for another mechanic (the fee was refunded). */
export function draftAgain(r: MaintenanceRequest): void {
  const draft: ReportInput = { location: r.location ?? '', service_type: r.service_type, issue: r.issue ?? '', needs_towing: Boolean(r.needs_towing) };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

type Answer<T> = Promise<{ message?: string; data: T }>;

/** POST /api/maintenance/request. */
export function reportIssue(input: ReportInput): Answer<MaintenanceRequest> {
  return apiRequest('/api/maintenance/request', { method: 'POST', body: input });
}

export function useMyRequests(enabled = true) {
  return useSWR<{ data: MaintenanceRequest[] }>(enabled ? MY_REQUESTS_KEY : null);
}

export function useMaintenanceRequest(id: string | null) {
  return useSWR<{ data: MaintenanceRequest }>(id ? `/api/maintenance/requests/${encodeURIComponent(id)}` : null);
}

export function useMechanics(location: string | null, place: { state?: string; area?: string } = {}) {
  const query = () => {
    const params = placeQuery(place);
    params.set('location', location ?? '');
    return params;
  };
  return useSWR<{ data: Mechanic[] }>(location !== null ? `/api/maintenance/mechanics?${query()}` : null, { keepPreviousData: true });
}

const post = <T>(path: string, body: unknown = {}): Answer<T> => apiRequest(path, { method: 'POST', body });
const req = (id: number | string, action: string) => `/api/maintenance/requests/${encodeURIComponent(String(id))}/${action}`;

export const chooseMechanic = (id: number | string, mechanicId: number) => post<MaintenanceRequest>(req(id, 'mechanic'), { mechanic_id: mechanicId });
export const payRequest = (id: number | string) => post<{ payment_url: string; reference: string }>(req(id, 'pay'));
export const cancelRequest = (id: number | string) => post<MaintenanceRequest>(req(id, 'cancel'));
export const confirmRequest = (id: number | string) => post<MaintenanceRequest>(req(id, 'confirm'));

export function useMechanicRequests() {
  return useSWR<{ data: MechanicJob[] }>(MECHANIC_REQUESTS_KEY);
}
export function useMechanicCustomers() {
  return useSWR<{ data: MechanicCustomer[] }>(MECHANIC_CUSTOMERS_KEY);
}
export function useMechanicDashboard() {
  return useSWR<{ data: MechanicDashboard }>(MECHANIC_DASHBOARD_KEY);
}

export type MechanicAction = 'accept' | 'decline' | 'start' | 'complete';
export const mechanicAct = (id: number, action: MechanicAction) => post<MechanicJob>(`/api/vendor/mechanic/requests/${id}/${action}`);

/** POST /api/maintenance/requests/{id}/dispute {reason}: report a problem with a completed job. */
export function reportProblem(id: number, reason: string): Answer<MaintenanceRequest> {
  return apiRequest(`/api/maintenance/requests/${id}/dispute`, { method: 'POST', body: { reason } });
}

/** POST /api/maintenance/requests/{id}/dispute/photos (multipart `photo`): one photo added to the reported problem. */
export function uploadProblemPhoto(id: number, photo: File) {
  const form = new FormData();
  form.append('photo', photo);
  return uploadWithProgress(`/api/maintenance/requests/${id}/dispute/photos`, form);
}
