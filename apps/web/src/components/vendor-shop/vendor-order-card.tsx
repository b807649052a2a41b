import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp, LuPhone } from 'react-icons/lu';
import { CART_ORDER_FINAL_STATUSES } from '@oja/shared';
import { DisputePhotos } from '@/components/dispute-photos';
import { MessageButton } from '@/components/messages/message-button';
import { formatDateTime, formatOrderNumber } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { orderStatusPalette, vendorOrderButtons, ORDER_STATUS_WORDS, type CartOrder, type VendorOrderButton } from '@/lib/vendor-shop';
import { OrderItems, OrderTimeline, SealPhotos } from './order-details';
import { CallRiderButton, VendorCourierBlock } from './vendor-courier';

/** The deadline the vendor is working to, in words, if any. */
function deadline(o: CartOrder): string | null {
  if (o.accept_by) return `Accept by ${formatDateTime(o.accept_by)} or the customer is refunded`;
  if (o.ship_by) return `Ship by ${formatDateTime(o.ship_by)} or the customer is refunded`;
  if (o.release_at) return `Payment released to you on ${formatDateTime(o.release_at)} unless the customer reports a problem`;
  return null;
}

/**
 * One paid food or shop order for its vendor: items and totals, the customer, address and phone, the
 * buttons of its `actions` (the caller runs them), "Call an Oja rider" and its rider's job, Contact, the
 * messages with the customer and the order's details (timeline, seal photos, the problem reported).
 */
export function VendorOrderCard({
  order: o,
  busy,
  onButton,
}: {
  order: CartOrder;
  busy: string | null;
  onButton: (order: CartOrder, button: VendorOrderButton) => void;
}) {
  const buttons = vendorOrderButtons(o);
  const open = !CART_ORDER_FINAL_STATUSES.includes(o.status);
  const title = `Order ${formatOrderNumber(o.id)}`;
  const due = deadline(o);
  const [details, setDetails] = useState(false);
  return (
    <Card.Root data-testid="vendor-order" data-order-id={o.id} data-status={o.status}>
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold">
              {title} · {o.customer.name || 'Customer'}
            </Text>
            <Text fontSize="xs" color="gray.600">
              {o.paid_at ? `Paid ${formatDateTime(o.paid_at)}` : formatDateTime(o.created_at)}
            </Text>
          </Box>
          <Badge colorPalette={orderStatusPalette(o.status)} data-testid="vendor-order-status">
            {ORDER_STATUS_WORDS[o.status] ?? o.status_label}
          </Badge>
        </HStack>
        <OrderItems order={o} />
        <Stack gap="0.5" fontSize="sm">
          <Text data-testid="vendor-order-address">
            <Text as="span" color="gray.600">
              Deliver to:{' '}
            </Text>
            {o.delivery_address}
          </Text>
          <Text>
            <Text as="span" color="gray.600">
              Phone:{' '}
            </Text>
            {formatPhoneNg(o.phone)}
          </Text>
          {o.notes && (
            <Text>
              <Text as="span" color="gray.600">
                Notes:{' '}
              </Text>
              {o.notes}
            </Text>
          )}
          {due && (
            <Text color="orange.700" data-testid="vendor-order-deadline">
              {due}
            </Text>
          )}
          {o.status === 'disputed' && o.problem_reason && (
            <Text color="red.700" data-testid="vendor-order-problem">
              Problem reported: {o.problem_reason}
            </Text>
          )}
        </Stack>
        <VendorCourierBlock order={o} />
        <HStack gap="2" flexWrap="wrap">
          {buttons.map((b) => {
            const key = `${o.id}:${b.action}`;
            return (
              <Button
                key={b.action}
                size="sm"
                colorPalette={b.palette}
                variant={b.variant}
                loading={busy === key}
                disabled={busy !== null && busy !== key}
                onClick={() => onButton(o, b)}
              >
                {b.label}
              </Button>
            );
          })}
          <CallRiderButton order={o} />
          {open && (
            <Button size="sm" variant="ghost" asChild>
              <a href={`tel:${o.phone}`} aria-label={`Contact ${o.customer.name || 'the customer'}`}>
                <LuPhone aria-hidden /> Contact
              </a>
            </Button>
          )}
          <MessageButton kind={o.kind} id={o.id} title={title} />
        </HStack>
        <Box>
          <Button size="xs" variant="plain" px="0" colorPalette="gray" aria-expanded={details} onClick={() => setDetails(!details)}>
            Order details {details ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
          </Button>
          {details && (
            <Stack gap="3" pt="2" data-testid="vendor-order-details">
              <OrderTimeline timeline={o.timeline} />
              <SealPhotos order={o} />
              {o.dispute && <DisputePhotos photos={o.dispute.photos} label="The customer's photos" />}
            </Stack>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
