import { Box, Container, Grid, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { Logo } from './logo';

export const SUPPORT_EMAIL = 'support@oja.ng';
export const SUPPORT_PHONE = '+2348001234567';
/** SUPPORT_PHONE as `formatPhoneNg` shows it (checked in site-footer.spec.ts): written out, so the footer on every page does not bring the phone-number library. */
export const SUPPORT_PHONE_DISPLAY = '0800 123 4567';

const GROUPS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Okada Rides', to: '/ride-hailing' },
      { label: 'Food Delivery', to: '/food-delivery' },
      { label: 'Shop', to: '/ecommerce' },
      { label: 'Auto Maintenance', to: '/auto-maintenance' },
      { label: 'Service Apartments', to: '/service-apartments' },
      { label: 'General Services', to: '/general-services' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Terms & Conditions', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/contact' },
      { label: 'FAQ', to: '/#faq' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Trust & Safety', to: '/#trust' },
    ],
  },
  {
    title: 'For Vendors',
    links: [
      { label: 'Become a Vendor', to: '/signup' },
      { label: 'Vendor Login', to: '/login' },
      { label: 'Vendor Dashboard', to: '/vendor-dashboard' },
      { label: 'Platform Fees', to: '/terms-of-service' },
    ],
  },
];

/** Site footer */
export function SiteFooter() {
  return (
    <Box as="footer" id="contact" bg="gray.900" color="gray.300" pt="14" pb="8" scrollMarginTop="16">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: '1.4fr repeat(4, 1fr)' }} gap="8">
          <Stack gap="4" gridColumn={{ base: 'span 2', lg: 'auto' }}>
            <Logo inverted />
            <Text fontSize="sm" maxW="xs">
              Rides, food, shopping, mechanics, apartments and home services from verified vendors — with your money held safely in escrow until you are
              satisfied.
            </Text>
            <Stack gap="2" fontSize="sm">
              <HStack>
                <LuMail aria-hidden />
                <Link href={`mailto:${SUPPORT_EMAIL}`} color="gray.200">
                  {SUPPORT_EMAIL}
                </Link>
              </HStack>
              <HStack>
                <LuPhone aria-hidden />
                <Link href={`tel:${SUPPORT_PHONE}`} color="gray.200">
                  {SUPPORT_PHONE_DISPLAY}
                </Link>
              </HStack>
              <HStack>
                <LuMapPin aria-hidden />
                <Text>12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria</Text>
              </HStack>
            </Stack>
          </Stack>
          {GROUPS.map((group) => (
            <Stack key={group.title} gap="3" as="nav" aria-label={group.title}>
              <Text fontWeight="semibold" color="white">
                {group.title}
              </Text>
              {group.links.map((link) => (
                <Link key={link.label} asChild fontSize="sm" color="gray.400" _hover={{ color: 'green.300' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </Grid>
        <Separator my="8" borderColor="gray.700" />
        {/* The prerendered landing carries its build year; a visit in a later year shows the current one. */}
        <Text fontSize="xs" color="gray.400" textAlign="center" suppressHydrationWarning>
          © {new Date().getFullYear()} Oja Marketplace. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
