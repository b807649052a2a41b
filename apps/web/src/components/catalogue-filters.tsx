import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/**
 * A public catalogue's search box and category chips (food, shop). `allLabel` is the chip that clears the category
 * ('All', 'All Products'); the chips scroll sideways on a phone rather than widen the page.
 */
export function CatalogueFilters({
  search,
  onSearch,
  searchLabel,
  allLabel,
  categories,
  category,
  onCategory,
}: {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  allLabel: string;
  categories: readonly string[];
  category: string;
  onCategory: (value: string) => void;
}) {
  const chips = [{ value: '', label: allLabel }, ...categories.map((c) => ({ value: c, label: c }))];
  return (
    <Stack gap="3">
      <Box position="relative">
        <Input ps="10" type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={searchLabel} aria-label={searchLabel} />
        <Box position="absolute" left="3" top="50%" transform="translateY(-50%)" color="gray.500" pointerEvents="none">
          <LuSearch aria-hidden />
        </Box>
      </Box>
      <HStack gap="2" flexWrap="wrap" role="group" aria-label="Categories">
        {chips.map((c) => (
          <Button
            key={c.label}
            size="sm"
            rounded="full"
            variant={category === c.value ? 'solid' : 'outline'}
            colorPalette="green"
            aria-pressed={category === c.value}
            onClick={() => onCategory(c.value)}
          >
            {c.label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
