import { Stack } from '@chakra-ui/react';
import { PageHeading } from '@/components/page-heading';
import { VendorOrdersOrSample } from '@/components/vendor-shop/vendor-orders-or-sample';
import { SampleProductOrders } from '../components/sample-product-orders';

/**
 * /dashboard/product-vendor/orders: the shop's paid orders (Accept, Decline, ship sealed with a photo, mark delivered
 * with a photo, Contact, messages). Before the first order, the sample orders, labelled.
 */
export function ProductOrdersPage() {
  return (
    <Stack gap="6">
      <PageHeading title="Orders">Orders from your shop and where they are.</PageHeading>
      <VendorOrdersOrSample profile="product" sample={<SampleProductOrders />} />
    </Stack>
  );
}
