import { List, Text } from '@chakra-ui/react';
import { FactTable } from '../components/fact-table';
import { PageSection, StaticPage } from '../components/static-page';
import { APARTMENT_CANCELLATION, REFUND_CAP, REFUND_WINDOWS } from '../policy';

export function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund Policy"
      updated="November 2026"
      intro="Because payments are held in escrow, most problems are fixed before a vendor is ever paid. When something still goes wrong, this is how refunds work."
    >
      <PageSection title="How much can be refunded">
        <Text>A refund covers at most {REFUND_CAP} of the payment for the affected order, ride, booking or service.</Text>
      </PageSection>
      <PageSection title="When to ask">
        <FactTable head={['Service', 'Request window']} rows={REFUND_WINDOWS} testId="refund-windows" />
      </PageSection>
      <PageSection title="Apartment cancellations">
        <FactTable head={['Cancellation', 'Refund']} rows={APARTMENT_CANCELLATION} />
      </PageSection>
      <PageSection title="What happens next">
        <List.Root ps="5" gap="1">
          <List.Item>We review each request within 3-5 business days.</List.Item>
          <List.Item>Approved refunds are processed within 7-10 business days to the original payment method.</List.Item>
          <List.Item>For auto maintenance, 50% of the ₦5,000 commitment fee is refundable if the service is not used.</List.Item>
        </List.Root>
      </PageSection>
    </StaticPage>
  );
}
