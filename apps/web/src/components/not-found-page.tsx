import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The 404 page. */
export function NotFoundPage() {
  return (
    <Center minH="60vh" p="6">
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="black" color="green.700" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          Page not found
        </Heading>
        <Text color="gray.600">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="green">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
