import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { ResponsiveTable } from '@/components/responsive-table';
import { formatNaira } from '@/lib/format';
import { SAMPLE_PRODUCT_ORDERS, type ProductOrderStatus } from '../data';

const COLOR: Record<ProductOrderStatus, string> = { processing: 'orange', shipped: 'blue', delivered: 'green' };

/** Sample orders processing / shipped / delivered, labelled "Sample data". */
export function SampleProductOrders() {
  return (
    <Stack gap="3" data-testid="sample-orders">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">Sample orders — not your customers</Text>
        <SampleDataBadge />
      </HStack>
      <ResponsiveTable data-testid="product-orders-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Items</Table.ColumnHeader>
            <Table.ColumnHeader>Total</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {SAMPLE_PRODUCT_ORDERS.map((o) => (
            <Table.Row key={o.id}>
              <Table.Cell data-label="Order">{o.id}</Table.Cell>
              <Table.Cell data-label="Customer">{o.customer}</Table.Cell>
              <Table.Cell data-label="Items">{o.items}</Table.Cell>
              <Table.Cell data-label="Total">{formatNaira(o.total)}</Table.Cell>
              <Table.Cell data-label="Status">
                <Badge colorPalette={COLOR[o.status]}>{o.status}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ResponsiveTable>
    </Stack>
  );
}
