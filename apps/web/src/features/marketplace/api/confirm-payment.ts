import { apiRequest } from '@/lib/api-client';

export interface ConfirmedOrder {
  id: number;
  status: string;
  payment_status: string;
  total_amount: number | string;
  service_pricing?: { title: string | null } | null;
}

/** POST /api/service-orders/{id}/confirm-payment {payment_reference}: idempotent; verifies the charge with the provider. */
export function confirmServiceOrderPayment(orderId: string, reference: string): Promise<{ message?: string; data: ConfirmedOrder }> {
  return apiRequest(`/api/service-orders/${encodeURIComponent(orderId)}/confirm-payment`, {
    method: 'POST',
    body: { payment_reference: reference },
  });
}
