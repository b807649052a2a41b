import { Box, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DisputePhotos } from '@/components/dispute-photos';
import { formatDateTime, formatOrderNumber } from '@/lib/format';
import type { ServiceOrder } from '../api/types';
import { OrderStatusBadge } from './order-badges';

export interface OrderFact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** The frame both order pages share: title, number, status, facts, texts, notices and the action row. */
export function OrderCard({ order, facts, notice, actions }: { order: ServiceOrder; facts: OrderFact[]; notice?: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root data-testid="service-order-card" data-order-id={order.id} size="sm">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md">
              {order.service_pricing?.title ?? 'Service order'}
            </Heading>
            <Text fontSize="sm" color="gray.500" data-testid="order-number">
              Order {formatOrderNumber(order.id)}
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm" gap="2" css={{ '--data-list-label-width': '8.5rem' }}>
          {facts.map((f) => (
            <DataList.Item key={f.label} data-testid={f.testId}>
              <DataList.ItemLabel>{f.label}</DataList.ItemLabel>
              <DataList.ItemValue minW="0" wordBreak="break-word">
                {f.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {order.requirements && (
          <Box bg="gray.50" rounded="md" p="3">
            <Text fontSize="xs" fontWeight="semibold" color="gray.500" textTransform="uppercase">
              Requirements
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="order-requirements">
              {order.requirements}
            </Text>
          </Box>
        )}
        {order.vendor_response && (
          <Box bg="green.50" rounded="md" p="3">
            <Text fontSize="xs" fontWeight="semibold" color="green.700" textTransform="uppercase">
              Vendor response
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="vendor-response">
              {order.vendor_response}
            </Text>
          </Box>
        )}
        {order.dispute && (
          <Box bg="orange.50" rounded="md" p="3" data-testid="order-dispute">
            <Text fontSize="xs" fontWeight="semibold" color="orange.700" textTransform="uppercase">
              Dispute · {order.dispute.status}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {order.dispute.reason}
            </Text>
            {order.dispute.vendor_statement && (
              <Text fontSize="sm" color="gray.700" mt="1" whiteSpace="pre-wrap" data-testid="dispute-vendor-statement">
                Vendor's statement: {order.dispute.vendor_statement}
              </Text>
            )}
            {order.dispute.note && (
              <Text fontSize="sm" color="gray.600" mt="1">
                {order.dispute.note}
              </Text>
            )}
            <DisputePhotos photos={order.dispute.photos} />
          </Box>
        )}
        {notice}
        <Text fontSize="xs" color="gray.500">
          Created {formatDateTime(order.created_at)} · Updated {formatDateTime(order.updated_at)}
        </Text>
      </Card.Body>
      {actions && (
        <Card.Footer>
          <HStack gap="2" flexWrap="wrap" w="full" data-testid="order-actions">
            {actions}
          </HStack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
