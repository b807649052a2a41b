import { Alert } from '@chakra-ui/react';

/** The one-line explanation of where an order stands, shown in its card. */
export function OrderNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="info" size="sm" variant="subtle">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
