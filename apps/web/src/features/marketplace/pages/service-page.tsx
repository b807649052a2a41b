import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { BackHomeLink } from '@/components/back-home-link';
import { ComingSoon } from '@/components/coming-soon';

const PAGES: Record<string, { title: string; text: string }> = {
  '/food-delivery': { title: 'Food Delivery', text: 'Order from local restaurants with seal-checked, tracked delivery.' },
  '/ride-hailing': { title: 'Okada Rides', text: 'Book a verified motorcycle rider and track your trip live.' },
  '/ecommerce': { title: 'Shop', text: 'Buy electronics, fashion, home goods and more from verified sellers.' },
  '/auto-maintenance': { title: 'Auto Maintenance', text: 'Report a car problem and get matched with a verified mechanic.' },
  '/service-apartments': { title: 'Service Apartments', text: 'Find and book hotels, hostels and shortlets.' },
  '/general-services': { title: 'General Services', text: 'Hire cleaners, electricians, plumbers, painters and more.' },
};

/** The public service pages, until their own releases build them. */
export function ServicePage() {
  const { pathname } = useLocation();
  const page = PAGES[pathname] ?? { title: 'Service', text: '' };
  return (
    <Container maxW="5xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 12 }}>
      <Stack gap="6">
        <Box>
          <BackHomeLink />
        </Box>
        <Stack gap="1">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            {page.title}
          </Heading>
          <Text color="gray.600">{page.text}</Text>
        </Stack>
        <ComingSoon
          title={`${page.title} is coming soon`}
          description={`We are onboarding verified vendors for ${page.title.toLowerCase()}. This page will let you browse and book them soon.`}
          backTo="/signup"
          backLabel="Create an account to be notified"
        />
      </Stack>
    </Container>
  );
}
