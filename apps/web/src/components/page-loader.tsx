import { Center, Spinner } from '@chakra-ui/react';

export function PageLoader() {
  return (
    <Center minH="50vh" role="status" aria-busy="true" aria-label="Loading">
      <Spinner size="lg" color="green.500" />
    </Center>
  );
}
