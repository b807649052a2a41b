import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { SHOP_CATEGORIES } from '@oja/shared';
import { ListingPhoto } from '@/components/listing-photo';
import { PagedListPager } from '@/components/list-pager';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { ResponsiveTable } from '@/components/responsive-table';
import { RetryAlert } from '@/components/retry-alert';
import { DeliverySettingsCard } from '@/components/vendor-shop/delivery-settings-card';
import { useCatalogueEditor } from '@/components/vendor-shop/use-catalogue-editor';
import { formatNaira } from '@/lib/format';
import { productRoutes, useProducts } from '../api/product';
import { PRODUCT_STATUS_COLOR, ProductColumnHeaders, SampleProducts } from '../components/sample-products';

/**
 * /dashboard/product-vendor/products: the vendor's catalogue with stock and status (active / low-stock /
 * out-of-stock, from the stock), add, edit, delete, and the delivery settings. With no product yet, the sample
 * catalogue stays below, labelled "Sample data".
 */
export function ProductsPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useProducts(page);
  const editor = useCatalogueEditor({ kind: 'product', categories: SHOP_CATEGORIES, routes: productRoutes, refresh: () => mutate() });
  const products = data?.data ?? [];
  const meta = data?.meta;
  const empty = Boolean(data) && (meta?.total ?? products.length) === 0;
  return (
    <Stack gap="6">
      <PageHeading title="Products">Your catalogue, stock and sales.</PageHeading>
      <DeliverySettingsCard />
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            Your products{meta && meta.total > 0 ? ` (${meta.total})` : ''}
          </Text>
          <Button size="sm" colorPalette="green" onClick={editor.add}>
            <LuPlus aria-hidden /> Add a product
          </Button>
        </HStack>
        {error && <RetryAlert message={`Failed to load your products: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}
        {isLoading && !data && <LoadingState label="Loading your products..." />}
        {empty && (
          <Text color="gray.600" data-testid="products-empty">
            You have no products yet. Add your first product: customers can buy it once your account is live.
          </Text>
        )}
        {products.length > 0 && (
          <ResponsiveTable data-testid="my-products-table">
            <Table.Header>
              <Table.Row>
                <ProductColumnHeaders />
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {products.map((p) => (
                <Table.Row key={p.id} data-testid="product-row">
                  <Table.Cell data-label="Product">
                    <HStack gap="3" minW="0">
                      <ListingPhoto
                        photo={p.images[0] ?? (p.image ? { url: p.image } : null)}
                        alt={p.name}
                        sizes="48px"
                        w="12"
                        h="12"
                        rounded="md"
                        flexShrink={0}
                      />
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium">{p.name}</Text>
                        <Text fontSize="xs" color="gray.600">
                          {p.category}
                        </Text>
                      </Stack>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell data-label="Price">{formatNaira(p.price)}</Table.Cell>
                  <Table.Cell data-label="Stock">
                    <Text>{p.stock}</Text>
                    <Text fontSize="xs" color="gray.600">
                      low at {p.low_stock_threshold}
                    </Text>
                  </Table.Cell>
                  <Table.Cell data-label="Sold">{p.sold}</Table.Cell>
                  <Table.Cell data-label="Status">
                    <Badge colorPalette={PRODUCT_STATUS_COLOR[p.status]} data-testid="product-status">
                      {p.status}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell data-label="Actions">
                    <HStack gap="1" justify={{ base: 'flex-end', md: 'flex-start' }}>
                      <Button size="xs" variant="outline" onClick={() => editor.edit(p)} aria-label={`Edit ${p.name}`}>
                        <LuPencil aria-hidden /> Edit
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => editor.remove(p)} aria-label={`Delete ${p.name}`}>
                        <LuTrash2 aria-hidden /> Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ResponsiveTable>
        )}
        <PagedListPager meta={meta} page={page} onPage={setPage} />
      </Stack>
      {empty && <SampleProducts />}
      {editor.dialogs}
    </Stack>
  );
}
