import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CartOrderProfile } from '@oja/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedListPager } from '@/components/list-pager';
import { LoadingState } from '@/components/loading-state';
import { RetryAlert } from '@/components/retry-alert';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatOrderNumber } from '@/lib/format';
import {
  CART_ORDERS_SUMMARY_KEY,
  useVendorOrders,
  vendorOrderAct,
  vendorOrderWithPhoto,
  vendorStatusFilters,
  VENDOR_ORDERS_KEY,
  type CartOrder,
  type VendorOrderButton,
} from '@/lib/vendor-shop';
import { SealPhotoDialog } from './seal-photo-dialog';
import { VendorOrderCard } from './vendor-order-card';

type Pending = { order: CartOrder; button: VendorOrderButton } | null;

const PHOTO_TEXTS = {
  ship: {
    food: 'Seal the package, then take a photo of it sealed. The customer sees it and checks the seal when it arrives.',
    product: 'Seal the package, then take a photo of it sealed before it leaves. The customer sees it and checks the seal on delivery.',
  },
  deliver: { food: 'Take a photo of the package at the customer’s door.', product: 'Take a photo of the package at the customer’s door.' },
} as const;

/**
 * A vendor's real food or shop orders (GET /api/vendor/orders): status chips, the order cards, pages. Decline is
 * confirmed first; a hand-over and a delivery ask for their photo. Every refusal is shown with the API's words.
 */
export function VendorOrdersList({ profile }: { profile: CartOrderProfile }) {
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useVendorOrders(status, page);
  const { mutate: mutateAll } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const refresh = () => mutateAll((key) => typeof key === 'string' && (key.startsWith(VENDOR_ORDERS_KEY) || key === CART_ORDERS_SUMMARY_KEY));
  const failed = (label: string, e: unknown) => toastFailure(`${label} did not work. Please try again.`, e);

  const run = async (order: CartOrder, button: VendorOrderButton) => {
    if (button.action === 'ship' || button.action === 'deliver') return;
    setBusy(`${order.id}:${button.action}`);
    try {
      const res = await vendorOrderAct(order.id, button.action);
      toastSuccess(res.message ?? 'Done');
      await refresh();
    } catch (e) {
      failed(button.label, e);
    } finally {
      setBusy(null);
    }
  };

  const onButton = (order: CartOrder, button: VendorOrderButton) => {
    if (button.needs) setPending({ order, button });
    else void run(order, button);
  };

  const choose = (value: string | null) => {
    setStatus(value);
    setPage(1);
  };

  const orders = data?.data ?? [];
  const meta = data?.meta;
  const photoAction = pending?.button.needs === 'photo' ? (pending.button.action as 'ship' | 'deliver') : null;
  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap" role="group" aria-label="Filter by status" colorPalette="green">
        {[{ value: null as string | null, label: 'All' }, ...vendorStatusFilters(profile)].map((f) => (
          <Button
            key={f.value ?? 'all'}
            size="sm"
            rounded="full"
            variant={status === f.value ? 'solid' : 'outline'}
            aria-pressed={status === f.value}
            onClick={() => choose(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </HStack>
      {error && <RetryAlert message={`Failed to load your orders: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && !data && <LoadingState label="Loading orders..." />}
      {data && orders.length === 0 && (
        <Text color="gray.600">{status ? 'No orders with this status.' : 'No orders yet. Paid orders from customers appear here.'}</Text>
      )}
      {orders.map((o) => (
        <VendorOrderCard key={o.id} order={o} busy={busy} onButton={onButton} />
      ))}
      <PagedListPager meta={meta} page={page} onPage={setPage} />
      <ConfirmDialog
        open={pending?.button.needs === 'confirm'}
        onClose={() => setPending(null)}
        title="Decline this order?"
        message={pending ? `Order ${formatOrderNumber(pending.order.id)} will be declined and the customer refunded in full.` : ''}
        confirmLabel="Decline order"
        cancelLabel="Keep it"
        colorPalette="red"
        onConfirm={() => (pending ? run(pending.order, pending.button) : undefined)}
      />
      <SealPhotoDialog
        open={photoAction !== null}
        title={pending?.button.label ?? ''}
        description={photoAction && pending ? PHOTO_TEXTS[photoAction][pending.order.profile] : ''}
        confirmLabel={photoAction === 'deliver' ? 'Send photo and mark delivered' : profile === 'food' ? 'Send photo and hand over' : 'Send photo and ship'}
        onClose={() => setPending(null)}
        onSubmit={async (photo, onProgress) => {
          if (!pending || !photoAction) return;
          const res = await vendorOrderWithPhoto(pending.order.id, photoAction, photo, onProgress);
          toastSuccess(res.message ?? 'Done');
          await refresh();
        }}
      />
    </Stack>
  );
}
