import { Badge, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SampleSection } from '@/components/sample-data-badge';
import { MenuStatusSelect } from '@/components/vendor-shop/menu-status-select';
import { formatNaira } from '@/lib/format';
import { SAMPLE_MENU, type MenuStatus } from '../data';

export const MENU_STATUS_COLOR: Record<MenuStatus, string> = { available: 'green', 'out-of-stock': 'orange', unavailable: 'gray' };

/** The sample menu, labelled "Sample data": each item's status (available, out-of-stock, unavailable) can be changed on the page. */
export function SampleMenu() {
  const [menu, setMenu] = useState(SAMPLE_MENU);
  return (
    <SampleSection title="A sample menu — not your dishes" testId="sample-menu">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {menu.map((m) => (
          <Card.Root key={m.id} data-testid="sample-menu-item">
            <Card.Body gap="2">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{m.name}</Text>
                <Badge colorPalette={MENU_STATUS_COLOR[m.status]} data-testid="menu-status">
                  {m.status}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {m.category} · {formatNaira(m.price)}
              </Text>
              <MenuStatusSelect
                size="sm"
                w="48"
                label={`Status of ${m.name}`}
                value={m.status}
                onChange={(status) => setMenu((list) => list.map((x) => (x.id === m.id ? { ...x, status } : x)))}
              />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </SampleSection>
  );
}
