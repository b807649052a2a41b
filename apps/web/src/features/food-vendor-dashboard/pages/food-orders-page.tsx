import { Stack } from '@chakra-ui/react';
import { PageHeading } from '@/components/page-heading';
import { VendorOrdersOrSample } from '@/components/vendor-shop/vendor-orders-or-sample';
import { SampleFoodOrders } from '../components/sample-food-orders';

/**
 * /dashboard/food-vendor/orders: the kitchen's paid orders (Accept Order, Decline, Mark Ready, hand over sealed with a
 * photo, mark delivered with a photo, Contact, messages). Before the first order, the sample orders, labelled.
 */
export function FoodOrdersPage() {
  return (
    <Stack gap="6">
      <PageHeading title="Orders">Accept, prepare and hand over food orders.</PageHeading>
      <VendorOrdersOrSample profile="food" sample={<SampleFoodOrders />} />
    </Stack>
  );
}
