import { Alert, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';

type SettingsCardProps = {
  testId: string;
  title: string;
  /** What the card does, under its title. */
  intro: ReactNode;
  /** Its data: failed to load (`failed` said, with a retry), loading (a skeleton `skeletonH` tall), or loaded. */
  load: { error: unknown; loading: boolean; retrying: boolean; retry: () => void; failed: string; skeletonH?: string };
  /** The content once the data has loaded. */
  children: () => ReactNode;
  /** In the body whatever the state (a dialog). */
  extra?: ReactNode;
};

/** A card of the account settings: its title and what it does, then its content once its data has loaded. */
export function SettingsCard({ testId, title, intro, load, children, extra }: SettingsCardProps) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {intro}
        </Text>
      </Card.Header>
      <Card.Body>
        {load.error ? (
          <RetryAlert message={load.failed} retrying={load.retrying} onRetry={load.retry} />
        ) : load.loading ? (
          <Skeleton h={load.skeletonH ?? '10'} />
        ) : (
          children()
        )}
        {extra}
      </Card.Body>
    </Card.Root>
  );
}

type PendingChangeProps = { testId: string; children: ReactNode; cancelLabel: string; busy: boolean; onCancel: () => void };

/** A change asked for that takes effect later (deactivation, erasure): when, and the button that cancels it. */
export function PendingChange({ testId, children, cancelLabel, busy, onCancel }: PendingChangeProps) {
  return (
    <Stack gap="3" align="flex-start">
      <Alert.Root status="warning" data-testid={testId}>
        <Alert.Indicator />
        <Alert.Title>{children}</Alert.Title>
      </Alert.Root>
      <Button variant="outline" colorPalette="green" onClick={onCancel} loading={busy}>
        {cancelLabel}
      </Button>
    </Stack>
  );
}
