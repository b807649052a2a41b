import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { logError } from '@/lib/log-error';

/** The render-error screen */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);

  useEffect(() => {
    void logError('render', error instanceof Error ? error : new Error(detail));
  }, [error, detail]);

  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" p="6" bg="gray.50">
      <Stack maxW="lg" gap="4" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Code whiteSpace="pre-wrap" p="3" colorPalette="red" maxW="full">
          {detail}
        </Code>
        <Text color="gray.600">Something broke while showing this page. Please try again.</Text>
        <Button colorPalette="green" onClick={() => window.location.assign('/')}>
          Back to Home
        </Button>
      </Stack>
    </Box>
  );
}
