import { Alert, Button, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ServiceOrderTab } from '@oja/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { sendProblemReport, toastFailure, toastOutcome } from '@/components/toast-helpers';
import { isEmailVerificationError, VerifyEmailAlert } from '@/components/verify-email-alert';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { MessageButton } from '@/components/messages/message-button';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate, formatDateTime, formatNaira, formatOrderNumber } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import {
  cancelServiceOrder,
  confirmServiceOrderCompletion,
  disputeServiceOrder,
  payServiceOrder,
  uploadDisputePhoto,
  useMyServiceOrders,
} from '../api/customer-service-orders';
import type { ServiceOrder } from '../api/types';
import { PaymentStatusBadge } from '../components/order-badges';
import { AddAddressForm } from '../components/add-address-form';
import { OrderCard, type OrderFact } from '../components/order-card';
import { OrderNotice } from '../components/order-notice';
import { OrderTabsView } from '../components/order-tabs-view';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { escrowLabel, isOrderTab, whenAndWhere } from '../model/order-tabs';

export const CUSTOMER_ORDER_TEXTS = {
  fetchFailed: 'Failed to fetch your service orders',
  cancelConfirm: 'Are you sure you want to cancel this order?',
  cancelled: 'Order cancelled successfully!',
  cancelFailed: 'Failed to cancel order. Please try again.',
  payFailed: 'Failed to initiate payment. Please try again.',
  confirmCompletion: 'Confirm that the work is done? The payment held in escrow will be released to the vendor.',
  confirmFailed: 'Failed to confirm completion. Please try again.',
  disputeFailed: 'Failed to open the dispute. Please try again.',
  disputeReasonRequired: 'Please describe the problem with this order',
  disputePhotoFailed: 'Your dispute was opened, but a photo could not be added.',
} as const;

type Pending = { kind: 'cancel' | 'confirm' | 'dispute'; order: ServiceOrder } | null;

function customerFacts(o: ServiceOrder): OrderFact[] {
  const vendorPhone = o.service_vendor?.vendor?.user?.phone ?? o.service_vendor?.phone ?? null;
  const facts: OrderFact[] = [{ label: 'Provider', value: o.service_vendor?.vendor?.business_name ?? '—', testId: 'order-provider' }];
  if (o.service_vendor?.service_name) facts.push({ label: 'Service', value: o.service_vendor.service_name });
  if (vendorPhone) {
    facts.push({
      label: 'Vendor phone',
      value:
        o.status === 'pending' || o.status === 'cancelled' ? (
          formatPhoneNg(vendorPhone)
        ) : (
          <Link href={`tel:${vendorPhone}`} colorPalette="green">
            {formatPhoneNg(vendorPhone)}
          </Link>
        ),
    });
  }
  facts.push(
    { label: 'Deadline', value: formatDate(o.deadline) || '—' },
    ...whenAndWhere(o),
    {
      label: 'Total amount',
      value: (
        <Text as="span" fontWeight="semibold">
          {formatNaira(o.total_amount)}
        </Text>
      ),
      testId: 'order-total',
    },
    { label: 'Payment', value: <PaymentStatusBadge order={o} /> },
  );
  if (o.escrow_status && o.escrow_status !== 'none') facts.push({ label: 'Escrow', value: escrowLabel(o), testId: 'order-escrow' });
  return facts;
}

function customerNotice(o: ServiceOrder) {
  const actions = o.available_actions ?? [];
  let text: string | null = null;
  if (o.status === 'pending') text = 'Waiting for the vendor to accept your request. You pay only after they accept.';
  else if (actions.includes('PAY'))
    text = 'The vendor accepted your request. Pay now to confirm — your money is held in escrow until you confirm the work is done.';
  else if (o.status === 'accepted' && o.payment_status === 'paid') {
    text = o.address_to_be_agreed
      ? 'Payment received and held in escrow. Add the service address below so the vendor can start.'
      : 'Payment received and held in escrow. The vendor will start work soon.';
  } else if (o.status === 'completed' && o.escrow_status === 'held') {
    text = 'The vendor marked this order as completed. Confirm completion to release the payment';
    text += o.auto_release_at ? `; otherwise it is released automatically on ${formatDateTime(o.auto_release_at)}.` : '.';
    if (o.dispute_until && actions.includes('DISPUTE')) text += ` Something wrong? You can open a dispute until ${formatDateTime(o.dispute_until)}.`;
  }
  return text ? <OrderNotice text={text} /> : null;
}

