import { Box, Button, Card, Circle, Container, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowRight, LuCircleCheck } from 'react-icons/lu';
import { SERVICES } from '../data';
import { SectionHeading } from './section-heading';

/** Six service cards, each to its route, and the two sign-up buttons. */
export function ServicesSection() {
  return (
    <Box as="section" id="services" scrollMarginTop="16" py={{ base: 14, md: 20 }} bg="white">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <SectionHeading
          eyebrow="Our services"
          title="Everything you need, one marketplace"
          text="Six categories of trusted, verified vendors — with escrow-protected payments on every transaction."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {SERVICES.map((s) => {
            const Icon = s.icon;
            return (
              <Card.Root
                key={s.key}
                asChild
                variant="outline"
                _hover={{ shadow: 'lg', borderColor: 'green.300', transform: 'translateY(-2px)' }}
                transition="all .2s"
                data-testid="service-card"
              >
                <RouterLink to={s.to}>
                  <Card.Body gap="4">
                    <Circle size="12" bg={`${s.color}.100`} color={`${s.color}.600`}>
                      <Icon size={24} aria-hidden />
                    </Circle>
                    <Stack gap="1">
                      <Text fontWeight="bold" fontSize="lg">
                        {s.title}
                      </Text>
                      <Text color="gray.600" fontSize="sm">
                        {s.description}
                      </Text>
                    </Stack>
                    <List.Root gap="2" variant="plain">
                      {s.features.map((f) => (
                        <List.Item key={f} fontSize="sm" color="gray.700">
                          <List.Indicator asChild color="green.500">
                            <LuCircleCheck />
                          </List.Indicator>
                          {f}
                        </List.Item>
                      ))}
                    </List.Root>
                    <HStack color="green.700" fontWeight="semibold" fontSize="sm" mt="auto">
                      <Text>Explore</Text>
                      <LuArrowRight aria-hidden />
                    </HStack>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            );
          })}
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="4" mt="12">
          <Button asChild size="lg" colorPalette="green">
            <RouterLink to="/signup">Sign Up as Customer</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline" colorPalette="green">
            <RouterLink to="/signup">Join as Vendor</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
