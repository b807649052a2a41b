import { Badge, Button, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch, LuShoppingBag } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { CART_ORDER_STATUSES } from '@oja/shared';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate, formatNaira, formatOrderNumber, plural } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { ORDER_STATUS_WORDS, orderStatusPalette, type CartOrderKind } from '@/lib/vendor-shop';
import { PageHeading } from '@/components/page-heading';
import { KIND_LABELS, useAdminOrders, type AdminOrder } from '../api/admin-orders';
import { AdminListTable, type AdminColumn } from '../components/admin-list-table';
import { FilterSelect, useListPage } from '../components/filter-select';

type StatusChoice = '' | (typeof CART_ORDER_STATUSES)[number];
const STATUS_CHOICES: readonly StatusChoice[] = ['', ...CART_ORDER_STATUSES];
const STATUS_LABELS = { '': 'All statuses', ...ORDER_STATUS_WORDS } as Record<StatusChoice, string>;
const KIND_CHOICES: readonly (CartOrderKind | '')[] = ['', 'food_order', 'shop_order'];
const KIND_CHOICE_LABELS: Record<CartOrderKind | '', string> = { '': 'Food and shop', food_order: 'Food', shop_order: 'Shop' };

/** The orders table's columns. */
const COLUMNS: AdminColumn<AdminOrder>[] = [
  {
    label: 'Order',
    cell: (o) => (
      <>
        <Text fontWeight="medium">
          {formatOrderNumber(o.id)} · {KIND_LABELS[o.kind]}
        </Text>
        <Text fontSize="xs" color="gray.500">
          {formatDate(o.created_at)}
        </Text>
      </>
    ),
  },
  { label: 'Customer', cell: (o) => o.customer.name || '—' },
  { label: 'Vendor', cell: (o) => o.vendor.business_name || '—' },
  {
    label: 'Items',
    cell: (o) =>
      plural(
        o.items.reduce((n, l) => n + l.quantity, 0),
        'item',
      ),
  },
  { label: 'Total', cell: (o) => formatNaira(o.total_amount), cellProps: { fontWeight: 'semibold', whiteSpace: 'nowrap' } },
  {
    label: 'Status',
    cell: (o) => (
      <Badge colorPalette={orderStatusPalette(o.status)} data-testid="admin-order-status">
        {ORDER_STATUS_WORDS[o.status] ?? o.status_label}
      </Badge>
    ),
  },
  {
    label: 'Actions',
    cell: (o) => (
      <Button asChild size="xs" variant="outline">
        <RouterLink to={`/admin/orders/${o.id}`} aria-label={`View order ${formatOrderNumber(o.id)}`}>
          View
        </RouterLink>
      </Button>
    ),
  },
];

/** Admin: every food and shop order (GET /api/admin/orders), filtered by kind, status and a search; each opens its detail. */
export function AdminOrdersPage() {
  const [kind, setKind] = useState<CartOrderKind | ''>('');
  const [status, setStatus] = useState<StatusChoice>('');
  const [search, setSearch] = useState('');
  const { page, setPage, refilter } = useListPage();
  const q = useDebounced(search, 300);
  const { data, error, isLoading, isValidating, mutate } = useAdminOrders({ kind, status, q, page });
  const rows = data?.data ?? [];
  const filtered = Boolean(kind || status || q.trim());
  return (
    <Stack gap="5">
      <PageHeading title="Orders" large>
        Food and shop orders: payment, hand-over and delivery photos, disputes
      </PageHeading>

      <HStack gap="3" flexWrap="wrap">
        <InputGroup startElement={<LuSearch />} flex="1" minW={{ base: 'full', md: '240px' }}>
          <Input
            type="search"
            value={search}
            onChange={(e) => refilter(setSearch)(e.target.value)}
            placeholder="Search by order number, address, phone or item"
            aria-label="Search orders"
            bg="white"
          />
        </InputGroup>
        <FilterSelect label="Order type" width="40" value={kind} options={KIND_CHOICES} labels={KIND_CHOICE_LABELS} onChange={refilter(setKind)} />
        <FilterSelect value={status} options={STATUS_CHOICES} labels={STATUS_LABELS} onChange={refilter(setStatus)} />
      </HStack>

      {error && <RetryAlert message={`Failed to load orders: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}

      <AdminListTable
        loading={isLoading && !data}
        empty={{
          icon: LuShoppingBag,
          title: 'No orders found',
          hint: filtered ? 'Try adjusting your search or filters' : 'Food and shop orders appear here once customers place them.',
          testId: 'admin-orders-empty',
        }}
        rows={rows}
        columns={COLUMNS}
        rowKey={(o) => o.id}
        rowData={(o) => ({ 'data-testid': 'admin-order-row', 'data-order-id': o.id })}
        testId="admin-orders-table"
        meta={data?.meta}
        onPage={setPage}
      />
    </Stack>
  );
}
