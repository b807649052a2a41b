import { Badge, Card, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { RetryAlert } from '@/components/retry-alert';
import { toastSuccess } from '@/components/toast-helpers';
import { setKitchenOpen, useStorefront, type Storefront } from '@/lib/vendor-shop';
import { useBusy } from '@/components/use-busy';

/** Why customers can or cannot order right now. */
function openNowText(s: Storefront): string {
  if (s.open_now) return 'Customers can order now.';
  if (s.live === false) return 'Customers see your kitchen once your account is live.';
  if (!s.kitchen_open) return 'The kitchen is closed: customers cannot order until you open it.';
  return 'Outside your opening hours: customers can order again when you open.';
}

/** The "Kitchen open" switch (PATCH /api/vendor/kitchen), the opening hours from the setup, and whether the kitchen is open now. */
export function KitchenCard() {
  const { data, error, isLoading, isValidating, mutate } = useStorefront();
  const [busy, run] = useBusy();
  if (error) return <RetryAlert message={`Failed to load your kitchen settings: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton h="24" rounded="md" />;
  const s = data.data;
  const toggle = (open: boolean) =>
    run('Failed to change the kitchen', async () => {
      const res = await setKitchenOpen(open);
      await mutate({ data: res.data }, { revalidate: false });
      toastSuccess(res.message ?? (open ? 'Kitchen open.' : 'Kitchen closed.'));
    });
  return (
    <Card.Root data-testid="kitchen-card">
      <Card.Body>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2">
              <Text fontWeight="semibold">Kitchen</Text>
              <Badge colorPalette={s.open_now ? 'green' : 'gray'} data-testid="kitchen-open-now">
                {s.open_now ? 'Open now' : 'Closed now'}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="gray.600" data-testid="kitchen-hours">
              Opening hours: {s.opening_hours?.trim() || 'not set (open whenever the kitchen is open)'}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {openNowText(s)}
            </Text>
          </Stack>
          <Switch.Root checked={s.kitchen_open} disabled={busy} onCheckedChange={(e) => void toggle(e.checked)} colorPalette="green">
            <Switch.HiddenInput aria-label="Kitchen open" />
            <Switch.Control />
            <Switch.Label>Kitchen open</Switch.Label>
          </Switch.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
