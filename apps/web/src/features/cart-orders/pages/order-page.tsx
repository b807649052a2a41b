import { Alert, Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { CourierDetails } from '@/components/courier-details';
import { ConversationThread } from '@/components/messages/conversation-thread';
import { LoadingState } from '@/components/loading-state';
import { NotFoundPage } from '@/components/not-found-page';
import { RetryAlert } from '@/components/retry-alert';
import { ReportProblemDialog } from '@/components/text-prompt-dialog';
import { sendProblemReport, toastFailure, toastSuccess } from '@/components/toast-helpers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { courierMayExist, customerSeesCourier, useOrderCourier } from '@/lib/couriers';
import { formatDateTime, formatOrderNumber } from '@/lib/format';
import {
  cancelOrder,
  confirmDelivery,
  isCartOrderKind,
  payOrder,
  reportOrderProblem,
  uploadOrderProblemPhoto,
  useCartOrder,
  type CartOrder,
} from '../api/orders';
import { DeliveryDetails, DisputeDetails, OrderItems, OrderTimeline, SealPhotos, Section } from '../components/order-details';
import { offers } from '../model/actions';

const OPEN_PALETTE: Record<string, string> = { pending: 'yellow', delivered: 'teal', completed: 'green', disputed: 'orange', refunded: 'purple' };
const FAILED = ['declined', 'cancelled', 'expired'];

export const ORDER_TEXTS = {
  payFailed: 'Failed to initiate payment. Please try again.',
  cancelFailed: 'Failed to cancel the order',
  confirmFailed: 'Failed to confirm the delivery',
  reportFailed: 'Failed to report the problem. Please try again.',
  photoFailed: 'Your report was sent, but a photo could not be added.',
  riderFailed: 'Failed to load the rider bringing your order',
} as const;

/**
 * `/dashboard/user/orders/:kind/:id` (kind food_order or shop_order): the customer's food or shop order — items,
 * totals, status and timeline, the seal photos, the buttons the order offers now (pay, cancel, "Seal intact — confirm
 * delivery", "Seal broken / wrong items"), the dispute, the messages with the vendor, and the Oja rider bringing it
 * when the shop called one (its status, name, phone and ETA, live from `ride.position`). Live updates re-fetch it.
 */
export function CartOrderPage() {
  const { kind, id } = useParams();
  const valid = isCartOrderKind(kind) && /^\d+$/.test(id ?? '');
  const { data, error, isLoading, isValidating, mutate } = useCartOrder(valid ? id : undefined);
  const [asking, setAsking] = useState<'cancel' | 'confirm' | null>(null);
  const [reporting, setReporting] = useState(false);
  const [paying, setPaying] = useState(false);
  const loaded = data?.data;
  const rider = useOrderCourier(loaded && courierMayExist(loaded) ? loaded.id : null);
  const courier = rider.data?.data ?? null;

  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  const order = data?.data;

  const pay = async (o: CartOrder) => {
    setPaying(true);
    try {
      window.location.assign((await payOrder(o.id)).data.payment_url);
    } catch (e) {
      toastFailure(ORDER_TEXTS.payFailed, e);
      setPaying(false);
    }
  };
  const act = async (o: CartOrder, which: 'cancel' | 'confirm') => {
    try {
      const res = which === 'cancel' ? await cancelOrder(o.id) : await confirmDelivery(o.id);
      toastSuccess(res.message ?? (which === 'cancel' ? 'Order cancelled.' : 'Delivery confirmed. Thank you!'));
    } catch (e) {
      toastFailure(which === 'cancel' ? ORDER_TEXTS.cancelFailed : ORDER_TEXTS.confirmFailed, e);
    }
    await mutate();
  };
  const report = async (o: CartOrder, reason: string, photos: File[]) => {
    const texts = { failed: ORDER_TEXTS.reportFailed, photoFailed: ORDER_TEXTS.photoFailed };
    const sent = await sendProblemReport(
      () => reportOrderProblem(o.id, reason),
      (photo) => uploadOrderProblemPhoto(o.id, photo),
      photos,
      texts,
    );
    if (sent) await mutate();
  };

  const who = order?.profile === 'food' ? 'restaurant' : 'shop';
  return (
    <Stack gap="5">
      <Button asChild variant="ghost" colorPalette="green" size="sm" px="2" alignSelf="start">
        <RouterLink to="/dashboard/user/orders">
          <LuArrowLeft aria-hidden /> My orders
        </RouterLink>
      </Button>
      {error ? (
        <RetryAlert message={errorMessage(error, 'Failed to load the order')} retrying={isValidating} onRetry={() => void mutate()} />
      ) : isLoading || !order ? (
        <LoadingState label="Loading the order..." />
      ) : (
        <>
          <Stack gap="1">
            <HStack gap="3" flexWrap="wrap">
              <Heading as="h1" size="xl">
                {order.profile === 'food' ? 'Food order' : 'Shop order'} {formatOrderNumber(order.id)}
              </Heading>
              <Badge
                colorPalette={FAILED.includes(order.status) ? 'red' : (OPEN_PALETTE[order.status] ?? 'blue')}
                data-testid="order-status"
                data-status={order.status}
              >
                {order.status_label}
              </Badge>
            </HStack>
            <Text color="gray.600" fontSize="sm">
              From {order.vendor.business_name} · placed {formatDateTime(order.placed_at ?? order.created_at)}
              {order.payment_status === 'refunded' ? ' · refunded' : order.payment_status === 'paid' ? ' · paid' : ''}
            </Text>
          </Stack>

          {order.status === 'pending' && order.pay_by && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>Pay by {formatDateTime(order.pay_by)}, or the order expires and its items go back on sale.</Alert.Title>
            </Alert.Root>
          )}
          {order.status === 'delivered' && (
            <Alert.Root status="info" data-testid="seal-check">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Check the seal before you open the package.</Alert.Title>
                <Alert.Description>
                  Intact: confirm the delivery and the {who} is paid. Broken, or wrong items: report it and your payment stays in escrow.
                  {order.release_at ? ` Without either, the payment is released on ${formatDateTime(order.release_at)}.` : ''}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          <HStack gap="2" flexWrap="wrap" data-testid="order-actions">
            {offers(order.actions, 'pay') && (
              <Button colorPalette="green" loading={paying} onClick={() => void pay(order)}>
                Pay now
              </Button>
            )}
            {offers(order.actions, 'confirm_delivery') && (
              <Button colorPalette="green" onClick={() => setAsking('confirm')}>
                Seal intact — confirm delivery
              </Button>
            )}
            {offers(order.actions, 'report_problem') && (
              <Button colorPalette="orange" variant="outline" onClick={() => setReporting(true)}>
                Seal broken / wrong items
              </Button>
            )}
            {offers(order.actions, 'cancel') && (
              <Button colorPalette="red" variant="outline" onClick={() => setAsking('cancel')}>
                Cancel order
              </Button>
            )}
            {order.status === 'completed' && <LeaveReviewButton kind={order.kind} id={order.id} />}
          </HStack>

          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" alignItems="start">
            <Stack gap="5" gridColumn={{ lg: 'span 2' }} minW="0">
              {rider.error && !rider.data && (
                <RetryAlert message={errorMessage(rider.error, ORDER_TEXTS.riderFailed)} retrying={rider.isValidating} onRetry={() => void rider.mutate()} />
              )}
              {customerSeesCourier(courier) && (
                <Section title="Your rider" testId="order-courier">
                  <CourierDetails courier={courier} audience="customer" statusTestId="order-courier-status" />
                </Section>
              )}
              <Section title="Items">
                <OrderItems order={order} />
              </Section>
              {(order.handover_photo || order.delivery_photo) && (
                <Section title="Seal photos" testId="seal-photos">
                  <SealPhotos order={order} />
                </Section>
              )}
              {(order.status === 'disputed' || order.dispute || order.problem_reason) && (
                <Section title="Problem reported">
                  <DisputeDetails order={order} />
                </Section>
              )}
              <Section title={`Messages with ${order.vendor.business_name}`}>
                <ConversationThread kind={order.kind} id={order.id} />
              </Section>
            </Stack>
            <Stack gap="5" minW="0">
              <Section title="Progress">
                <OrderTimeline order={order} />
              </Section>
              <Section title="Delivery">
                <DeliveryDetails order={order} />
              </Section>
            </Stack>
          </SimpleGrid>

          <ConfirmDialog
            open={asking !== null}
            onClose={() => setAsking(null)}
            onConfirm={() => (asking ? act(order, asking) : undefined)}
            message={
              asking === 'confirm'
                ? `Confirm the seal was intact and everything arrived? The payment is released to the ${who}.`
                : order.payment_status === 'paid'
                  ? `Cancel this order? The ${who} has not accepted it yet: you are refunded in full.`
                  : 'Cancel this order? You have not been charged.'
            }
            confirmLabel={asking === 'confirm' ? 'Yes, release payment' : 'Yes, cancel'}
            colorPalette={asking === 'confirm' ? 'green' : 'red'}
          />
          <ReportProblemDialog
            open={reporting}
            onClose={() => setReporting(false)}
            title="Seal broken / wrong items"
            description="Tell us what is wrong and add photos of the package. Your payment stays in escrow until the Oja team has looked at it."
            label="What is wrong"
            onSubmit={(reason, photos) => report(order, reason, photos)}
          />
        </>
      )}
    </Stack>
  );
}
