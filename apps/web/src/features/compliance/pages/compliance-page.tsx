import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '@/components/coming-soon';
import { NotFoundPage } from '@/components/not-found-page';
import { VerificationBadge } from '@/components/verification-badge';
import { useSession } from '@/lib/use-session';

/** Vendor compliance: current status from the stored vendor; the verification flow comes later. */
export function CompliancePage() {
  const { segment } = useParams();
  const { vendor } = useSession();
  if (segment === 'user') return <NotFoundPage />;
  const live = Boolean(vendor?.is_live);
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Stack gap="2">
            <Text fontWeight="semibold">Account status</Text>
            <HStack gap="2">
              <Badge colorPalette={live ? 'green' : 'orange'}>{live ? 'Live' : 'Test Mode'}</Badge>
              <VerificationBadge status={vendor?.verification_status} />
            </HStack>
            <Text fontSize="sm" color="gray.600">
              Going live needs a verified phone number and approved identity or company documents. Reviews take 1-3
              business days.
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      <ComingSoon
        title="Compliance verification — coming soon"
        description="Phone verification by voice call and document upload will be available here soon."
        backTo={`/dashboard/${segment}`}
        backLabel="Back to Overview"
      />
    </Stack>
  );
}
