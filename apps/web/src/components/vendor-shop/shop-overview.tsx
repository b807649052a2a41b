import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CartOrderProfile } from '@oja/shared';
import { GoingLiveAlert, type GoingLive } from '@/components/going-live-alert';
import { RetryAlert } from '@/components/retry-alert';
import { SampleSection } from '@/components/sample-data-badge';
import { StatCard } from '@/components/stat-card';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatNaira, formatOrderNumber } from '@/lib/format';
import { orderStatusPalette, useCartOrdersSummary, useVendorOrders, ORDER_STATUS_WORDS, type CartOrder } from '@/lib/vendor-shop';

/** The newest few orders, each with its customer, total and status, and the way to all of them. */
function RecentOrders({ orders, ordersPath }: { orders: CartOrder[]; ordersPath: string }) {
  return (
    <Card.Root data-testid="recent-orders">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontWeight="semibold">Recent orders</Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={ordersPath}>See all orders</RouterLink>
          </Button>
        </HStack>
        {orders.map((o) => (
          <HStack key={o.id} justify="space-between" flexWrap="wrap" gap="2" borderTopWidth="1px" pt="2" data-testid="recent-order">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">
                {formatOrderNumber(o.id)} · {o.customer.name || 'Customer'}
              </Text>
              <Text fontSize="xs" color="gray.600">
                {o.items.map((l) => `${l.quantity} × ${l.name}`).join(', ')} · {formatDateTime(o.paid_at ?? o.created_at)}
              </Text>
            </Stack>
            <HStack gap="2">
              <Text fontWeight="semibold">{formatNaira(o.total_amount)}</Text>
              <Badge colorPalette={orderStatusPalette(o.status)}>{ORDER_STATUS_WORDS[o.status] ?? o.status_label}</Badge>
            </HStack>
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A food or product vendor's overview: not live yet, the way to going live; else the real stat cards
 * (GET /api/vendor/cart-orders/summary) and the recent orders. `sample` (labelled "Sample data") shows only while
 * the vendor has neither an order nor a dish / product.
 */
export function ShopOverview({
  profile,
  dashboard,
  errorTestId,
  ordersPath,
  sample,
}: {
  profile: CartOrderProfile;
  /** The category's dashboard answer (GET /api/vendor/food/dashboard, …/product/dashboard). */
  dashboard: { error: unknown; data?: { data: { going_live?: GoingLive | null } } };
  errorTestId: string;
  ordersPath: string;
  sample: ReactNode;
}) {
  const summary = useCartOrdersSummary();
  const orders = useVendorOrders(null);
  const s = summary.data?.data;
  const items = !s ? 0 : 'menu_items' in s ? s.menu_items : s.products;
  const recent = orders.data?.data.slice(0, 5) ?? [];
  const settled = (summary.data || summary.error) && (orders.data || orders.error);
  const hasRows = recent.length > 0 || items > 0;
  const d = dashboard.data?.data;
  return (
    <Stack gap="4">
      {dashboard.error ? (
        <Text data-testid={errorTestId}>{dashboard.error instanceof ApiError ? dashboard.error.message : 'Failed to load your dashboard figures'}</Text>
      ) : !d ? (
        <Skeleton h="24" rounded="md" />
      ) : d.going_live ? (
        <GoingLiveAlert goingLive={d.going_live} />
      ) : summary.error ? (
        <RetryAlert message="Failed to load your dashboard figures" retrying={summary.isValidating} onRetry={() => void summary.mutate()} />
      ) : !s ? (
        <Skeleton h="24" rounded="md" />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4" data-testid="shop-stats">
          <StatCard label="Orders today" value={String(s.orders_today)} testId="stat-orders-today" />
          <StatCard
            label="Waiting on you"
            value={String(s.pending)}
            hint={profile === 'food' ? 'To accept, prepare or hand over' : 'To accept or ship'}
            testId="stat-pending"
          />
          <StatCard label="Completed" value={String(s.completed)} testId="stat-completed" />
          <StatCard label="Revenue" value={formatNaira(s.revenue)} hint="Completed orders, before the 5% platform fee" testId="stat-revenue" />
          <StatCard
            label={profile === 'food' ? 'Menu items' : 'Products'}
            value={String(items)}
            hint={s.low_stock > 0 ? `${s.low_stock} low or out of stock` : undefined}
            testId="stat-items"
          />
        </SimpleGrid>
      )}
      {recent.length > 0 && <RecentOrders orders={recent} ordersPath={ordersPath} />}
      {settled && !hasRows && sample}
    </Stack>
  );
}

/** A sample shop's or kitchen's figures under a labelled heading, never presented as the vendor's own. */
export function SampleFigures({ heading, stats }: { heading: string; stats: { label: string; value: string }[] }) {
  return (
    <SampleSection title={heading} titleTestId="sample-heading" gap="4">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {stats.map((s) => (
          <StatCard key={s.label} label={s.label} value={s.value} />
        ))}
      </SimpleGrid>
    </SampleSection>
  );
}
