import { Badge, Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { FEE_RATES } from '@oja/shared';
import { formatDateTime, formatNaira, formatOrderNumber } from '@/lib/format';
import { useVendorWallet, type LedgerLine } from '../api/wallet';
import { MoneyStat } from '../components/stat-card';
import { PayoutAccountCard } from '../components/payout-account-card';
import { WalletCard, WalletFrame } from '../components/wallet-frame';

const BUCKET_LABELS: Record<string, { label: string; color: string }> = {
  held: { label: 'Held', color: 'orange' },
  payable: { label: 'Payable', color: 'blue' },
  available: { label: 'Available', color: 'green' },
  in_transit: { label: 'In transit', color: 'purple' },
};

const PAYOUT_COLORS: Record<string, string> = { paid: 'green', failed: 'red', reversed: 'red', processing: 'blue', requested: 'gray' };

function LedgerRow({ line }: { line: LedgerLine }) {
  const bucket = BUCKET_LABELS[line.bucket] ?? { label: line.bucket, color: 'gray' };
  return (
    <HStack
      justify="space-between"
      align="start"
      py="2.5"
      borderBottomWidth="1px"
      gap="3"
      data-testid="ledger-line"
      data-order-id={line.order_id ?? undefined}
      data-bucket={line.bucket}
    >
      <Stack gap="0.5" minW="0">
        <Text fontSize="sm" fontWeight="medium">
          {line.description ?? line.type}
        </Text>
        <HStack gap="2" fontSize="xs" color="gray.500" flexWrap="wrap">
          <Badge size="sm" colorPalette={bucket.color}>
            {bucket.label}
          </Badge>
          {line.order_id !== null ? (
            <Text>Order {formatOrderNumber(line.order_id)}</Text>
          ) : (
            line.subject_label && <Text data-testid="ledger-subject">{line.subject_label}</Text>
          )}
          <Text>{formatDateTime(line.created_at)}</Text>
        </HStack>
      </Stack>
      <Text fontSize="sm" fontWeight="semibold" color={line.amount < 0 ? 'red.600' : 'green.700'} flexShrink={0} data-testid="ledger-amount">
        {line.amount < 0 ? '−' : '+'}
        {formatNaira(Math.abs(line.amount))}
      </Text>
    </HStack>
  );
}

/** `/dashboard/{service-vendor|apartment}/wallet`: balances held → payable → available → in transit, the ledger and payouts. */
export function VendorWalletPage() {
  const { segment } = useParams();
  const apartment = segment === 'apartment';
  const load = useVendorWallet();
  const intro = apartment
    ? `Guests' payments are held until their stay is over and an administrator releases them. On release you receive the amount minus the ${FEE_RATES.apartment * 100}% platform fee.`
    : `Customer payments are held in escrow until the customer confirms the work. On release you receive the amount minus the ${FEE_RATES.service * 100}% platform fee.`;

  return (
    <WalletFrame intro={intro} load={load}>
      {(wallet) => (
        <>
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
            <MoneyStat
              label="Held in escrow"
              amount={wallet.held}
              hint={apartment ? 'Paid by guests, not yet released' : 'Paid by customers, work not yet confirmed'}
              testId="wallet-held"
              accent="orange.700"
            />
            <MoneyStat
              label="Payable"
              amount={wallet.payable}
              hint={`Released; available after ${wallet.payout_hold_hours} hours`}
              testId="wallet-payable"
              accent="blue.600"
            />
            <MoneyStat
              label="Available"
              amount={wallet.available}
              hint={`Paid out from ${formatNaira(wallet.minimum_payout)}`}
              testId="wallet-available"
              accent="green.700"
            />
            <MoneyStat label="In transit" amount={wallet.in_transit} hint="On its way to your bank" testId="wallet-in-transit" accent="purple.600" />
          </SimpleGrid>

          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
            <Stack gap="4" gridColumn={{ lg: 'span 1' }}>
              <PayoutAccountCard account={wallet.payout_account} onSaved={() => load.mutate()} />
              <WalletCard title="Payouts">
                <Card.Body>
                  {wallet.payouts.length === 0 ? (
                    <Text fontSize="sm" color="gray.600">
                      No payouts yet. Available money of at least {formatNaira(wallet.minimum_payout)} is sent to your payout account automatically.
                    </Text>
                  ) : (
                    <Stack gap="0">
                      {wallet.payouts.map((p) => (
                        <HStack key={p.id} justify="space-between" py="2" borderBottomWidth="1px" gap="3" align="start">
                          <Stack gap="0.5" fontSize="xs" color="gray.600" minW="0">
                            <Text fontSize="sm" color="gray.900" fontWeight="medium">
                              {formatNaira(p.amount)}
                            </Text>
                            <Text>{formatDateTime(p.paid_at ?? p.created_at)}</Text>
                            {p.failure_reason && <Text color="red.600">{p.failure_reason}</Text>}
                          </Stack>
                          <Badge colorPalette={PAYOUT_COLORS[p.status] ?? 'gray'}>{p.status}</Badge>
                        </HStack>
                      ))}
                    </Stack>
                  )}
                </Card.Body>
              </WalletCard>
            </Stack>

            <WalletCard title="Activity" gridColumn={{ lg: 'span 2' }}>
              <Card.Body pt="0">
                {wallet.ledger.length === 0 ? (
                  <Text fontSize="sm" color="gray.600" py="2">
                    No wallet activity yet. Money appears here when a customer pays for one of your orders.
                  </Text>
                ) : (
                  <Box data-testid="wallet-ledger">
                    {wallet.ledger.map((line) => (
                      <LedgerRow key={line.id} line={line} />
                    ))}
                  </Box>
                )}
              </Card.Body>
            </WalletCard>
          </SimpleGrid>
        </>
      )}
    </WalletFrame>
  );
}
