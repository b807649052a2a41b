import { Heading, Stack, Text } from '@chakra-ui/react';

export function SectionHeading({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <Stack gap="3" textAlign="center" align="center" mb={{ base: 8, md: 12 }}>
      <Text color="green.700" fontWeight="semibold" textTransform="uppercase" fontSize="sm" letterSpacing="wider">
        {eyebrow}
      </Text>
      <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {text && (
        <Text color="gray.600" maxW="2xl">
          {text}
        </Text>
      )}
    </Stack>
  );
}
