import { Alert, Button, Center, Circle, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LuCheck } from 'react-icons/lu';
import { errorMessage } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { formatNaira } from '@/lib/format';
import { confirmServiceOrderPayment, type ConfirmedOrder } from '../api/confirm-payment';

type State = { kind: 'confirming' } | { kind: 'confirmed'; order: ConfirmedOrder; message?: string } | { kind: 'failed'; message: string } | { kind: 'plain' };

/**
 * `/payment-success` (spec 000 §2.11): the checkout returns here with `reference` and `order_id`.
 * A service order's payment is confirmed with the API (idempotent: the webhook may have done it already).
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const orderId = params.get('order_id');
  const canConfirm = Boolean(reference && orderId && getToken());
  const [state, setState] = useState<State>(canConfirm ? { kind: 'confirming' } : { kind: 'plain' });
  const started = useRef(false);

  useEffect(() => {
    if (!canConfirm || started.current) return;
    started.current = true;
    confirmServiceOrderPayment(orderId!, reference!)
      .then((res) => setState({ kind: 'confirmed', order: res.data, message: res.message }))
      .catch((e: unknown) => setState({ kind: 'failed', message: errorMessage(e, 'We could not confirm your payment yet.') }));
  }, [canConfirm, orderId, reference]);

  if (state.kind === 'confirming') {
    return (
      <Center minH="60vh" flexDirection="column" gap="3" px="4">
        <Spinner size="lg" color="green.500" />
        <Text color="gray.600">Confirming your payment...</Text>
      </Center>
    );
  }

  const isServiceOrder = Boolean(orderId);
  return (
    <Center minH="60vh" px="4" py="12">
      <Stack align="center" textAlign="center" gap="4" maxW="md" w="full">
        {state.kind === 'failed' ? (
          <>
            <Heading as="h1" size="2xl">
              Checking your payment
            </Heading>
            <Alert.Root status="warning" textAlign="start" data-testid="payment-confirm-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>We could not confirm your payment yet.</Alert.Title>
                <Alert.Description>
                  <Text>{state.message}</Text>
                  <Text mt="1">If you were charged, your order updates automatically within a few minutes.</Text>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          </>
        ) : (
          <>
            <Circle size="16" bg="green.100" color="green.600">
              <LuCheck size={32} aria-hidden />
            </Circle>
            <Heading as="h1" size="2xl">
              Payment Successful
            </Heading>
            {state.kind === 'confirmed' ? (
              <Text color="gray.600" data-testid="payment-confirmed">
                Your payment of {formatNaira(state.order.total_amount)}
                {state.order.service_pricing?.title ? ` for ${state.order.service_pricing.title}` : ''} is held safely in escrow. It is
                released to the vendor only when you confirm the work is done.
              </Text>
            ) : isServiceOrder ? (
              <Text color="gray.600">Your payment has been received and is held in escrow until you confirm the work is done.</Text>
            ) : (
              <Text color="gray.600">Your payment has been received. You can check in when your booking starts.</Text>
            )}
            {reference && (
              <Text fontSize="xs" color="gray.500" wordBreak="break-all">
                Reference: {reference}
              </Text>
            )}
          </>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button asChild colorPalette="green" variant={isServiceOrder ? 'solid' : 'outline'}>
            <RouterLink to="/dashboard/user/my-service-orders">View My Service Orders</RouterLink>
          </Button>
          <Button asChild colorPalette="green" variant={isServiceOrder ? 'outline' : 'solid'}>
            <RouterLink to="/dashboard/user/bookings">View My Bookings</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
