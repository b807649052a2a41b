import type { PreferredTime } from '@oja/shared';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-schema';

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

/** POST /api/service-orders: the message and the order as its customer sees it. */
export type CreateServiceOrderResponse = ApiAnswer<'/api/service-orders', 'post'>;

/** POST /api/service-orders: the booking request; the amount is the pricing's, set by the API. */
export function createServiceOrder(input: CreateServiceOrderInput): Promise<CreateServiceOrderResponse> {
  return apiRequest<CreateServiceOrderResponse>('/api/service-orders', { method: 'POST', body: input });
}
