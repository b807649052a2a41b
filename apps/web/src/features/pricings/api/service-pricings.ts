import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

/** A vendor's service pricing (spec 001 §3). */
export interface ServicePricing {
  id: number;
  service_vendor_id?: number;
  title: string;
  description: string | null;
  /** Naira; the server may send a string (converted on display). */
  price: number | string;
  created_at: string;
  updated_at: string;
}

export interface PricingInput {
  title: string;
  description: string | null;
  price: number;
}

export const SERVICE_PRICINGS_KEY = '/api/vendor/service-pricings';

/** GET /api/vendor/service-pricings. */
export function useServicePricings() {
  return useSWR<{ data: ServicePricing[] }>(SERVICE_PRICINGS_KEY);
}

type PricingResponse = { message?: string; data: ServicePricing };

export function createPricing(input: PricingInput): Promise<PricingResponse> {
  return apiRequest<PricingResponse>(SERVICE_PRICINGS_KEY, { method: 'POST', body: input });
}

export function updatePricing(id: number, input: PricingInput): Promise<PricingResponse> {
  return apiRequest<PricingResponse>(`${SERVICE_PRICINGS_KEY}/${encodeURIComponent(String(id))}`, { method: 'PUT', body: input });
}

export function deletePricing(id: number): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`${SERVICE_PRICINGS_KEY}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}
