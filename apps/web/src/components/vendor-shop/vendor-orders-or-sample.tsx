import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CartOrderProfile } from '@oja/shared';
import { LoadingState } from '@/components/loading-state';
import { RetryAlert } from '@/components/retry-alert';
import { useVendorOrders } from '@/lib/vendor-shop';
import { VendorOrdersList } from './vendor-orders-list';

/** The vendor's real orders once there is one; before that, "No orders yet" and the page's labelled `sample`. */
export function VendorOrdersOrSample({ profile, sample }: { profile: CartOrderProfile; sample: ReactNode }) {
  const { data, error, isLoading, isValidating, mutate } = useVendorOrders(null);
  const real = (data?.meta.total ?? 0) > 0;
  if (real) return <VendorOrdersList profile={profile} />;
  return (
    <>
      {error && <RetryAlert message={`Failed to load your orders: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && !data && <LoadingState label="Loading orders..." />}
      {data && (
        <Text color="gray.600" data-testid="orders-empty">
          No orders yet. Paid orders from customers appear here, newest first.
        </Text>
      )}
      {(data || error) && sample}
    </>
  );
}
