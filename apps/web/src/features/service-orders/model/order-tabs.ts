import {
  ADDRESS_TO_BE_AGREED,
  isPreferredTime,
  PREFERRED_TIME_LABELS,
  SERVICE_ORDER_STATUS_LABELS,
  SERVICE_ORDER_TABS,
  isServiceOrderStatus,
  type ServiceOrderTab,
} from '@oja/shared';

/** Tabs of both order pages: Active = accepted + in_progress, Completed = completed + cancelled. */
export const ORDER_TABS: { id: ServiceOrderTab; label: string }[] = [
  { id: 'all', label: 'All Orders' },
  { id: 'pending', label: 'Pending' },
  { id: 'active', label: 'Active' },
  { id: 'completed', label: 'Completed' },
];

export function isOrderTab(value: string | null | undefined): value is ServiceOrderTab {
  return ORDER_TABS.some((t) => t.id === value);
}

interface HasStatus {
  status: string;
}

/** The orders a tab shows. */
export function ordersInTab<T extends HasStatus>(orders: readonly T[], tab: ServiceOrderTab): T[] {
  const statuses = SERVICE_ORDER_TABS[tab] as readonly string[];
  return orders.filter((o) => statuses.includes(o.status));
}

/** The count badge of every tab. */
export function tabCounts(orders: readonly HasStatus[]): Record<ServiceOrderTab, number> {
  return {
    all: ordersInTab(orders, 'all').length,
    pending: ordersInTab(orders, 'pending').length,
    active: ordersInTab(orders, 'active').length,
    completed: ordersInTab(orders, 'completed').length,
  };
}

/** Empty states: 'No service orders yet' and 'No {filter} orders'. */
export function emptyTabText(tab: ServiceOrderTab): string {
  return tab === 'all' ? 'No service orders yet' : `No ${tab} orders`;
}

/** 'In Progress' for in_progress; unknown values as given. */
export function statusLabel(status: string): string {
  return isServiceOrderStatus(status) ? SERVICE_ORDER_STATUS_LABELS[status] : status;
}

export const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  accepted: 'blue',
  in_progress: 'purple',
  completed: 'green',
  cancelled: 'red',
};

export const PAYMENT_LABELS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Unpaid', color: 'gray' },
  paid: { label: 'Paid', color: 'green' },
  refunded: { label: 'Refunded', color: 'purple' },
};

export const ESCROW_LABELS: Record<string, string> = {
  none: 'Not paid yet',
  held: 'Held in escrow',
  released: 'Released to vendor',
  disputed: 'Under dispute (held)',
  refunded: 'Refunded to customer',
};

interface RefundFacts {
  payment_status: string;
  escrow_status?: string | null;
  total_amount: number | string;
  dispute?: { refund_amount: number | null } | null;
}

/** A refund smaller than the payment (a dispute settled with part of the money back). */
export function isPartlyRefunded(o: RefundFacts): boolean {
  const refund = o.dispute?.refund_amount;
  return o.payment_status === 'refunded' && typeof refund === 'number' && refund > 0 && refund < Number(o.total_amount);
}

/** The payment badge: 'Partly refunded' when the refund is less than the payment, else by payment status. */
export function paymentLabel(o: RefundFacts): { label: string; color: string } {
  if (isPartlyRefunded(o)) return { label: 'Partly refunded', color: 'purple' };
  return PAYMENT_LABELS[o.payment_status] ?? { label: o.payment_status, color: 'gray' };
}

/** Where the escrowed money is, with 'Partly refunded to customer' for a partial refund. */
export function escrowLabel(o: RefundFacts): string {
  const status = o.escrow_status ?? 'none';
  if (status === 'refunded' && isPartlyRefunded(o)) return 'Partly refunded to customer';
  return ESCROW_LABELS[status] ?? status;
}

/**
 * The preferred time window and the service address as order facts. The API sends the vendor the
 * address only once they have accepted; before that the vendor reads when it will be shared. An order
 * placed without an address (the spec's payload) reads "Address to be agreed" until the customer adds it.
 */
export function whenAndWhere(o: {
  status: string;
  preferred_time?: string | null;
  service_address?: string | null;
  address_to_be_agreed?: boolean;
  user?: unknown;
}): { label: string; value: string; testId: string }[] {
  const facts: { label: string; value: string; testId: string }[] = [];
  if (o.preferred_time)
    facts.push({
      label: 'Preferred time',
      value: isPreferredTime(o.preferred_time) ? PREFERRED_TIME_LABELS[o.preferred_time] : o.preferred_time,
      testId: 'order-preferred-time',
    });
  if (o.service_address) facts.push({ label: 'Service address', value: o.service_address, testId: 'order-address' });
  else if (o.address_to_be_agreed) facts.push({ label: 'Service address', value: ADDRESS_TO_BE_AGREED, testId: 'order-address' });
  else if (o.user !== undefined && o.status === 'pending') facts.push({ label: 'Service address', value: 'Shared when you accept', testId: 'order-address' });
  return facts;
}
