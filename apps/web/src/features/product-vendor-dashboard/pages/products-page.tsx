import { Badge, HStack, Stack, Table } from '@chakra-ui/react';
import { PageHeading } from '@/components/page-heading';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { ResponsiveTable } from '@/components/responsive-table';
import { formatNaira } from '@/lib/format';
import { SAMPLE_PRODUCTS, type ProductStatus } from '../data';

const COLOR: Record<ProductStatus, string> = { active: 'green', 'low-stock': 'orange', 'out-of-stock': 'red' };

/** /dashboard/product-vendor/products: sample products with statuses active / low-stock / out-of-stock. */
export function ProductsPage() {
  return (
    <Stack gap="6">
      <HStack gap="3" flexWrap="wrap">
        <PageHeading title="Products">Your catalogue, stock and sales.</PageHeading>
        <SampleDataBadge />
      </HStack>
      <ResponsiveTable data-testid="products-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader>Price</Table.ColumnHeader>
            <Table.ColumnHeader>Stock</Table.ColumnHeader>
            <Table.ColumnHeader>Sold</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {SAMPLE_PRODUCTS.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell data-label="Product">{p.name}</Table.Cell>
              <Table.Cell data-label="Price">{formatNaira(p.price)}</Table.Cell>
              <Table.Cell data-label="Stock">{p.stock}</Table.Cell>
              <Table.Cell data-label="Sold">{p.sold}</Table.Cell>
              <Table.Cell data-label="Status">
                <Badge colorPalette={COLOR[p.status]}>{p.status}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ResponsiveTable>
    </Stack>
  );
}
