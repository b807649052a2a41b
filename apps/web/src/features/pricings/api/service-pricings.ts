import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchemas } from '@/lib/api-schema';

/** A vendor's service pricing. */
export type ServicePricing = ApiSchemas['Pricing'];

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

type PricingResponse = ApiAnswer<'/api/vendor/service-pricings', 'post'>;

export function createPricing(input: PricingInput): Promise<PricingResponse> {
  return apiRequest<PricingResponse>(SERVICE_PRICINGS_KEY, { method: 'POST', body: input });
}

export function updatePricing(id: number, input: PricingInput): Promise<PricingResponse> {
  return apiRequest<PricingResponse>(`${SERVICE_PRICINGS_KEY}/${encodeURIComponent(String(id))}`, { method: 'PUT', body: input });
}

export function deletePricing(id: number): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`${SERVICE_PRICINGS_KEY}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}
