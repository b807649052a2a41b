import { Heading, Stack, Text } from '@chakra-ui/react';
import { ComingSoon } from '@/components/coming-soon';

/** Booking Management arrives with the apartment bookings release; until then an honest notice. */
export function AdminBookingsPage() {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Booking Management
        </Heading>
        <Text color="gray.600">Manage all apartment bookings and payments</Text>
      </Stack>
      <ComingSoon
        title="Booking management is coming soon"
        description="Reviewing apartment bookings, updating their status and releasing payments to vendors will be available here in an upcoming release."
        backTo="/admin/dashboard"
        backLabel="Back to Dashboard"
      />
    </Stack>
  );
}
