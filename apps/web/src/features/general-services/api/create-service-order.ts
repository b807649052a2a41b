import type { PreferredTime } from '@oja/shared';
import { apiRequest } from '@/lib/api-client';

export interface CreateServiceOrderInput {
  service_vendor_id: number;
  service_pricing_id: number;
  /** YYYY-MM-DD */
  deadline: string;
  requirements: string;
  /** Where the work is done. */
  service_address: string;
  preferred_time: PreferredTime;
}

export interface CreateServiceOrderResponse {
  message?: string;
  data: { id: number; status: string; total_amount: number | string };
}

/** POST /api/service-orders: the booking request; the amount is the pricing's, set by the API. */
export function createServiceOrder(input: CreateServiceOrderInput): Promise<CreateServiceOrderResponse> {
  return apiRequest<CreateServiceOrderResponse>('/api/service-orders', { method: 'POST', body: input });
}
