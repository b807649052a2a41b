import { allowedServiceOrderActions, DISPUTE_WINDOW_HOURS, HOUR_MS, koboToNaira, maxRefundKobo } from '@oja/shared';
import type { ServiceOrder } from './entities/service-order.entity.js';
import type { presentDispute } from '../disputes/dispute.presenter.js';

export type OrderViewer = 'customer' | 'vendor' | 'admin';

export interface OrderExtras {
  /** The latest checkout reference (pending or paid), for confirm-payment. */
  paymentReference?: string | null;
  /** When the escrow is released automatically (completed orders with escrow held). */
  autoReleaseAt?: Date | null;
  /** The order's dispute with its photos (the disputes module's view; loaded by the caller). */
  dispute?: ReturnType<typeof presentDispute>;
}

/** The fields every viewer sees (the customer sees exactly these). */
function orderFields(o: ServiceOrder, viewer: OrderViewer, extras: OrderExtras, now: Date) {
  const sv = o.serviceVendor;
  const disputeUntil = o.completedAt ? new Date(o.completedAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS) : null;
  return {
    id: o.id,
    status: o.status,
    payment_status: o.paymentStatus,
    escrow_status: o.escrowStatus,
    total_amount: koboToNaira(o.totalAmountKobo),
    deadline: o.deadline,
    requirements: o.requirements,
    service_address: o.serviceAddress,
    /** True while an open order has no service address (placed with the spec's payload): "address to be agreed"; work cannot start yet. */
    address_to_be_agreed: !o.serviceAddress?.trim() && (o.status === 'pending' || o.status === 'accepted'),
    preferred_time: o.preferredTime,
    vendor_response: o.vendorResponse,
    cancelled_by: o.cancelledBy,
    payment_reference: extras.paymentReference ?? null,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    accepted_at: o.acceptedAt,
    paid_at: o.paidAt,
    started_at: o.startedAt,
    completed_at: o.completedAt,
    cancelled_at: o.cancelledAt,
    released_at: o.releasedAt,
    refunded_at: o.refundedAt,
    dispute_until: o.escrowStatus === 'held' ? disputeUntil : null,
    auto_release_at: o.escrowStatus === 'held' && o.status === 'completed' ? (extras.autoReleaseAt ?? null) : null,
    service_pricing: { id: o.servicePricingId, title: o.servicePricing?.title ?? null },
    service_vendor: {
      id: o.serviceVendorId,
      service_name: sv?.serviceName ?? null,
      location: sv?.location ?? null,
      phone: sv?.phone || sv?.vendor?.user?.phone || null,
      vendor: {
        business_name: sv?.vendor?.businessName ?? null,
        user: { phone: sv?.vendor?.user?.phone ?? null },
      },
    },
    dispute: extras.dispute ?? null,
    available_actions: allowedServiceOrderActions(o, viewer, now),
  };
}

/** A service order as its customer sees it: escrow state and the moves open now (`available_actions`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a named schema for the API document
export interface CustomerServiceOrder extends ReturnType<typeof orderFields> {}
/** The customer who ordered (name and phone). */
export interface OrderCustomer {
  name: string | null;
  phone: string | null;
}
/** A service order as its vendor sees it: adds the customer; the address only once accepted. */
export interface VendorServiceOrder extends CustomerServiceOrder {
  user: OrderCustomer;
}
/** A service order as an administrator sees it: adds the largest refund a dispute may grant. */
export interface AdminServiceOrder extends VendorServiceOrder {
  max_refund_amount: number;
}
/** Each viewer's shape. */
export interface ServiceOrderViews {
  customer: CustomerServiceOrder;
  vendor: VendorServiceOrder;
  admin: AdminServiceOrder;
}

/**
 * A service order as `viewer` sees it. Relations servicePricing, serviceVendor.vendor.user and user, and the
 * dispute, are loaded by the caller.
 */
export function presentServiceOrder<V extends OrderViewer>(o: ServiceOrder, viewer: V, extras: OrderExtras = {}, now: Date = new Date()): ServiceOrderViews[V] {
  const base: CustomerServiceOrder = orderFields(o, viewer, extras, now);
  if (viewer === 'customer') return base as ServiceOrderViews[V];
  const user = { name: o.user?.name ?? null, phone: o.user?.phone ?? null };
  // The customer's address reaches the vendor only once the vendor has accepted the job.
  if (viewer === 'vendor') return { ...base, service_address: o.acceptedAt ? o.serviceAddress : null, user } as ServiceOrderViews[V];
  return { ...base, user, max_refund_amount: koboToNaira(maxRefundKobo(o.totalAmountKobo)) } as ServiceOrderViews[V];
}
