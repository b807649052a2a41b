import { List, Text } from '@chakra-ui/react';
import { FactTable } from '../components/fact-table';
import { PageSection, StaticPage } from '../components/static-page';
import { APARTMENT_CANCELLATION, MINIMUM_PAYOUT, PLATFORM_FEES, REFUND_CAP, REFUND_WINDOWS } from '../policy';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      updated="November 2026"
      intro="These terms govern your use of Oja as a customer or a vendor. By creating an account you agree to them."
    >
      <PageSection title="1. Eligibility">
        <Text>You must be at least 18 years old to use Oja. You are responsible for keeping your login details safe and for all activity on your account.</Text>
      </PageSection>
      <PageSection title="2. Our role">
        <Text>
          Oja is a marketplace that connects customers with independent vendors. Vendors provide the rides, food, products, repairs, stays and services; Oja
          provides the platform, payment escrow, verification and support.
        </Text>
      </PageSection>
      <PageSection title="3. Vendor verification">
        <Text>
          Vendors must verify their identity (national identity number for individuals, company registration number for businesses) and their phone number, and
          have their documents approved, before their listings become visible.
        </Text>
      </PageSection>
      <PageSection title="4. Platform fees">
        <Text>Oja charges a platform fee on each completed transaction, deducted from the vendor&apos;s payout:</Text>
        <FactTable head={['Service', 'Platform fee']} rows={PLATFORM_FEES} testId="platform-fees" />
      </PageSection>
      <PageSection title="5. Payments and payouts">
        <List.Root ps="5" gap="1">
          <List.Item>
            Customer payments are held in escrow until the customer confirms the service; for general services the customer is charged only after the vendor
            accepts.
          </List.Item>
          <List.Item>Vendor payouts are made within 24-48 hours after completion.</List.Item>
          <List.Item>The minimum payout is {MINIMUM_PAYOUT}.</List.Item>
        </List.Root>
      </PageSection>
      <PageSection title="6. Refunds">
        <Text>Refunds are limited to at most {REFUND_CAP} of the payment and must be requested within these windows:</Text>
        <FactTable head={['Service', 'Request window']} rows={REFUND_WINDOWS} />
        <Text>Apartment cancellations are refunded according to notice given:</Text>
        <FactTable head={['Cancellation', 'Refund']} rows={APARTMENT_CANCELLATION} />
        <Text>Refund requests are reviewed within 3-5 business days and approved refunds are processed within 7-10 business days.</Text>
      </PageSection>
      <PageSection title="7. Account termination">
        <Text>
          Inactive accounts may be terminated after 12 months. You may ask us to deactivate your account at any time; deactivation takes effect 24 hours after
          your request.
        </Text>
      </PageSection>
      <PageSection title="8. Contact">
        <Text>Questions about these terms? Reach us through the Contact Us page.</Text>
      </PageSection>
    </StaticPage>
  );
}
