import { SimpleGrid, Stack } from '@chakra-ui/react';
import { RetryAlert } from '@/components/retry-alert';
import { formatNaira, plural } from '@/lib/format';
import { useCustomerActivity, useCustomerWallet } from '../api/dashboard';
import { mergeActivity } from './activity';
import { StatCard, StatSkeletons } from '@/components/stat-card';

/** Lagos calendar month (YYYY-MM) of a timestamp. */
const lagosMonth = (at: string | number | Date) => new Date(new Date(at).getTime() + 3_600_000).toISOString().slice(0, 7);

/**
 * The customer overview's real figures: open orders and bookings, spend this month, and the wallet — a customer holds
 * no balance, so it shows what the ledger holds in escrow for them and what was refunded.
 */
export function CustomerStats() {
  const activity = useCustomerActivity();
  const wallet = useCustomerWallet();
  if (activity.error || wallet.error) {
    return (
      <RetryAlert
        message="Failed to load your dashboard figures"
        retrying={activity.isValidating || wallet.isValidating}
        onRetry={() => void Promise.all([activity.retry(), wallet.mutate()])}
      />
    );
  }
  if (activity.isLoading || wallet.isLoading || !wallet.data) return <StatSkeletons />;
  const items = mergeActivity(activity.orders, activity.bookings, activity.maintenance, activity.cartOrders);
  const openOrders = items.filter((i) => i.open && i.type !== 'booking').length;
  const openBookings = items.filter((i) => i.open && i.type === 'booking').length;
  const w = wallet.data.data;
  const month = lagosMonth(Date.now());
  const spentThisMonth = w.payments
    .filter((p) => p.status === 'success' && p.paid_at && lagosMonth(p.paid_at) === month)
    .reduce((sum, p) => sum + Number(p.amount), 0);
  return (
    <Stack gap="2" data-testid="customer-stats">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="Open orders" value={String(openOrders)} hint="Service, maintenance, food and shop orders in progress" testId="stat-open-orders" />
        <StatCard label="Open bookings" value={String(openBookings)} hint="Apartment stays not yet finished" testId="stat-open-bookings" />
        <StatCard label="Spent this month" value={formatNaira(spentThisMonth)} testId="stat-spend-month" />
        <StatCard
          label="Wallet"
          value={formatNaira(w.held_in_escrow)}
          hint={`Held in escrow for you · ${formatNaira(w.total_refunded)} refunded${w.refunds_pending ? ` · ${formatNaira(w.refunds_pending)} on its way back` : ''} · ${plural(w.payments.length, 'payment')}`}
          testId="stat-wallet"
        />
      </SimpleGrid>
    </Stack>
  );
}
