import { List, Text } from '@chakra-ui/react';
import { PageSection, StaticPage } from '../components/static-page';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" updated="November 2026" intro="We collect only what we need to run the marketplace safely, and we never sell your personal data.">
      <PageSection title="What we collect">
        <List.Root ps="5" gap="1">
          <List.Item>Account details: your name, email address, phone number and profile picture.</List.Item>
          <List.Item>Vendor verification: business details and identity or company documents, seen only by you and our review team.</List.Item>
          <List.Item>Activity: orders, bookings, rides and payments, so we can provide the service and resolve disputes.</List.Item>
        </List.Root>
      </PageSection>
      <PageSection title="How we use it">
        <Text>To match customers with vendors, process escrow payments and payouts, verify vendors, prevent fraud, send you notifications about your account and provide support.</Text>
      </PageSection>
      <PageSection title="Who sees it">
        <Text>Vendors see the details they need to fulfil your order, such as your name and phone number. Payment providers process payments on our behalf. We share data with authorities only when the law requires it.</Text>
      </PageSection>
      <PageSection title="Your choices">
        <Text>You can ask for a copy of your data, or for your account to be deactivated, through the Contact Us page. Deactivation takes effect 24 hours after your request.</Text>
      </PageSection>
    </StaticPage>
  );
}
