import { Badge, Table } from '@chakra-ui/react';
import { SampleSection } from '@/components/sample-data-badge';
import { DataTable } from '@/components/data-table';
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
    <SampleSection title="A sample catalogue — not your products" testId="sample-products">
      <DataTable
        data-testid="products-table"
        rows={SAMPLE_PRODUCTS}
        rowKey={(p) => p.id}
        columns={[
          { label: 'Product', cell: (p) => p.name },
          { label: 'Price', cell: (p) => formatNaira(p.price) },
          { label: 'Stock', cell: (p) => p.stock },
          { label: 'Sold', cell: (p) => p.sold },
          { label: 'Status', cell: (p) => <Badge colorPalette={PRODUCT_STATUS_COLOR[p.status]}>{p.status}</Badge> },
        ]}
      />
    </SampleSection>
  );
}
