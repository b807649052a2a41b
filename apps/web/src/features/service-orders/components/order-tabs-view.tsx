import { Badge, Center, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ServiceOrderTab } from '@oja/shared';
import type { ReactNode } from 'react';
import type { ServiceOrder } from '../api/types';
import { emptyTabText, ORDER_TABS, ordersInTab, tabCounts } from '../model/order-tabs';

/** All Orders / Pending / Active / Completed with count badges, and the cards of the chosen tab. */
export function OrderTabsView({
  orders,
  tab,
  onTabChange,
  renderOrder,
  emptyExtra,
}: {
  orders: ServiceOrder[];
  tab: ServiceOrderTab;
  onTabChange: (tab: ServiceOrderTab) => void;
  renderOrder: (order: ServiceOrder) => ReactNode;
  emptyExtra?: ReactNode;
}) {
  const counts = tabCounts(orders);
  const shown = ordersInTab(orders, tab);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => onTabChange(e.value as ServiceOrderTab)}
      variant="line"
      colorPalette="green"
      size={{ base: 'sm', md: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Tabs.List flexWrap="wrap" rowGap="1">
        {ORDER_TABS.map((t) => (
          <Tabs.Trigger key={t.id} value={t.id} flexShrink={0} px={{ base: 1.5, sm: 4 }} gap="1.5">
            {t.label}
            <Badge size="sm" colorPalette={tab === t.id ? 'green' : 'gray'} variant="solid" rounded="full" data-testid={`tab-count-${t.id}`}>
              {counts[t.id]}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ORDER_TABS.map((t) => (
        <Tabs.Content key={t.id} value={t.id} pt="4">
          {shown.length === 0 ? (
            <Center py="12" flexDirection="column" gap="3" borderWidth="1px" borderStyle="dashed" rounded="lg" bg="white">
              <Text color="gray.600" data-testid="orders-empty">
                {emptyTabText(t.id)}
              </Text>
              {emptyExtra}
            </Center>
          ) : (
            <Stack gap="4">{shown.map((o) => renderOrder(o))}</Stack>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
