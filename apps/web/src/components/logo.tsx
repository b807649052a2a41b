import { HStack, Box, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuShoppingBag } from 'react-icons/lu';

/** The Oja word mark; links home. */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <RouterLink to={to} aria-label="Oja home">
      <HStack gap="2">
        <Box bg={inverted ? 'white' : 'green.700'} color={inverted ? 'green.700' : 'white'} rounded="lg" p="1.5" display="flex">
          <LuShoppingBag size={18} aria-hidden />
        </Box>
        <Text fontWeight="extrabold" fontSize="xl" letterSpacing="tight" color={inverted ? 'white' : 'gray.900'}>
          Oja
        </Text>
      </HStack>
    </RouterLink>
  );
}
