import { Badge } from '@chakra-ui/react';
import { SampleSection } from '@/components/sample-data-badge';
import { DataTable } from '@/components/data-table';
import { formatNaira } from '@/lib/format';
import { SAMPLE_PRODUCT_ORDERS, type ProductOrderStatus } from '../data';

const COLOR: Record<ProductOrderStatus, string> = { processing: 'orange', shipped: 'blue', delivered: 'green' };

/** Sample orders processing / shipped / delivered, labelled "Sample data". */
export function SampleProductOrders() {
  return (
    <SampleSection title="Sample orders — not your customers" testId="sample-orders">
      <DataTable
        data-testid="product-orders-table"
        rows={SAMPLE_PRODUCT_ORDERS}
        rowKey={(o) => o.id}
        columns={[
          { label: 'Order', cell: (o) => o.id },
          { label: 'Customer', cell: (o) => o.customer },
          { label: 'Items', cell: (o) => o.items },
          { label: 'Total', cell: (o) => formatNaira(o.total) },
          { label: 'Status', cell: (o) => <Badge colorPalette={COLOR[o.status]}>{o.status}</Badge> },
        ]}
      />
    </SampleSection>
  );
}
