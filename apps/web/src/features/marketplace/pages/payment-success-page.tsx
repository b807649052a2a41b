import { Alert, Button, Center, Circle, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LuCheck } from 'react-icons/lu';
import { toastSuccess } from '@/components/toast-helpers';
import { errorMessage } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { formatDate, formatNaira } from '@/lib/format';
import {
  CART_ORDER_RETURN_KEYS,
  cartOrderPath,
  confirmBookingPayment,
  confirmCartOrderPayment,
  confirmMaintenancePayment,
  confirmServiceOrderPayment,
  PAID_BOOKING_STATUSES,
  type ConfirmedBooking,
  type CartOrderKind,
  type ConfirmedMaintenance,
  type ConfirmedOrder,
} from '../api/confirm-payment';

type State =
  | { kind: 'confirming' }
  | { kind: 'order-confirmed'; order: ConfirmedOrder }
  | { kind: 'booking-confirmed'; booking: ConfirmedBooking }
  | { kind: 'booking-pending'; booking: ConfirmedBooking }
  | { kind: 'maintenance-confirmed'; request: ConfirmedMaintenance }
  | { kind: 'failed'; message: string }
  | { kind: 'unchecked' };

const NOT_CONFIRMED = 'We could not confirm your payment yet.';

/** A food or shop order's return (`food_order_id` / `shop_order_id`), if this is one. */
function cartOrderReturn(params: URLSearchParams): { kind: CartOrderKind; id: string } | null {
  for (const [kind, key] of Object.entries(CART_ORDER_RETURN_KEYS) as [CartOrderKind, string][]) {
    const id = params.get(key);
    if (id) return { kind, id };
  }
  return null;
}

