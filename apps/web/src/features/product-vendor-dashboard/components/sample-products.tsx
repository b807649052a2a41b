import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { ResponsiveTable } from '@/components/responsive-table';
import { formatNaira } from '@/lib/format';
import { SAMPLE_PRODUCTS, type ProductStatus } from '../data';

/** The header cells a product table starts with: Product, Price, Stock, Sold and Status. */
export function ProductColumnHeaders() {
  return (
    <>
      <Table.ColumnHeader>Product</Table.ColumnHeader>
      <Table.ColumnHeader>Price</Table.ColumnHeader>
      <Table.ColumnHeader>Stock</Table.ColumnHeader>
      <Table.ColumnHeader>Sold</Table.ColumnHeader>
      <Table.ColumnHeader>Status</Table.ColumnHeader>
    </>
  );
}

export const PRODUCT_STATUS_COLOR: Record<ProductStatus, string> = { active: 'green', 'low-stock': 'orange', 'out-of-stock': 'red' };

/** Sample products with statuses active / low-stock / out-of-stock, labelled "Sample data". */
export function SampleProducts() {
  return (
    <Stack gap="3" data-testid="sample-products">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">A sample catalogue — not your products</Text>
        <SampleDataBadge />
      </HStack>
      <ResponsiveTable data-testid="products-table">
        <Table.Header>
          <Table.Row>
            <ProductColumnHeaders />
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
                <Badge colorPalette={PRODUCT_STATUS_COLOR[p.status]}>{p.status}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ResponsiveTable>
    </Stack>
  );
}
