import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { foodOrderTransition, type FoodOrderEvent, type FoodOrderStatus } from '@oja/shared';
import { SampleSection } from '@/components/sample-data-badge';
import { formatNaira } from '@/lib/format';
import { SAMPLE_ORDERS } from '../data';

const STATUS_COLOR: Record<FoodOrderStatus, string> = { new: 'blue', preparing: 'orange', ready: 'purple', delivered: 'green', declined: 'red' };

/** Sample orders, labelled "Sample data", moving new → preparing → ready → delivered through the food order machine. */
export function SampleFoodOrders() {
  const [orders, setOrders] = useState(SAMPLE_ORDERS);
  const apply = (id: string, event: FoodOrderEvent) =>
    setOrders((list) => list.map((o) => (o.id === id ? { ...o, status: foodOrderTransition(o.status, event) ?? o.status } : o)));
  return (
    <SampleSection title="Sample orders — not your customers" testId="sample-orders" gap="4">
      {orders.map((o) => (
        <Card.Root key={o.id} data-testid={`food-order-${o.id}`}>
          <Card.Body gap="2">
            <HStack justify="space-between" flexWrap="wrap">
              <Text fontWeight="semibold">
                {o.id} · {o.customer}
              </Text>
              <Badge colorPalette={STATUS_COLOR[o.status]} data-testid="food-order-status">
                {o.status}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="gray.600">
              {o.items} · {formatNaira(o.total)}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              {o.status === 'new' && (
                <>
                  <Button size="sm" colorPalette="green" onClick={() => apply(o.id, { type: 'ACCEPT' })}>
                    Accept Order
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => apply(o.id, { type: 'DECLINE' })}>
                    Decline
                  </Button>
                </>
              )}
              {o.status === 'preparing' && (
                <Button size="sm" colorPalette="green" onClick={() => apply(o.id, { type: 'MARK_READY' })}>
                  Mark Ready
                </Button>
              )}
              {o.status === 'ready' && (
                <>
                  <Button size="sm" variant="outline" disabled>
                    Waiting for Pickup
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => apply(o.id, { type: 'PICKED_UP' })}>
                    Rider picked up
                  </Button>
                </>
              )}
              {o.status !== 'declined' && o.status !== 'delivered' && (
                <Button size="sm" variant="ghost" asChild>
                  <a href={`tel:${o.phone}`}>Contact</a>
                </Button>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SampleSection>
  );
}
