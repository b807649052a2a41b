import type { EscrowStatus, PaymentStatus, ServiceOrderEventType, ServiceOrderStatus } from '@oja/shared';

export interface OrderDispute {
  id: number;
  status: string;
  reason: string;
  resolution: string | null;
  refund_amount: number | null;
  note: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** A service order as the API presents it to the customer (spec 000 §3) or the vendor (001 §3, adds `user`). */
export interface ServiceOrder {
  id: number;
  status: ServiceOrderStatus | string;
  payment_status: PaymentStatus | string;
  escrow_status?: EscrowStatus | string;
  /** Naira; older servers may send a numeric string. */
  total_amount: number | string;
  deadline: string | null;
  requirements: string | null;
  /** Where the work is done; the vendor gets it once they accept (null before, and on older orders). */
  service_address?: string | null;
  /** morning, afternoon, evening or anytime; null on older orders. */
  preferred_time?: string | null;
  vendor_response: string | null;
  cancelled_by?: string | null;
  payment_reference?: string | null;
  created_at: string;
  updated_at: string;
  accepted_at?: string | null;
  paid_at?: string | null;
  started_at?: string | null;
  completed_at?: string | null;
  cancelled_at?: string | null;
  released_at?: string | null;
  refunded_at?: string | null;
  dispute_until?: string | null;
  auto_release_at?: string | null;
  service_pricing?: { id?: number; title: string | null } | null;
  service_vendor?: {
    id?: number;
    service_name?: string | null;
    location?: string | null;
    phone?: string | null;
    vendor?: { business_name: string | null; user?: { phone: string | null } | null } | null;
  } | null;
  dispute?: OrderDispute | null;
  /** The machine events the caller may send now: the only buttons to show. */
  available_actions?: (ServiceOrderEventType | string)[];
  user?: { name: string | null; phone: string | null } | null;
}

export interface OrderResponse {
  message?: string;
  data: ServiceOrder;
}
