import { Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuPhone } from 'react-icons/lu';
import { SERVICE_ORDER_STATUS_LABELS, type ServiceOrderTab } from '@oja/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastOutcome } from '@/components/toast-helpers';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { MessageButton } from '@/components/messages/message-button';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate, formatDateTime, formatNaira, formatOrderNumber } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import type { ServiceOrder } from '../api/types';
import { acceptServiceOrder, respondToDispute, updateServiceOrderStatus, useVendorServiceOrders, type VendorOrderStatus } from '../api/vendor-service-orders';
import { PaymentStatusBadge } from '../components/order-badges';
import { OrderCard, type OrderFact } from '../components/order-card';
import { OrderNotice } from '../components/order-notice';
import { OrderTabsView } from '../components/order-tabs-view';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { escrowLabel, whenAndWhere } from '../model/order-tabs';

/** Vendor transitions: the machine event, the status sent, the button and the confirm text. */
const STATUS_ACTIONS: {
  event: 'DECLINE' | 'START' | 'COMPLETE';
  status: VendorOrderStatus;
  label: string;
  confirm: string;
  color: string;
  variant: 'solid' | 'outline';
}[] = [
  { event: 'START', status: 'in_progress', label: 'Start Work', confirm: 'Mark this order as in progress?', color: 'green', variant: 'solid' },
  { event: 'COMPLETE', status: 'completed', label: 'Mark Complete', confirm: 'Mark this order as completed?', color: 'green', variant: 'solid' },
  { event: 'DECLINE', status: 'cancelled', label: 'Decline', confirm: 'Cancel this order?', color: 'red', variant: 'outline' },
];

export const VENDOR_ORDER_TEXTS = {
  fetchFailed: 'Failed to fetch your service orders',
  accepted: 'Order accepted successfully!',
  acceptFailed: 'Failed to accept order. Please try again.',
  updateFailed: 'Failed to update order. Please try again.',
  statementSent: 'Your statement was sent to the Oja team.',
  statementFailed: 'Failed to send your statement. Please try again.',
  statementRequired: 'Please write your side of the dispute',
} as const;

/** 'Order {status} successfully!' when the server sends no message. */
export function statusSuccessText(status: VendorOrderStatus): string {
  return `Order ${SERVICE_ORDER_STATUS_LABELS[status].toLowerCase()} successfully!`;
}

type Pending = { kind: 'accept' | 'dispute'; order: ServiceOrder } | { kind: 'status'; order: ServiceOrder; action: (typeof STATUS_ACTIONS)[number] } | null;

function vendorFacts(o: ServiceOrder): OrderFact[] {
  const phone = o.user?.phone ?? null;
  const facts: OrderFact[] = [{ label: 'Customer', value: o.user?.name ?? '—', testId: 'order-customer' }];
  if (phone) facts.push({ label: 'Customer phone', value: formatPhoneNg(phone), testId: 'order-customer-phone' });
  facts.push(
    { label: 'Deadline', value: formatDate(o.deadline) || '—' },
    ...whenAndWhere(o),
    { label: 'Payment', value: <PaymentStatusBadge order={o} /> },
    {
      label: 'Total amount',
      value: (
        <Text as="span" fontWeight="semibold">
          {formatNaira(o.total_amount)}
        </Text>
      ),
      testId: 'order-total',
    },
  );
  if (o.escrow_status && o.escrow_status !== 'none') facts.push({ label: 'Escrow', value: escrowLabel(o), testId: 'order-escrow' });
  return facts;
}

function vendorNotice(o: ServiceOrder) {
  let text: string | null = null;
  const noAddress = o.address_to_be_agreed
    ? ' The address is still to be agreed: the customer has been asked to add it, and work can start once they have.'
    : '';
  if (o.status === 'pending' && noAddress) text = `This request came without a service address.${noAddress}`;
  else if (o.status === 'accepted' && o.payment_status !== 'paid')
    text = `Waiting for the customer to pay. You can start work once the payment is held in escrow.${noAddress}`;
  else if (o.status === 'accepted' && o.payment_status === 'paid')
    text = noAddress
      ? `The customer has paid; the money is held in escrow.${noAddress}`
      : 'The customer has paid; the money is held in escrow. You can start work.';
  else if (o.status === 'completed' && o.escrow_status === 'held') {
    text = 'Payment held in escrow until the customer confirms completion';
    text += o.auto_release_at ? ` (or automatically on ${formatDateTime(o.auto_release_at)}).` : '.';
  } else if (o.status === 'completed' && o.escrow_status === 'released') text = 'Payment released to your wallet (minus the 5% platform fee).';
  return text ? <OrderNotice text={text} /> : null;
}

