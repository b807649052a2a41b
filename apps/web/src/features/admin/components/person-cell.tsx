import { Box, Circle, HStack, Text } from '@chakra-ui/react';
import { initialOf } from './labels';

/** A table cell's person: initial circle, name and email (KYC review, vendors). */
export function PersonCell({ name, email }: { name: string | null | undefined; email: string | undefined }) {
  return (
    <HStack gap="3">
      <Circle size="8" bg="green.100" color="green.700" fontWeight="bold" fontSize="sm" flexShrink={0}>
        {initialOf(name)}
      </Circle>
      <Box minW="0" maxW={{ base: '48', xl: '64' }}>
        <Text fontWeight="medium" truncate>
          {name ?? 'Unknown'}
        </Text>
        <Text fontSize="xs" color="gray.500" truncate title={email}>
          {email}
        </Text>
      </Box>
    </HStack>
  );
}
