import { Badge, Button, Heading, HStack, Input, InputGroup, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch, LuShoppingBag } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { CART_ORDER_STATUSES } from '@oja/shared';
import { ResponsiveTable } from '@/components/responsive-table';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate, formatNaira, formatOrderNumber, plural } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { ORDER_STATUS_WORDS, orderStatusPalette, type CartOrderKind } from '@/lib/vendor-shop';
import { KIND_LABELS, useAdminOrders } from '../api/admin-orders';
import { AdminEmptyState } from '../components/empty-state';
import { AdminTableCard } from '../components/admin-table-card';
import { Pager } from '../components/pager';
import { StatusFilter } from '../components/status-filter';

type StatusChoice = '' | (typeof CART_ORDER_STATUSES)[number];
const STATUS_CHOICES: readonly StatusChoice[] = ['', ...CART_ORDER_STATUSES];
const STATUS_LABELS = { '': 'All statuses', ...ORDER_STATUS_WORDS } as Record<StatusChoice, string>;

/** Admin: every food and shop order (GET /api/admin/orders), filtered by kind, status and a search; each opens its detail. */
export function AdminOrdersPage() {
  const [kind, setKind] = useState<CartOrderKind | ''>('');
  const [status, setStatus] = useState<StatusChoice>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search, 300);
  const { data, error, isLoading, isValidating, mutate } = useAdminOrders({ kind, status, q, page });
  const rows = data?.data ?? [];
  const filtered = Boolean(kind || status || q.trim());
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Orders
        </Heading>
        <Text color="gray.600">Food and shop orders: payment, hand-over and delivery photos, disputes</Text>
      </Stack>

      <HStack gap="3" flexWrap="wrap">
        <InputGroup startElement={<LuSearch />} flex="1" minW={{ base: 'full', md: '240px' }}>
          <Input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder="Search by order number, address, phone or item"
            aria-label="Search orders"
            bg="white"
          />
        </InputGroup>
        <NativeSelect.Root w={{ base: 'full', md: '40' }}>
          <NativeSelect.Field
            aria-label="Order type"
            value={kind}
            bg="white"
            onChange={(e) => {
              setKind(e.target.value as CartOrderKind | '');
              setPage(1);
            }}
          >
            <option value="">Food and shop</option>
            <option value="food_order">Food</option>
            <option value="shop_order">Shop</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <StatusFilter
          value={status}
          options={STATUS_CHOICES}
          labels={STATUS_LABELS}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
      </HStack>

      {error && <RetryAlert message={`Failed to load orders: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}

      <AdminTableCard
        loading={isLoading && !data}
        empty={
          rows.length === 0 && (
            <AdminEmptyState
              icon={<LuShoppingBag size={40} />}
              title="No orders found"
              hint={filtered ? 'Try adjusting your search or filters' : 'Food and shop orders appear here once customers place them.'}
              testId="admin-orders-empty"
            />
          )
        }
      >
        <ResponsiveTable framed={false} data-testid="admin-orders-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Order</Table.ColumnHeader>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>Vendor</Table.ColumnHeader>
              <Table.ColumnHeader>Items</Table.ColumnHeader>
              <Table.ColumnHeader>Total</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((o) => (
              <Table.Row key={o.id} data-testid="admin-order-row" data-order-id={o.id}>
                <Table.Cell data-label="Order">
                  <Text fontWeight="medium">
                    {formatOrderNumber(o.id)} · {KIND_LABELS[o.kind]}
                  </Text>
                  <Text fontSize="xs" color="gray.500">
                    {formatDate(o.created_at)}
                  </Text>
                </Table.Cell>
                <Table.Cell data-label="Customer">{o.customer.name || '—'}</Table.Cell>
                <Table.Cell data-label="Vendor">{o.vendor.business_name || '—'}</Table.Cell>
                <Table.Cell data-label="Items">{plural(o.items.reduce((n, l) => n + l.quantity, 0), 'item')}</Table.Cell>
                <Table.Cell data-label="Total" fontWeight="semibold" whiteSpace="nowrap">
                  {formatNaira(o.total_amount)}
                </Table.Cell>
                <Table.Cell data-label="Status">
                  <Badge colorPalette={orderStatusPalette(o.status)} data-testid="admin-order-status">
                    {ORDER_STATUS_WORDS[o.status] ?? o.status_label}
                  </Badge>
                </Table.Cell>
                <Table.Cell data-label="Actions">
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={`/admin/orders/${o.id}`} aria-label={`View order ${formatOrderNumber(o.id)}`}>
                      View
                    </RouterLink>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ResponsiveTable>
      </AdminTableCard>
      {data && <Pager page={data.meta.current_page} lastPage={data.meta.last_page} total={data.meta.total} onPage={setPage} />}
    </Stack>
  );
}
