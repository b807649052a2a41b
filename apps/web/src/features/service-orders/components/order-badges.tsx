import { Badge } from '@chakra-ui/react';
import { PAYMENT_LABELS, STATUS_COLORS, statusLabel } from '../model/order-tabs';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'} data-testid="order-status" size="md">
      {statusLabel(status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const p = PAYMENT_LABELS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge colorPalette={p.color} variant="outline" data-testid="payment-status">
      {p.label}
    </Badge>
  );
}
