import { Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection, StaticPage } from '../components/static-page';

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="November 2026"
      intro="We collect only what we need to run the marketplace safely, and we never sell your personal data."
    >
      <PageSection title="What we collect">
        <List.Root ps="5" gap="1">
          <List.Item>Account details: your name, email address, phone number and profile picture.</List.Item>
          <List.Item>Vendor verification: business details and identity or company documents, seen only by you and our review team.</List.Item>
          <List.Item>Activity: orders, bookings, rides and payments, so we can provide the service and resolve disputes.</List.Item>
        </List.Root>
      </PageSection>
      <PageSection title="How we use it">
        <Text>
          To match customers with vendors, process escrow payments and payouts, verify vendors, prevent fraud, send you notifications about your account and
          provide support.
        </Text>
      </PageSection>
      <PageSection title="Who sees it">
        <Text>
          Vendors see the details they need to fulfil your order, such as your name and phone number. Payment providers process payments on our behalf. We share
          data with authorities only when the law requires it.
        </Text>
      </PageSection>
      <PageSection title="Your rights (Nigeria Data Protection Act 2023)">
        <List.Root ps="5" gap="1">
          <List.Item>
            <Text as="span" fontWeight="semibold">
              Download my data:
            </Text>{' '}
            in your dashboard's Settings. We prepare a ZIP file of your profile, orders, bookings, payments, reviews and your own uploads, notify you when it is
            ready, and delete it after 24 hours.
          </List.Item>
          <List.Item>
            <Text as="span" fontWeight="semibold">
              Delete my account:
            </Text>{' '}
            in Settings, with your password. Your account is erased 24 hours later unless you cancel: your name, e-mail address, phone number, photos,
            notifications and dispute photos are deleted, and your e-mail address and phone number can be used for a new account. We cannot erase an account
            while money is held in escrow, owed to you, or a dispute is open: Settings lists what to settle first.
          </List.Item>
          <List.Item>
            Deactivation (also in Settings) only stops sign-in, 24 hours after you ask. For anything else — a correction, a question, a complaint — write to us
            through the{' '}
            <Link asChild colorPalette="green">
              <RouterLink to="/contact">Contact Us</RouterLink>
            </Link>{' '}
            page; a person answers by e-mail.
          </List.Item>
        </List.Root>
      </PageSection>
      <PageSection title="What we keep, and for how long">
        <List.Root ps="5" gap="1">
          <List.Item>
            Payments, ledger entries and the orders and bookings they paid for: 6 years, as tax and accounting law requires, without your name once your account
            is erased.
          </List.Item>
          <List.Item>Reviews you wrote stay on the vendor's or listing's page, signed "Former Oja user".</List.Item>
          <List.Item>Vendor identity and company documents: deleted 90 days after a vendor is rejected or leaves Oja.</List.Item>
          <List.Item>Data downloads: deleted 24 hours after they are prepared.</List.Item>
        </List.Root>
      </PageSection>
      <PageSection title="If something goes wrong">
        <Text>If a breach of personal data puts you at risk, we notify the Nigeria Data Protection Commission within 72 hours and tell you without delay.</Text>
      </PageSection>
    </StaticPage>
  );
}
