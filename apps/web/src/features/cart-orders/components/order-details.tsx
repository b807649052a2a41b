import { Badge, Box, Card, Heading, HStack, Image, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck, LuCircle } from 'react-icons/lu';
import { DisputePhotos, type AttachedPhoto } from '@/components/dispute-photos';
import { ResponsiveTable } from '@/components/responsive-table';
import { formatDateTime, formatNaira } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import type { CartOrder } from '../api/orders';

/** A titled card of the order page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The items, each at the price charged, and the order's totals. */
export function OrderItems({ order }: { order: CartOrder }) {
  return (
    <Stack gap="3">
      <ResponsiveTable data-testid="order-items">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.items.map((i) => (
            <Table.Row key={i.item_id}>
              <Table.Cell data-label="Item">{i.name}</Table.Cell>
              <Table.Cell data-label="Price" textAlign="end">
                {formatNaira(i.price)}
              </Table.Cell>
              <Table.Cell data-label="Qty" textAlign="end">
                {i.quantity}
              </Table.Cell>
              <Table.Cell data-label="Total" textAlign="end">
                {formatNaira(i.line_total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ResponsiveTable>
      <Stack gap="1" fontSize="sm" maxW="sm" alignSelf="end" w="full">
        <HStack justify="space-between">
          <Text>Subtotal</Text>
          <Text>{formatNaira(order.subtotal)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text>Delivery</Text>
          <Text>{order.delivery_fee > 0 ? formatNaira(order.delivery_fee) : 'Free'}</Text>
        </HStack>
        <HStack justify="space-between" fontWeight="bold" fontSize="md">
          <Text>Total</Text>
          <Text data-testid="order-total">{formatNaira(order.total_amount)}</Text>
        </HStack>
      </Stack>
    </Stack>
  );
}

/** Where it goes: address, phone, the pin, the notes. */
export function DeliveryDetails({ order }: { order: CartOrder }) {
  return (
    <Stack gap="1" fontSize="sm">
      <Text overflowWrap="anywhere">{order.delivery_address}</Text>
      <Text>{formatPhoneNg(order.phone)}</Text>
      {order.lat !== null && order.lng !== null && (
        <Link
          href={`https://www.openstreetmap.org/?mlat=${order.lat}&mlon=${order.lng}#map=17/${order.lat}/${order.lng}`}
          target="_blank"
          rel="noopener noreferrer"
          color="green.700"
        >
          View the pin on a map
        </Link>
      )}
      {order.notes && (
        <Text color="gray.600" overflowWrap="anywhere">
          Notes: {order.notes}
        </Text>
      )}
    </Stack>
  );
}

/** The order's steps as the API lists them; a step not reached yet has no time. */
export function OrderTimeline({ order }: { order: CartOrder }) {
  return (
    <Stack as="ol" gap="2" data-testid="order-timeline" listStyleType="none">
      {order.timeline.map((step) => (
        <HStack as="li" key={step.key} gap="2" align="start" color={step.at ? 'inherit' : 'gray.500'}>
          <Box pt="0.5" color={step.at ? 'green.600' : 'gray.400'}>
            {step.at ? <LuCircleCheck aria-hidden /> : <LuCircle aria-hidden />}
          </Box>
          <Stack gap="0">
            <Text fontWeight={step.at ? 'medium' : 'normal'}>{step.label}</Text>
            {step.at && (
              <Text fontSize="xs" color="gray.600">
                {formatDateTime(step.at)}
              </Text>
            )}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

function SealPhoto({ photo, label, who }: { photo: AttachedPhoto; label: string; who: string | null }) {
  return (
    <Stack gap="1" data-testid="seal-photo">
      <a href={photo.url} target="_blank" rel="noopener noreferrer" aria-label={`Open the photo: ${label}`}>
        <Image src={photo.url} alt={label} boxSize={{ base: '32', md: '40' }} objectFit="cover" rounded="md" borderWidth="1px" loading="lazy" />
      </a>
      <Text fontSize="xs" color="gray.600">
        {label}
        {who ? ` (by the ${who})` : ''}
      </Text>
    </Stack>
  );
}

/** The seal photos: the sealed package at handover and at the door. */
export function SealPhotos({ order }: { order: CartOrder }) {
  if (!order.handover_photo && !order.delivery_photo) return null;
  return (
    <HStack gap="4" flexWrap="wrap" align="start">
      {order.handover_photo && <SealPhoto photo={order.handover_photo} label="Sealed package at handover" who={order.shipped_by} />}
      {order.delivery_photo && <SealPhoto photo={order.delivery_photo} label="Package at the door" who={order.delivered_by} />}
    </HStack>
  );
}

/** The problem reported and what came of it. */
export function DisputeDetails({ order }: { order: CartOrder }) {
  const d = order.dispute;
  return (
    <Stack gap="2" fontSize="sm" data-testid="order-dispute">
      <HStack gap="2">
        <Badge colorPalette={d?.status === 'resolved' ? 'gray' : 'orange'}>{d?.status === 'resolved' ? 'Resolved' : 'Under review'}</Badge>
        {d?.resolved_at && <Text color="gray.600">{formatDateTime(d.resolved_at)}</Text>}
      </HStack>
      <Text overflowWrap="anywhere">Your report: {d?.reason ?? order.problem_reason}</Text>
      {d?.vendor_statement && <Text overflowWrap="anywhere">The vendor's answer: {d.vendor_statement}</Text>}
      {d?.resolution === 'refund' && <Text>Resolved with a refund of {formatNaira(d.refund_amount ?? 0)} to you; the rest was released to the vendor.</Text>}
      {d?.resolution === 'release' && <Text>Resolved: the payment was released to the vendor.</Text>}
      {d?.note && <Text color="gray.600">Note from Oja: {d.note}</Text>}
      {!d && <Text color="gray.600">The payment stays in escrow until the Oja team has looked at it.</Text>}
      <DisputePhotos photos={d?.photos} />
    </Stack>
  );
}
