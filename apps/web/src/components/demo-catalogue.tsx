import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { SampleDataBadge } from '@/components/sample-data-badge';

/** A demonstration page's title with its "Sample data" badge and the line that says nothing is sold. */
export function DemoTitle({ title, blurb }: { title: string; blurb: string }) {
  return (
    <Stack gap="1">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
          {title}
        </Heading>
        <SampleDataBadge />
      </HStack>
      <Text color="gray.600">{blurb}</Text>
    </Stack>
  );
}

/** A search box with its magnifier icon; the label is the placeholder. */
export function DemoSearchBox({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <Box position="relative" flex="1">
      <Input ps="10" value={value} onChange={(e) => onChange(e.target.value)} placeholder={label} aria-label={label} />
      <Box position="absolute" left="3" top="50%" transform="translateY(-50%)" color="gray.500">
        <LuSearch />
      </Box>
    </Box>
  );
}

/** The row of category chips; the chosen one is solid and pressed. */
export function CategoryChips<C extends string>({ chips, value, onChange }: { chips: readonly C[]; value: C; onChange: (chip: C) => void }) {
  return (
    <HStack gap="2" flexWrap="wrap" role="group" aria-label="Categories">
      {chips.map((c) => (
        <Button
          key={c}
          size="sm"
          rounded="full"
          variant={value === c ? 'solid' : 'outline'}
          colorPalette="green"
          aria-pressed={value === c}
          onClick={() => onChange(c)}
        >
          {c}
        </Button>
      ))}
    </HStack>
  );
}
