import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** What a vendor dashboard answers while the account is not live (`going_live`, null once live). */
export interface GoingLive {
  message: string;
  phone_verified: boolean;
  verification_status: string;
  compliance_path: string;
}

/** A vendor who is not live yet: why, what is left, and the way to Compliance — in place of figures, never an error. */
export function GoingLiveAlert({ goingLive }: { goingLive: GoingLive }) {
  const steps = [
    goingLive.phone_verified ? null : 'verify your phone number',
    goingLive.verification_status === 'verified'
      ? null
      : goingLive.verification_status === 'rejected'
        ? 'upload a new document (the last one was not approved)'
        : 'get your documents approved',
  ].filter((s): s is string => !!s);
  return (
    <Alert.Root status="info" data-testid="going-live">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Your account is not live yet</Alert.Title>
        <Alert.Description>
          <Text>{goingLive.message}</Text>
          {steps.length > 0 && <Text mt="1">Still to do: {steps.join(' and ')}. Your own orders and earnings appear here once you are live.</Text>}
        </Alert.Description>
        <Button asChild size="sm" colorPalette="green" alignSelf="flex-start">
          <RouterLink to={goingLive.compliance_path}>Go to Compliance</RouterLink>
        </Button>
      </Stack>
    </Alert.Root>
  );
}
