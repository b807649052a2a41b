import { Box, Circle, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuLock, LuPackageCheck, LuShieldCheck } from 'react-icons/lu';
import { SectionHeading } from './section-heading';

const ITEMS = [
  {
    icon: LuLock,
    title: 'Escrow payments',
    text: 'Your money is held until you confirm you are satisfied. General services are charged only after the vendor accepts.',
  },
  {
    icon: LuShieldCheck,
    title: 'Vendor verification',
    text: 'Individuals verify with their NIN, businesses with their CAC registration, and everyone verifies their phone.',
  },
  { icon: LuEye, title: 'Transparent tracking', text: 'See every step of your order, ride or booking, with clear statuses and notifications.' },
  {
    icon: LuPackageCheck,
    title: 'Seal-checking',
    text: 'Food and product deliveries are seal-checked and photographed so you receive exactly what left the vendor.',
  },
];

/** Trust and Safety section. */
export function TrustSection() {
  return (
    <Box as="section" id="trust" scrollMarginTop="16" py={{ base: 14, md: 20 }} bg="white">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <SectionHeading eyebrow="Trust & safety" title="Your safety is built in" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {ITEMS.map((item) => {
            const Icon = item.icon;
            return (
              <HStack key={item.title} align="start" gap="4" p="5" rounded="xl" borderWidth="1px" borderColor="green.100" bg="green.50/50">
                <Circle size="11" bg="green.700" color="white" flexShrink={0}>
                  <Icon size={20} aria-hidden />
                </Circle>
                <Stack gap="1">
                  <Text fontWeight="bold">{item.title}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {item.text}
                  </Text>
                </Stack>
              </HStack>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
