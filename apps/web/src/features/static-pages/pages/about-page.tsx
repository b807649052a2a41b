import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageSection, StaticPage } from '../components/static-page';

const VALUES = [
  ['Trust first', 'Every vendor is verified and every payment is protected by escrow.'],
  ['Local at heart', 'Built in Nigeria for Nigerian customers, riders, cooks, mechanics, hosts and artisans.'],
  ['Fair to vendors', 'A small fee only on completed transactions, and payouts within 24-48 hours.'],
];

export function AboutPage() {
  return (
    <StaticPage title="About Oja" intro="Oja (Yoruba for “market”) is a multi-service marketplace connecting customers with trusted vendors across Nigeria.">
      <PageSection title="What we do">
        <Text>
          From okada rides and food delivery to shopping, auto maintenance, service apartments and general services, Oja gives you one place to find, pay and
          rate verified vendors.
        </Text>
      </PageSection>
      <PageSection title="What we stand for">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {VALUES.map(([title, text]) => (
            <Stack key={title} p="5" rounded="lg" bg="green.50" gap="1">
              <Text fontWeight="bold">{title}</Text>
              <Text fontSize="sm" color="gray.600">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </PageSection>
    </StaticPage>
  );
}
