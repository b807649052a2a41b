import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, formatNaira } from '@/lib/format';
import type { CartOrder } from '@/lib/vendor-shop';

/** The order's lines, then subtotal, delivery fee ("Free" at 0) and total. */
export function OrderItems({ order }: { order: Pick<CartOrder, 'items' | 'subtotal' | 'delivery_fee' | 'total_amount'> }) {
  return (
    <Stack gap="1" data-testid="order-items">
      {order.items.map((l) => (
        <HStack key={`${l.item_id}-${l.name}`} justify="space-between" gap="3" align="flex-start" fontSize="sm">
          <Text minW="0">
            {l.quantity} × {l.name}
          </Text>
          <Text flexShrink={0}>{formatNaira(l.line_total)}</Text>
        </HStack>
      ))}
      <Box borderTopWidth="1px" mt="1" pt="1" fontSize="sm">
        <HStack justify="space-between">
          <Text color="gray.600">Subtotal</Text>
          <Text>{formatNaira(order.subtotal)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text color="gray.600">Delivery</Text>
          <Text>{order.delivery_fee > 0 ? formatNaira(order.delivery_fee) : 'Free'}</Text>
        </HStack>
        <HStack justify="space-between" fontWeight="semibold">
          <Text>Total</Text>
          <Text data-testid="order-total">{formatNaira(order.total_amount)}</Text>
        </HStack>
      </Box>
    </Stack>
  );
}

/** What happened to the order, oldest first. */
export function OrderTimeline({ timeline }: { timeline: CartOrder['timeline'] }) {
  if (!timeline.length) return null;
  return (
    <Stack as="ol" gap="1" ps="4" data-testid="order-timeline" listStyleType="disc">
      {timeline.map((s) => (
        <Text as="li" key={s.key} fontSize="sm">
          {s.label} — {formatDateTime(s.at)}
        </Text>
      ))}
    </Stack>
  );
}

/** The seal photos (hand-over and delivery) as thumbnails opening full size; the links are short-lived and signed. */
export function SealPhotos({ order }: { order: Pick<CartOrder, 'handover_photo' | 'delivery_photo' | 'profile'> }) {
  const photos = [
    { photo: order.handover_photo, label: order.profile === 'food' ? 'Sealed package at hand-over' : 'Sealed package when shipped' },
    { photo: order.delivery_photo, label: 'Package at delivery' },
  ].filter((p) => p.photo);
  if (!photos.length) return null;
  return (
    <HStack gap="3" wrap="wrap" data-testid="seal-photos">
      {photos.map(({ photo, label }) => (
        <Stack key={photo!.id} gap="1" align="center">
          <a href={photo!.url} target="_blank" rel="noopener noreferrer" aria-label={`Open the photo: ${label}`}>
            <Image src={photo!.url} alt={label} boxSize="24" objectFit="cover" rounded="md" borderWidth="1px" loading="lazy" />
          </a>
          <Text fontSize="xs" color="gray.600" maxW="24" textAlign="center">
            {label}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
