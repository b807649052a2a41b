import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuConstruction } from 'react-icons/lu';

/** An honest placeholder for a screen that a later release builds. */
export function ComingSoon({
  title,
  description,
  backTo,
  backLabel,
}: {
  title: string;
  description?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="green.300" bg="green.50" rounded="xl" p={{ base: 6, md: 10 }} textAlign="center">
      <Stack align="center" gap="3">
        <Box color="green.700">
          <LuConstruction size={40} aria-hidden />
        </Box>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="gray.600" maxW="lg" data-testid="coming-soon">
          {description ?? 'This section is coming soon. We are still building it and it is not available yet.'}
        </Text>
        {backTo && (
          <Button asChild variant="outline" colorPalette="green" size="sm">
            <RouterLink to={backTo}>{backLabel ?? 'Go back'}</RouterLink>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