/** `/dashboard/user/my-service-orders`: the customer's service orders and their actions. */
export function MyServiceOrdersPage() {
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, mutate, isValidating } = useMyServiceOrders();
  const [tab, setTab] = useState<ServiceOrderTab>(() => {
    const t = params.get('tab');
    return isOrderTab(t) ? t : 'all';
  });
  const [pending, setPending] = useState<Pending>(null);
  const [paying, setPaying] = useState<number | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const orders = error ? [] : (data?.data ?? []);
  const paymentCancelled = params.get('payment') === 'cancelled';
  const cancelledOrderId = params.get('order_id');

  const dismissPaymentNotice = () => {
    const next = new URLSearchParams(params);
    next.delete('payment');
    next.delete('order_id');
    setParams(next, { replace: true });
  };

  const pay = async (order: ServiceOrder) => {
    setPaying(order.id);
    setVerifyEmail(null);
    try {
      const res = await payServiceOrder(order.id);
      window.location.assign(res.data.payment_url);
    } catch (e) {
      setPaying(null);
      if (isEmailVerificationError(e)) setVerifyEmail((e as Error).message);
      else toastFailure(CUSTOMER_ORDER_TEXTS.payFailed, e);
    }
  };

  const cancel = async (order: ServiceOrder) => {
    await toastOutcome(() => cancelServiceOrder(order.id), CUSTOMER_ORDER_TEXTS.cancelled, CUSTOMER_ORDER_TEXTS.cancelFailed);
    void mutate();
  };

  const confirmCompletion = async (order: ServiceOrder) => {
    await toastOutcome(
      () => confirmServiceOrderCompletion(order.id),
      'Thank you! The payment has been released to the vendor.',
      CUSTOMER_ORDER_TEXTS.confirmFailed,
    );
    void mutate();
  };

  // The dispute stands on its own; each photo is added after it, and a refused one is reported with the server's reason.
  const dispute = async (order: ServiceOrder, reason: string, photos: File[]) => {
    await sendProblemReport(
      () => disputeServiceOrder(order.id, reason),
      (photo) => uploadDisputePhoto(order.id, photo),
      photos,
      { sent: 'Your dispute has been opened.', failed: CUSTOMER_ORDER_TEXTS.disputeFailed, photoFailed: CUSTOMER_ORDER_TEXTS.disputePhotoFailed },
    );
    void mutate();
  };

  const renderOrder = (o: ServiceOrder) => {
    const actions = o.available_actions ?? [];
    const buttons = [];
    if (actions.includes('PAY')) {
      buttons.push(
        <Button key="pay" size="sm" colorPalette="green" loading={paying === o.id} onClick={() => void pay(o)}>
          Pay Now · {formatNaira(o.total_amount)}
        </Button>,
      );
    }
    if (actions.includes('CONFIRM_SATISFACTION')) {
      buttons.push(
        <Button key="confirm" size="sm" colorPalette="green" onClick={() => setPending({ kind: 'confirm', order: o })}>
          Confirm Completion
        </Button>,
      );
    }
    if (actions.includes('DISPUTE')) {
      buttons.push(
        <Button key="dispute" size="sm" variant="outline" colorPalette="orange" onClick={() => setPending({ kind: 'dispute', order: o })}>
          Open Dispute
        </Button>,
      );
    }
    if (actions.includes('CANCEL')) {
      buttons.push(
        <Button key="cancel" size="sm" variant="outline" colorPalette="red" onClick={() => setPending({ kind: 'cancel', order: o })}>
          Cancel Order
        </Button>,
      );
    }
    if (o.status === 'completed') buttons.push(<LeaveReviewButton key="review" kind="service_order" id={o.id} />);
    buttons.push(<MessageButton key="message" kind="service_order" id={o.id} title={`Order ${formatOrderNumber(o.id)}`} />);
    // An order placed without an address (the spec's payload) asks for it until work can start.
    const askAddress = o.address_to_be_agreed && (o.status === 'pending' || o.status === 'accepted');
    const notice = askAddress ? (
      <>
        {customerNotice(o)}
        <AddAddressForm order={o} onSaved={() => void mutate()} />
      </>
    ) : (
      customerNotice(o)
    );
    return <OrderCard key={o.id} order={o} facts={customerFacts(o)} notice={notice} actions={buttons.length ? buttons : undefined} />;
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <PageHeading title="My Service Orders">Track your general-service requests, pay once a vendor accepts, and confirm when the work is done.</PageHeading>
        <Button asChild size="sm" variant="outline" colorPalette="green">
          <RouterLink to="/general-services">Book a service</RouterLink>
        </Button>
      </HStack>

      {paymentCancelled && (
        <Alert.Root status="warning" data-testid="payment-cancelled">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Payment cancelled</Alert.Title>
            <Alert.Description>
              {cancelledOrderId ? `Order ${formatOrderNumber(cancelledOrderId)} has not been paid. ` : ''}You can pay again whenever you are ready.
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" onClick={dismissPaymentNotice} aria-label="Dismiss" />
        </Alert.Root>
      )}
      {verifyEmail && <VerifyEmailAlert message={verifyEmail} />}

      {error && <RetryAlert message={CUSTOMER_ORDER_TEXTS.fetchFailed} testId="orders-error" retrying={isValidating} onRetry={() => void mutate()} />}

      {/* A failed load shows only its error and Retry: an empty list beside it would say there are no orders. */}
      {error ? null : isLoading && !data ? (
        <LoadingState label="Loading your service orders..." />
      ) : (
        <OrderTabsView
          orders={orders}
          tab={tab}
          onTabChange={setTab}
          renderOrder={renderOrder}
          emptyExtra={
            tab === 'all' ? (
              <Button asChild size="sm" colorPalette="green">
                <RouterLink to="/general-services">Browse General Services</RouterLink>
              </Button>
            ) : undefined
          }
        />
      )}

      <ConfirmDialog
        open={pending?.kind === 'cancel'}
        onClose={() => setPending(null)}
        title="Cancel order"
        message={CUSTOMER_ORDER_TEXTS.cancelConfirm}
        confirmLabel="Yes, cancel order"
        cancelLabel="Keep order"
        colorPalette="red"
        onConfirm={() => (pending ? cancel(pending.order) : undefined)}
      />
      <ConfirmDialog
        open={pending?.kind === 'confirm'}
        onClose={() => setPending(null)}
        title="Confirm completion"
        message={CUSTOMER_ORDER_TEXTS.confirmCompletion}
        confirmLabel="Yes, release payment"
        cancelLabel="Not yet"
        onConfirm={() => (pending ? confirmCompletion(pending.order) : undefined)}
      />
      <TextPromptDialog
        open={pending?.kind === 'dispute'}
        onClose={() => setPending(null)}
        title="Open a dispute"
        description="Tell us what went wrong. The payment stays in escrow until an administrator reviews the dispute."
        label="Reason"
        confirmLabel="Open Dispute"
        colorPalette="orange"
        required
        requiredMessage={CUSTOMER_ORDER_TEXTS.disputeReasonRequired}
        photos
        onSubmit={(reason, photos) => (pending ? dispute(pending.order, reason, photos) : Promise.resolve())}
      />
    </Stack>
  );
}