/** `/dashboard/service-vendor/orders`: the vendor's order inbox; buttons are the order's available_actions. */
export function VendorServiceOrdersPage() {
  const { data, error, isLoading, mutate, isValidating } = useVendorServiceOrders();
  const [tab, setTab] = useState<ServiceOrderTab>('all');
  const [pending, setPending] = useState<Pending>(null);
  // The confirm dialog keeps its text while it animates closed.
  const lastStatus = useRef<Extract<Pending, { kind: 'status' }> | null>(null);
  if (pending?.kind === 'status') lastStatus.current = pending;
  // On failure the page shows an empty list.
  const orders = error ? [] : (data?.data ?? []);

  /** Runs an action on an order, tells how it went, and reloads the list either way. */
  const act = async (call: () => Promise<{ message?: string }>, success: string, failure: string) => {
    await toastOutcome(call, success, failure);
    void mutate();
  };
  const accept = (order: ServiceOrder, response: string) =>
    act(() => acceptServiceOrder(order.id, response), VENDOR_ORDER_TEXTS.accepted, VENDOR_ORDER_TEXTS.acceptFailed);
  const setStatus = (order: ServiceOrder, status: VendorOrderStatus) =>
    act(() => updateServiceOrderStatus(order.id, status), statusSuccessText(status), VENDOR_ORDER_TEXTS.updateFailed);
  const respond = (order: ServiceOrder, statement: string) =>
    act(() => respondToDispute(order.id, statement), VENDOR_ORDER_TEXTS.statementSent, VENDOR_ORDER_TEXTS.statementFailed);

  const renderOrder = (o: ServiceOrder) => {
    const actions = o.available_actions ?? [];
    const phone = o.user?.phone;
    const buttons = [];
    if (actions.includes('ACCEPT')) {
      buttons.push(
        <Button key="accept" size="sm" colorPalette="green" onClick={() => setPending({ kind: 'accept', order: o })}>
          Accept Order
        </Button>,
      );
    }
    for (const action of STATUS_ACTIONS) {
      if (!actions.includes(action.event)) continue;
      buttons.push(
        <Button
          key={action.event}
          size="sm"
          colorPalette={action.color}
          variant={action.variant}
          onClick={() => setPending({ kind: 'status', order: o, action })}
        >
          {action.label}
        </Button>,
      );
    }
    if (phone && o.status !== 'pending') {
      buttons.push(
        <Button key="call" asChild size="sm" variant="outline" colorPalette="green">
          <a href={`tel:${phone}`}>
            <LuPhone aria-hidden /> Call Customer
          </a>
        </Button>,
      );
    }
    if (o.dispute?.status === 'open') {
      buttons.push(
        <Button key="dispute" size="sm" colorPalette="orange" variant="outline" onClick={() => setPending({ kind: 'dispute', order: o })}>
          {o.dispute.vendor_statement ? 'Update your statement' : 'Respond to dispute'}
        </Button>,
      );
    }
    if (o.status === 'completed') buttons.push(<LeaveReviewButton key="review" kind="service_order" id={o.id} />);
    buttons.push(<MessageButton key="message" kind="service_order" id={o.id} title={`Order ${formatOrderNumber(o.id)}`} />);
    return <OrderCard key={o.id} order={o} facts={vendorFacts(o)} notice={vendorNotice(o)} actions={buttons.length ? buttons : undefined} />;
  };

  return (
    <Stack gap="5">
      <PageHeading title="Service Orders">Accept new requests, start work once the customer has paid, and mark jobs complete.</PageHeading>

      {error && <RetryAlert message={VENDOR_ORDER_TEXTS.fetchFailed} testId="orders-error" retrying={isValidating} onRetry={() => void mutate()} />}

      {isLoading && !data ? (
        <LoadingState label="Loading your service orders..." />
      ) : (
        <OrderTabsView orders={orders} tab={tab} onTabChange={setTab} renderOrder={renderOrder} />
      )}

      <TextPromptDialog
        open={pending?.kind === 'accept'}
        onClose={() => setPending(null)}
        title="Accept order"
        description="The customer is then asked to pay; the money is held in escrow until they confirm the work is done."
        label="Response to the customer (optional)"
        placeholder="e.g. I will come on Tuesday morning with all materials."
        confirmLabel="Accept Order"
        onSubmit={(response) => (pending?.kind === 'accept' ? accept(pending.order, response) : Promise.resolve())}
      />
      <TextPromptDialog
        open={pending?.kind === 'dispute'}
        onClose={() => setPending(null)}
        title="Respond to dispute"
        description="The customer opened a dispute. Tell the Oja team your side; an admin reads both statements before releasing the payment or refunding part of it."
        label="Your statement"
        placeholder="e.g. The work was finished on Tuesday; the customer signed off on the sink repair."
        confirmLabel="Send statement"
        required
        requiredMessage={VENDOR_ORDER_TEXTS.statementRequired}
        colorPalette="orange"
        onSubmit={(statement) => (pending?.kind === 'dispute' ? respond(pending.order, statement) : Promise.resolve())}
      />
      <ConfirmDialog
        open={pending?.kind === 'status'}
        onClose={() => setPending(null)}
        title={lastStatus.current?.action.label}
        message={lastStatus.current?.action.confirm ?? ''}
        colorPalette={lastStatus.current?.action.color}
        onConfirm={() => (pending?.kind === 'status' ? setStatus(pending.order, pending.action.status) : undefined)}
      />
    </Stack>
  );
}
