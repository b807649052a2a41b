import { Badge } from '@chakra-ui/react';
import type { ServiceOrder } from '../api/types';
import { paymentLabel, STATUS_COLORS, statusLabel } from '../model/order-tabs';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'} data-testid="order-status" size="md">
      {statusLabel(status)}
    </Badge>
  );
}

/** 'Unpaid', 'Paid', 'Refunded' or 'Partly refunded' (a refund smaller than the payment). */
export function PaymentStatusBadge({ order }: { order: ServiceOrder }) {
  const p = paymentLabel(order);
  return (
    <Badge colorPalette={p.color} variant="outline" data-testid="payment-status">
      {p.label}
    </Badge>
  );
}
