import { Badge, Card, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { formatNaira } from '@/lib/format';
import { SAMPLE_MENU, type MenuStatus } from '../data';

const STATUS_COLOR: Record<MenuStatus, string> = { available: 'green', 'out-of-stock': 'orange', unavailable: 'gray' };

/** /dashboard/food-vendor/menu: the sample menu; each item's status (available, out-of-stock, unavailable) can be changed on the page. */
export function FoodMenuPage() {
  const [menu, setMenu] = useState(SAMPLE_MENU);
  return (
    <Stack gap="6">
      <HStack gap="3" flexWrap="wrap">
        <PageHeading title="Menu">Your dishes and whether customers can order them.</PageHeading>
        <SampleDataBadge />
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {menu.map((m) => (
          <Card.Root key={m.id} data-testid="menu-item">
            <Card.Body gap="2">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{m.name}</Text>
                <Badge colorPalette={STATUS_COLOR[m.status]} data-testid="menu-status">
                  {m.status}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {m.category} · {formatNaira(m.price)}
              </Text>
              <NativeSelect.Root size="sm" w="48">
                <NativeSelect.Field
                  aria-label={`Status of ${m.name}`}
                  value={m.status}
                  onChange={(e) => setMenu((list) => list.map((x) => (x.id === m.id ? { ...x, status: e.target.value as MenuStatus } : x)))}
                >
                  <option value="available">available</option>
                  <option value="out-of-stock">out-of-stock</option>
                  <option value="unavailable">unavailable</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
