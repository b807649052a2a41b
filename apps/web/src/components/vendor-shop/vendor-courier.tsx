import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBike } from 'react-icons/lu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CourierDetails } from '@/components/courier-details';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { errorMessage } from '@/lib/api-client';
import { cancelCourier, canCallRider, courierMayExist, requestCourier, useVendorCourier, vendorSeesCourier } from '@/lib/couriers';
import type { CartOrder } from '@/lib/vendor-shop';

export const VENDOR_COURIER_TEXTS = {
  callFailed: 'Failed to call an Oja rider',
  cancelFailed: 'Failed to cancel the rider',
  loadFailed: 'Failed to load the Oja rider of this order',
  cancelRule: 'The rider is told at once. The order keeps waiting for its delivery: call another Oja rider, or deliver it yourself.',
} as const;

/** The order's Oja rider (the card's button and block share one read: SWR asks once). */
const useCourierOf = (order: CartOrder) => useVendorCourier(courierMayExist(order) ? order.id : null);

/**
 * "Call an Oja rider", beside the own-delivery buttons, while the order waits for its delivery (food: Waiting for
 * Pickup; products: acknowledged) and no rider job runs on it. The API's refusal (no shop pin, no delivery pin, a
 * fee larger than the order) is shown in its own words.
 */
export function CallRiderButton({ order }: { order: CartOrder }) {
  const { data, mutate } = useCourierOf(order);
  const [calling, setCalling] = useState(false);
  if (!data || !canCallRider(order, data.data)) return null;
  const call = async () => {
    setCalling(true);
    try {
      const res = await requestCourier(order.id);
      await mutate({ data: res.data }, { revalidate: false });
      toastSuccess(res.message ?? 'Looking for an Oja rider near your shop.');
    } catch (e) {
      toastFailure(VENDOR_COURIER_TEXTS.callFailed, e);
    } finally {
      setCalling(false);
    }
  };
  return (
    <Button size="sm" colorPalette="blue" variant="outline" loading={calling} onClick={() => void call()} data-testid="call-oja-rider">
      <LuBike aria-hidden /> Call an Oja rider
    </Button>
  );
}

/**
 * "Delivery by Oja rider": the job's status, the fee, the rider with a call link once found, the ETA, and "Cancel
 * rider" while the job offers it (before the pickup). Live events refetch it (lib/live.ts); positions move the ETA.
 */
export function VendorCourierBlock({ order }: { order: CartOrder }) {
  const { data, error, mutate } = useCourierOf(order);
  const [asking, setAsking] = useState(false);
  const courier = data?.data ?? null;
  if (error && !data) {
    return (
      <HStack gap="2" flexWrap="wrap" fontSize="sm">
        <Text color="red.700" role="alert">
          {VENDOR_COURIER_TEXTS.loadFailed}: {errorMessage(error, 'please try again.')}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void mutate()}>
          Try again
        </Button>
      </HStack>
    );
  }
  if (!vendorSeesCourier(order, courier)) return null;
  const cancel = async () => {
    try {
      const res = await cancelCourier(order.id);
      await mutate({ data: res.data }, { revalidate: false });
      toastSuccess(res.message ?? 'Rider request cancelled.');
    } catch (e) {
      toastFailure(VENDOR_COURIER_TEXTS.cancelFailed, e);
      await mutate();
    }
  };
  return (
    <Box borderWidth="1px" borderColor="blue.200" bg="blue.50" rounded="md" p="3" data-testid="vendor-courier">
      <Stack gap="2">
        <Text fontWeight="semibold">
          <LuBike style={{ display: 'inline' }} aria-hidden /> Delivery by Oja rider
        </Text>
        <CourierDetails courier={courier} audience="vendor" statusTestId="courier-status" />
        {courier.actions.includes('cancel') && (
          <Button size="xs" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)} data-testid="cancel-courier">
            Cancel rider
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={cancel}
        title="Cancel the Oja rider?"
        message={VENDOR_COURIER_TEXTS.cancelRule}
        confirmLabel="Yes, cancel the rider"
        cancelLabel="Keep the rider"
        colorPalette="red"
      />
    </Box>
  );
}