/**
 * `/payment-success`: the checkout returns here with `reference` and either
 * `order_id` (a service order) or `booking_id` (an apartment booking), `maintenance_id`, or `food_order_id` /
 * `shop_order_id` (a food or shop order: confirmed, it lands on the order's page), or `ride_id` (an okada ride: back to
 * the ride's panel, which the payment's webhook updates live). Nothing is called a success
 * until the API has verified the charge with the provider (idempotent: the webhook may have done it already).
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const orderId = params.get('order_id');
  const bookingId = params.get('booking_id');
  const maintenanceId = params.get('maintenance_id');
  const cartOrder = cartOrderReturn(params);
  const cartKind = cartOrder?.kind;
  const cartId = cartOrder?.id;
  const navigate = useNavigate();
  const loggedIn = Boolean(getToken());
  const canConfirm = Boolean(reference && (orderId || bookingId || maintenanceId || cartOrder) && loggedIn);
  const [state, setState] = useState<State>(canConfirm ? { kind: 'confirming' } : { kind: 'unchecked' });
  const started = useRef(false);

  useEffect(() => {
    if (!canConfirm || started.current) return;
    started.current = true;
    const fail = (e: unknown) => setState({ kind: 'failed', message: errorMessage(e, NOT_CONFIRMED) });
    if (cartKind && cartId) {
      confirmCartOrderPayment(cartId, reference!)
        .then((res) => {
          toastSuccess(
            'Payment Successful',
            `Your payment of ${formatNaira(res.data.total_amount)} to ${res.data.vendor.business_name} is held in escrow until you confirm the seal was intact.`,
          );
          navigate(cartOrderPath(cartKind, cartId), { replace: true });
        })
        .catch(fail);
    } else if (maintenanceId) {
      confirmMaintenancePayment(maintenanceId, reference!)
        .then((res) => setState({ kind: 'maintenance-confirmed', request: res.data }))
        .catch(fail);
    } else if (bookingId) {
      confirmBookingPayment(bookingId, reference!)
        .then((res) => setState({ kind: PAID_BOOKING_STATUSES.includes(res.data.status) ? 'booking-confirmed' : 'booking-pending', booking: res.data }))
        .catch(fail);
    } else {
      confirmServiceOrderPayment(orderId!, reference!)
        .then((res) => setState({ kind: 'order-confirmed', order: res.data }))
        .catch(fail);
    }
  }, [canConfirm, orderId, bookingId, maintenanceId, cartKind, cartId, navigate, reference]);

  const rideId = params.get('ride_id');
  if (rideId && /^\d+$/.test(rideId)) return <Navigate to={`/ride-hailing?ride_id=${rideId}`} replace />;

  if (state.kind === 'confirming') {
    return (
      <Center minH="60vh" flexDirection="column" gap="3" px="4">
        <Spinner size="lg" color="green.500" />
        <Text color="gray.600">Confirming your payment...</Text>
      </Center>
    );
  }

  const isMaintenance = Boolean(maintenanceId);
  const isBooking = !isMaintenance && !cartOrder && (Boolean(bookingId) || !orderId);
  const confirmed = state.kind === 'order-confirmed' || state.kind === 'booking-confirmed' || state.kind === 'maintenance-confirmed';

  return (
    <Center minH="60vh" px="4" py="12">
      <Stack align="center" textAlign="center" gap="4" maxW="md" w="full">
        {confirmed ? (
          <>
            <Circle size="16" bg="green.100" color="green.700">
              <LuCheck size={32} aria-hidden />
            </Circle>
            <Heading as="h1" size="2xl">
              Payment Successful
            </Heading>
            {state.kind === 'order-confirmed' && (
              <Text color="gray.600" data-testid="payment-confirmed">
                Your payment of {formatNaira(state.order.total_amount)}
                {state.order.service_pricing?.title ? ` for ${state.order.service_pricing.title}` : ''} is held safely in escrow. It is released to the vendor
                only when you confirm the work is done.
              </Text>
            )}
            {state.kind === 'maintenance-confirmed' && (
              <Text color="gray.600" data-testid="payment-confirmed">
                Your commitment fee of {formatNaira(state.request.fee)}
                {state.request.mechanic ? ` for ${state.request.mechanic.workshop_name}` : ''} is held in escrow. The mechanic has 2 hours to accept; otherwise
                it is refunded in full.
              </Text>
            )}
            {state.kind === 'booking-confirmed' && (
              <Text color="gray.600" data-testid="payment-confirmed">
                Your payment of {formatNaira(state.booking.total_price)}
                {state.booking.listing?.title ? ` for ${state.booking.listing.title}` : ''} is confirmed. You can check in when your booking starts
                {state.booking.check_in_date ? ` on ${formatDate(state.booking.check_in_date)}` : ''}.
              </Text>
            )}
          </>
        ) : (
          <>
            <Heading as="h1" size="2xl">
              {state.kind === 'unchecked' ? 'Payment status' : 'Checking your payment'}
            </Heading>
            <Alert.Root status={state.kind === 'failed' ? 'error' : 'warning'} textAlign="start" data-testid="payment-confirm-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {state.kind === 'booking-pending'
                    ? 'Your payment is still being processed.'
                    : state.kind === 'unchecked'
                      ? 'We could not check this payment.'
                      : NOT_CONFIRMED}
                </Alert.Title>
                <Alert.Description>
                  {state.kind === 'failed' && <Text>{state.message}</Text>}
                  {state.kind === 'unchecked' && (
                    <Text>{loggedIn ? 'The payment details are missing from this link.' : 'Please log in to see the status of your payment.'}</Text>
                  )}
                  <Text mt="1">
                    If you were charged, your {isMaintenance ? 'maintenance request' : isBooking ? 'booking' : 'order'} updates automatically within a few
                    minutes.
                    {isBooking ? ' You can check in when your booking starts.' : ''}
                  </Text>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          </>
        )}
        {reference && (
          <Text fontSize="xs" color="gray.500" wordBreak="break-all">
            Reference: {reference}
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          {cartOrder && (
            <Button asChild colorPalette="green">
              <RouterLink to={cartOrderPath(cartOrder.kind, cartOrder.id)}>View your order</RouterLink>
            </Button>
          )}
          {isMaintenance && (
            <Button asChild colorPalette="green">
              <RouterLink to="/dashboard/user/maintenance">View My Maintenance</RouterLink>
            </Button>
          )}
          <Button asChild colorPalette="green" variant={isBooking || isMaintenance || cartOrder ? 'outline' : 'solid'}>
            <RouterLink to="/dashboard/user/my-service-orders">View My Service Orders</RouterLink>
          </Button>
          <Button asChild colorPalette="green" variant={isBooking ? 'solid' : 'outline'}>
            <RouterLink to="/dashboard/user/bookings">View My Bookings</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
