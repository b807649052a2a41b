import { BOOKING_STATUS_LABELS, displayBookingStatus, isServiceOrderStatus, SERVICE_ORDER_STATUS_LABELS } from '@oja/shared';
import type { CustomerBooking, CustomerCartOrder, CustomerMaintenanceRequest, CustomerServiceOrder } from '../api/dashboard';

export type ActivityType = 'service_order' | 'booking' | 'maintenance' | 'food_order' | 'shop_order';

/** One row of the customer's Orders list: a service order, an apartment booking or a maintenance request. */
export interface ActivityItem {
  key: string;
  type: ActivityType;
  id: number;
  title: string;
  status: string;
  statusLabel: string;
  amount: number | null;
  createdAt: string;
  open: boolean;
  link: string;
}

export const TYPE_LABELS: Record<ActivityType, string> = {
  service_order: 'Service order',
  booking: 'Apartment booking',
  maintenance: 'Maintenance request',
  food_order: 'Food order',
  shop_order: 'Shop order',
};

const OPEN_ORDER = ['pending', 'accepted', 'in_progress'];
const OPEN_BOOKING = ['pending', 'processing', 'paid', 'checked_in'];
const CLOSED_MAINTENANCE = ['declined', 'lapsed', 'completed', 'released', 'cancelled'];
const CLOSED_CART_ORDER = ['completed', 'declined', 'cancelled', 'expired', 'refunded'];

/** "Mama Ngozi's Kitchen — 2 × Jollof Rice & Chicken, Chilled Zobo": a food or shop order's line in the list. */
export function cartOrderTitle(o: Pick<CustomerCartOrder, 'vendor' | 'items'>): string {
  const items = (o.items ?? []).map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name));
  const shown = items.length > 2 ? `${items.slice(0, 2).join(', ')} and ${items.length - 2} more` : items.join(', ');
  return shown ? `${o.vendor.business_name} — ${shown}` : o.vendor.business_name;
}

const label = (status: string) => status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Every order, booking, maintenance request and food or shop order, newest first. */
export function mergeActivity(
  orders: CustomerServiceOrder[] = [],
  bookings: CustomerBooking[] = [],
  maintenance: CustomerMaintenanceRequest[] = [],
  cartOrders: CustomerCartOrder[] = [],
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...orders.map((o) => ({
      key: `service_order:${o.id}`,
      type: 'service_order' as const,
      id: o.id,
      title: o.service_pricing?.title ?? o.service_vendor?.service_name ?? `Service order #${o.id}`,
      status: o.status,
      statusLabel: isServiceOrderStatus(o.status) ? SERVICE_ORDER_STATUS_LABELS[o.status] : label(o.status),
      amount: Number(o.total_amount),
      createdAt: o.created_at,
      open: OPEN_ORDER.includes(o.status),
      link: '/dashboard/user/my-service-orders',
    })),
    ...bookings.map((b) => ({
      key: `booking:${b.id}`,
      type: 'booking' as const,
      id: b.id,
      title: b.listing?.title ?? `Booking #${b.id}`,
      status: b.status,
      statusLabel: BOOKING_STATUS_LABELS[displayBookingStatus(b.status)],
      amount: Number(b.total_price),
      createdAt: b.created_at,
      open: OPEN_BOOKING.includes(b.status),
      link: '/dashboard/user/bookings',
    })),
    ...maintenance.map((m) => ({
      key: `maintenance:${m.id}`,
      type: 'maintenance' as const,
      id: m.id,
      title: `${m.service_label} — ${m.location}`,
      status: m.status,
      statusLabel: m.status_label || label(m.status),
      amount: m.fee ?? null,
      createdAt: m.created_at,
      open: !CLOSED_MAINTENANCE.includes(m.status),
      link: '/auto-maintenance',
    })),
    ...cartOrders.map((o) => ({
      key: `${o.kind}:${o.id}`,
      type: o.kind,
      id: o.id,
      title: cartOrderTitle(o),
      status: o.status,
      statusLabel: o.status_label || label(o.status),
      amount: Number(o.total_amount),
      createdAt: o.created_at,
      open: !CLOSED_CART_ORDER.includes(o.status),
      link: `/dashboard/user/orders/${o.kind}/${o.id}`,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
