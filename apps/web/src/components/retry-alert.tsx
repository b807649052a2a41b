import { Alert, Button } from '@chakra-ui/react';

/** An error alert for data that failed to load, with a 'Try Again' button that refetches. */
export function RetryAlert({ message, retrying, onRetry, testId }: { message: string; retrying: boolean; onRetry: () => void; testId?: string }) {
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" colorPalette="red" loading={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </Alert.Root>
  );
}
