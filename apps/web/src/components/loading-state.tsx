import { Center, Spinner, Text, type CenterProps } from '@chakra-ui/react';

/** A centred spinner with a line of text, shown while a page's first data loads. */
export function LoadingState({ label, ...rest }: { label: string } & CenterProps) {
  return (
    <Center py="16" flexDirection="column" gap="3" {...rest}>
      <Spinner color="green.500" />
      <Text color="gray.600">{label}</Text>
    </Center>
  );
}
