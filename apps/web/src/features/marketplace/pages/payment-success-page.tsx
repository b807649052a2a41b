import { Button, Center, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuCheck } from 'react-icons/lu';

/** `/payment-success` (spec 000 §2.11). */
export function PaymentSuccessPage() {
  return (
    <Center minH="60vh" px="4" py="12">
      <Stack align="center" textAlign="center" gap="4" maxW="md">
        <Circle size="16" bg="green.100" color="green.600">
          <LuCheck size={32} aria-hidden />
        </Circle>
        <Heading as="h1" size="2xl">
          Payment Successful
        </Heading>
        <Text color="gray.600">Your payment has been received. You can check in when your booking starts.</Text>
        <Button asChild colorPalette="green">
          <RouterLink to="/dashboard/user/bookings">View My Bookings</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
