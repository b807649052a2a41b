import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FOOD_CATEGORIES, type MenuItemStatus } from '@oja/shared';
import { ListingPhoto } from '@/components/listing-photo';
import { PagedListPager } from '@/components/list-pager';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { MenuStatusSelect } from '@/components/vendor-shop/menu-status-select';
import { DeliverySettingsCard } from '@/components/vendor-shop/delivery-settings-card';
import { useCatalogueEditor } from '@/components/vendor-shop/use-catalogue-editor';
import { formatNaira } from '@/lib/format';
import { menuRoutes, useMenuItems, type MenuItem } from '../api/food';
import { KitchenCard } from '../components/kitchen-card';
import { MENU_STATUS_COLOR, SampleMenu } from '../components/sample-menu';
import { skippedOffscreen } from '@/lib/offscreen';

function MenuItemCard({
  item,
  onEdit,
  onDelete,
  onStatus,
  busy,
}: {
  item: MenuItem;
  onEdit: () => void;
  onDelete: () => void;
  onStatus: (s: MenuItemStatus) => void;
  busy: boolean;
}) {
  return (
    <Card.Root data-testid="menu-item" overflow="hidden" {...skippedOffscreen('180px')}>
      <HStack align="stretch" gap="0">
        <ListingPhoto photo={item.images[0] ?? (item.image ? { url: item.image } : null)} alt={item.name} sizes="96px" w="24" flexShrink={0} minH="24" />
        <Card.Body gap="2" p="3" minW="0">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="semibold" minW="0">
              {item.name}
            </Text>
            <Badge colorPalette={MENU_STATUS_COLOR[item.status]} data-testid="menu-status" flexShrink={0}>
              {item.status}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {item.category} · {formatNaira(item.price)}
          </Text>
          {item.description && (
            <Text fontSize="sm" color="gray.600" lineClamp={2}>
              {item.description}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <MenuStatusSelect size="sm" w="40" label={`Status of ${item.name}`} value={item.status} onChange={onStatus} disabled={busy} />
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${item.name}`}>
              <LuPencil aria-hidden /> Edit
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Delete ${item.name}`}>
              <LuTrash2 aria-hidden /> Delete
            </Button>
          </HStack>
        </Card.Body>
      </HStack>
    </Card.Root>
  );
}

/**
 * /dashboard/food-vendor/menu: the kitchen switch and hours, the delivery settings, and the vendor's dishes (add,
 * edit, change status, delete). With no dish yet, the sample menu stays below, labelled "Sample data".
 */
export function FoodMenuPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useMenuItems(page);
  const [statusBusy, setStatusBusy] = useState<number | null>(null);
  const editor = useCatalogueEditor({ kind: 'food', categories: FOOD_CATEGORIES, routes: menuRoutes, refresh: () => mutate() });
  const items = data?.data ?? [];
  const meta = data?.meta;
  const empty = Boolean(data) && (meta?.total ?? items.length) === 0;

  const changeStatus = async (item: MenuItem, status: MenuItemStatus) => {
    setStatusBusy(item.id);
    try {
      const res = await menuRoutes.update(item.id, { status });
      toastSuccess(res.message ?? `${item.name} is now ${status}.`);
      await mutate();
    } catch (e) {
      toastFailure(`Failed to change the status of ${item.name}`, e);
    } finally {
      setStatusBusy(null);
    }
  };

  return (
    <Stack gap="6">
      <PageHeading title="Menu">Your dishes and whether customers can order them.</PageHeading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <KitchenCard />
        <DeliverySettingsCard />
      </SimpleGrid>
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            Your dishes{meta && meta.total > 0 ? ` (${meta.total})` : ''}
          </Text>
          <Button size="sm" colorPalette="green" onClick={editor.add}>
            <LuPlus aria-hidden /> Add a dish
          </Button>
        </HStack>
        {error && <RetryAlert message={`Failed to load your menu: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}
        {isLoading && !data && <LoadingState label="Loading your menu..." />}
        {empty && (
          <Text color="gray.600" data-testid="menu-empty">
            You have no dishes yet. Add your first dish: customers can order it once your account is live and your kitchen is open.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {items.map((item) => (
            <MenuItemCard
              key={item.id}
              item={item}
              busy={statusBusy === item.id}
              onEdit={() => editor.edit(item)}
              onDelete={() => editor.remove(item)}
              onStatus={(s) => void changeStatus(item, s)}
            />
          ))}
        </SimpleGrid>
        <PagedListPager meta={meta} page={page} onPage={setPage} />
      </Stack>
      {empty && <SampleMenu />}
      {editor.dialogs}
    </Stack>
  );
}
