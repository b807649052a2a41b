import { Box, Card, Circle, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuLayoutGrid, LuMapPinned, LuStar } from 'react-icons/lu';
import { STATS } from '../data';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { icon: LuLayoutGrid, title: 'One app, six services', text: 'Rides, food, shopping, mechanics, apartments and home services without switching apps.' },
  { icon: LuBadgeCheck, title: 'Verified vendors', text: 'Every vendor proves who they are and verifies their phone before going live.' },
  { icon: LuMapPinned, title: 'Real-time tracking', text: 'Follow your ride, delivery or service request from start to finish.' },
  { icon: LuStar, title: 'Honest ratings', text: 'Rate every transaction so the best vendors rise to the top.' },
];

/** About section: feature cards and the static marketing figures. */
export function AboutSection() {
  return (
    <Box as="section" id="about" scrollMarginTop="16" py={{ base: 14, md: 20 }} bg="gray.50">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <SectionHeading
          eyebrow="About us"
          title="Built for how Nigeria moves, eats and lives"
          text="Oja brings trusted local vendors and customers together, with a platform fee only on completed transactions."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {FEATURES.map((f) => {
            const Icon = f.icon;
            return (
              <Card.Root key={f.title} variant="elevated">
                <Card.Body gap="3">
                  <Circle size="11" bg="green.100" color="green.700">
                    <Icon size={22} aria-hidden />
                  </Circle>
                  <Text fontWeight="bold">{f.title}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {f.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="4" mt="12" bg="green.700" color="white" rounded="2xl" p={{ base: 6, md: 10 }} data-testid="stats">
          {STATS.map((s) => (
            <Stack key={s.label} gap="0" textAlign="center">
              <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="extrabold">
                {s.value}
              </Text>
              <Text fontSize="sm" opacity={0.85}>
                {s.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
