import { formatDate, formatKobo } from '@oja/shared';

/** Who and what a service-order notice speaks of. */
export interface OrderParties {
  orderId: number;
  title: string;
  business: string;
  customerName: string;
  amountKobo: number;
}

export interface Notice {
  title: string;
  body: string;
  /** The reader must act (answer a request, pay, answer a dispute): also sent by SMS (NotifyInput.action). */
  action?: boolean;
}

/** Every text a service order sends to its customer or vendor, as pure functions (one place to read and test). */
export const ORDER_NOTICES = {
  newRequest: (p: OrderParties, deadline: string): Notice => ({
    title: 'New service request',
    action: true,
    body: `${p.customerName} requested "${p.title}" (${formatKobo(p.amountKobo)}) by ${formatDate(deadline)}. Accept or decline it within 48 hours.`,
  }),
  addressNeeded: (p: OrderParties): Notice => ({
    title: 'Please add the service address',
    body: `Your request for "${p.title}" (order #${p.orderId}) was sent without the address where the service is needed. Add it on the order page: ${p.business} can start the work only once it is there.`,
  }),
  addressAdded: (p: OrderParties): Notice => ({
    title: 'Service address added',
    body: `${p.customerName} added the service address for order #${p.orderId} (${p.title}). You will find it on the order.`,
  }),
  accepted: (p: OrderParties): Notice => ({
    title: 'Your service request was accepted',
    action: true,
    body: `${p.business} accepted order #${p.orderId} (${p.title}). Pay ${formatKobo(p.amountKobo)} to confirm it; the money is held in escrow until you confirm the work is done.`,
  }),
  paidToVendor: (p: OrderParties): Notice => ({
    title: 'Payment received: you can start',
    body: `${formatKobo(p.amountKobo)} for order #${p.orderId} (${p.title}) is held in escrow. Start the work when you are ready.`,
  }),
  paidToCustomer: (p: OrderParties): Notice => ({
    title: 'Payment received',
    body: `Your payment of ${formatKobo(p.amountKobo)} for order #${p.orderId} is held in escrow until you confirm the work is done.`,
  }),
  cancelledByCustomer: (p: OrderParties): Notice => ({ title: 'Order cancelled', body: `The customer cancelled order #${p.orderId} (${p.title}).` }),
  declined: (p: OrderParties): Notice => ({
    title: 'Service request declined',
    body: `${p.business} declined order #${p.orderId} (${p.title}). You have not been charged.`,
  }),
  expired: (p: OrderParties): Notice => ({
    title: 'Order cancelled',
    body: `Order #${p.orderId} (${p.title}) was cancelled because the vendor did not answer in time. Nobody was charged.`,
  }),
  started: (p: OrderParties): Notice => ({ title: 'Work has started', body: `${p.business} started work on order #${p.orderId} (${p.title}).` }),
  completed: (p: OrderParties): Notice => ({
    title: 'Work completed: please confirm',
    body: `${p.business} marked order #${p.orderId} (${p.title}) as completed. Confirm to release the payment, or open a dispute within 48 hours. Otherwise the payment is released automatically after 72 hours.`,
  }),
  released: (p: OrderParties, vendorKobo: number, feeKobo: number): Notice => ({
    title: 'Payment released',
    body: `${formatKobo(vendorKobo)} for order #${p.orderId} (${formatKobo(p.amountKobo)} minus the ${formatKobo(feeKobo)} platform fee) is in your payable balance. It becomes available for payout after 24 hours.`,
  }),
  disputedToVendor: (p: OrderParties, reason: string): Notice => ({
    title: 'Order disputed',
    action: true,
    body: `The customer disputed order #${p.orderId} (${p.title}): "${reason}". The payment stays in escrow until an administrator resolves it.`,
  }),
  disputedToCustomer: (p: OrderParties): Notice => ({
    title: 'Dispute opened',
    body: `Your dispute of order #${p.orderId} was received. The payment stays in escrow until an administrator resolves it (3-5 business days).`,
  }),
  disputeToAdmins: (p: OrderParties, reason: string): Notice => ({
    title: `Dispute opened on service order #${p.orderId}`,
    body: `${p.customerName} disputed order #${p.orderId} with ${p.business} (${formatKobo(p.amountKobo)}): ${reason}`,
  }),
  refundToCustomer: (p: OrderParties, refundKobo: number): Notice => ({
    title: 'Dispute resolved: refund',
    body: `${formatKobo(refundKobo)} of your payment for order #${p.orderId} will be refunded to you.`,
  }),
  refundToVendor: (p: OrderParties, refundKobo: number, vendorKobo: number): Notice => ({
    title: 'Dispute resolved',
    body: `Order #${p.orderId}: ${formatKobo(refundKobo)} was refunded to the customer; ${formatKobo(vendorKobo)} (after the platform fee) is in your payable balance.`,
  }),
  releasedAfterDispute: (p: OrderParties, note: string): Notice => ({
    title: 'Dispute resolved',
    body: `Your dispute of order #${p.orderId} was reviewed and the payment was released to ${p.business}. Note from the administrator: ${note}`,
  }),
  remindVendor: (p: OrderParties, hours: number): Notice => ({
    title: 'Reminder: a service request is waiting for you',
    action: true,
    body: `Order #${p.orderId} (${p.title}) from ${p.customerName} will be cancelled automatically in about ${hours} hours unless you accept or decline it.`,
  }),
  remindCustomer: (p: OrderParties, hours: number): Notice => ({
    title: 'Reminder: confirm your completed order',
    body: `The payment for order #${p.orderId} (${p.title}) will be released to ${p.business} automatically in about ${hours} hours. Confirm now if you are satisfied.`,
  }),
} as const;
