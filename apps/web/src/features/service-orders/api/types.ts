import type { ApiSchemas } from '@/lib/api-schema';

export type OrderDispute = ApiSchemas['Dispute'];

/**
 * A service order as the API presents it to the customer; the vendor's reads add `user`
 *. Generated from the API's document.
 */
export type ServiceOrder = ApiSchemas['CustomerServiceOrder'] & { user?: ApiSchemas['OrderCustomer'] };

/** The vendor's view of an order. */
export type VendorServiceOrder = ApiSchemas['VendorServiceOrder'];

/** A move on one order: the message and the order as the caller now sees it. */
export interface OrderResponse {
  message?: string;
  data: ServiceOrder;
}
