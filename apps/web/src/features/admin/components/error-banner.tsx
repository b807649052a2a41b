import { Alert, CloseButton } from '@chakra-ui/react';

/** A dismissible error banner. */
export function ErrorBanner({ message, onDismiss, testId = 'error-banner' }: { message: string | null; onDismiss: () => void; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId} alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <CloseButton size="sm" aria-label="Dismiss error" onClick={onDismiss} />
    </Alert.Root>
  );
}
