import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { useSession } from '@/lib/use-session';

/**
 * `/dashboard/vendor/listings`: a vendor without a category has no listings yet — what they list depends on
 * the category they register (apartments, service pricings, menu, products), so the page says how to start.
 */
export function VendorListingsPage() {
  const { vendor } = useSession();
  return (
    <Stack gap="5">
      <PageHeading title="Listings">What customers can book or buy from you.</PageHeading>
      <Card.Root>
        <Card.Body>
          <Stack gap="3" align="flex-start" data-testid="listings-empty">
            <Text fontWeight="semibold">You have no listings yet.</Text>
            <Text color="gray.600">
              {vendor
                ? `${vendor.business_name ?? 'Your business'} has no category with listings yet. Choose what you offer to start listing.`
                : 'Register your business and choose what you offer — apartments, services, food or products — and your listings will appear here.'}
            </Text>
            <Button asChild colorPalette="green" size="sm">
              <RouterLink to="/dashboard/vendor/compliance">Complete your registration</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
