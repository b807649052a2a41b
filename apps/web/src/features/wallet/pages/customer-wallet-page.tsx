import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatNaira, formatOrderNumber } from '@/lib/format';
import { useCustomerWallet } from '../api/wallet';
import { MoneyStat } from '../components/stat-card';
import { WalletCard, WalletFrame } from '../components/wallet-frame';

const PAYMENT_COLORS: Record<string, string> = { success: 'green', pending: 'gray', abandoned: 'gray', failed: 'red', refunded: 'purple' };

/** `/dashboard/user/wallet`: what the customer paid and got back. */
export function CustomerWalletPage() {
  return (
    <WalletFrame intro="Your payments and refunds. Payments for services are held in escrow until you confirm the work is done." load={useCustomerWallet()}>
      {(wallet) => (
        <>
          <SimpleGrid columns={{ base: 2 }} gap="3" maxW="xl">
            <MoneyStat label="Total paid" amount={wallet.total_paid} testId="wallet-total-paid" />
            <MoneyStat label="Total refunded" amount={wallet.total_refunded} testId="wallet-total-refunded" accent="purple.600" />
          </SimpleGrid>

          <WalletCard title="Payments">
            <Card.Body pt="0">
              {wallet.payments.length === 0 ? (
                <Stack gap="3" align="start" py="2">
                  <Text fontSize="sm" color="gray.600">
                    No payments yet.
                  </Text>
                  <Button asChild size="sm" colorPalette="green" variant="outline">
                    <RouterLink to="/general-services">Browse General Services</RouterLink>
                  </Button>
                </Stack>
              ) : (
                wallet.payments.map((p) => (
                  <HStack key={p.id} justify="space-between" align="start" py="2.5" borderBottomWidth="1px" gap="3" data-testid="wallet-payment">
                    <Stack gap="0.5" minW="0">
                      <Text fontSize="sm" fontWeight="medium">
                        {p.service_title ?? 'Service order'} · {p.order_id !== null ? `Order ${formatOrderNumber(p.order_id)}` : `Booking #${p.subject_id}`}
                      </Text>
                      <Text fontSize="xs" color="gray.500" wordBreak="break-all">
                        {formatDateTime(p.paid_at ?? p.created_at)} · Ref {p.reference}
                      </Text>
                    </Stack>
                    <Stack gap="1" align="end" flexShrink={0}>
                      <Text fontSize="sm" fontWeight="semibold">
                        {formatNaira(p.amount)}
                      </Text>
                      <Badge size="sm" colorPalette={PAYMENT_COLORS[p.status] ?? 'gray'}>
                        {p.status}
                      </Badge>
                    </Stack>
                  </HStack>
                ))
              )}
            </Card.Body>
          </WalletCard>

          <WalletCard title="Refunds">
            <Card.Body pt="0">
              {wallet.refunds.length === 0 ? (
                <Text fontSize="sm" color="gray.600" py="2">
                  No refunds.
                </Text>
              ) : (
                wallet.refunds.map((r) => (
                  <HStack key={r.id} justify="space-between" align="start" py="2.5" borderBottomWidth="1px" gap="3">
                    <Stack gap="0.5" minW="0">
                      <Text fontSize="sm" fontWeight="medium">
                        {r.order_id !== null ? `Order ${formatOrderNumber(r.order_id)}` : `Booking #${r.subject_id}`}
                      </Text>
                      <Text fontSize="xs" color="gray.500">
                        {r.reason ?? 'Refund'} · {formatDateTime(r.processed_at ?? r.created_at)}
                      </Text>
                    </Stack>
                    <Stack gap="1" align="end" flexShrink={0}>
                      <Text fontSize="sm" fontWeight="semibold" color="purple.700">
                        {formatNaira(r.amount)}
                      </Text>
                      <Badge size="sm">{r.status}</Badge>
                    </Stack>
                  </HStack>
                ))
              )}
            </Card.Body>
          </WalletCard>
        </>
      )}
    </WalletFrame>
  );
}
