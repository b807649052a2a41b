import { Card, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';

type WalletFrameProps<W> = {
  /** What the wallet holds, under the page's title. */
  intro: ReactNode;
  /** The wallet's answer as SWR gives it. */
  load: { data: { data: W } | undefined; error: unknown; isLoading: boolean; isValidating: boolean; mutate: () => unknown };
  /** The wallet's figures and lists once it has loaded. */
  children: (wallet: W) => ReactNode;
};

/** A wallet page (the customer's, a vendor's): loading, then its title, a retry on failure and the wallet. */
export function WalletFrame<W>({ intro, load, children }: WalletFrameProps<W>) {
  const { data, error, isLoading, isValidating, mutate } = load;
  if (isLoading && !data) {
    return <LoadingState label="Loading your wallet..." />;
  }
  return (
    <Stack gap="5">
      <PageHeading title="Wallet">{intro}</PageHeading>

      {error ? <RetryAlert message="Failed to load your wallet" retrying={isValidating} onRetry={() => void mutate()} /> : null}

      {data?.data && children(data.data)}
    </Stack>
  );
}

/** One list of a wallet page (payments, refunds, payouts, activity) in a small card under its title. */
export function WalletCard({ title, children, ...root }: { title: string; children: ReactNode } & Omit<Card.RootProps, 'title' | 'children'>) {
  return (
    <Card.Root size="sm" {...root}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      {children}
    </Card.Root>
  );
}
