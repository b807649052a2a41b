import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { LuArrowRight, LuListChecks } from 'react-icons/lu';
import { queueDashboardLink } from '../api/admin-api';

/**
 * Opens the queue dashboard in a new tab. The admin token stays in this tab: the API answers a one-minute
 * signed link, which sets the board's own cookie. The tab is opened on click (so no popup blocker stops it)
 * and sent to the link once it arrives.
 */
export function QueuesButton() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setError(null);
    setBusy(true);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { data } = await queueDashboardLink();
      if (tab) tab.location.href = data.url;
      else window.location.assign(data.url);
    } catch (e) {
      tab?.close();
      setError(e instanceof Error && e.message ? e.message : 'Failed to open the queue dashboard');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button justifyContent="space-between" variant="subtle" onClick={open} loading={busy} data-testid="open-queues">
        <HStack gap="2">
          <LuListChecks aria-hidden /> Queues
          <Text as="span" srOnly>
            (opens in a new tab)
          </Text>
        </HStack>
        <LuArrowRight aria-hidden />
      </Button>
      {error && (
        <Text role="alert" color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
    </>
  );
}
