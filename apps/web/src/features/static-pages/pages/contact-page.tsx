import { Alert, Button, Field, Grid, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/components/site-footer';
import { formatPhoneNg } from '@/lib/phone';
import { StaticPage } from '../components/static-page';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Contact Us: all fields required; submitting only confirms, nothing is sent (spec 000 §5). */
export function ContactPage() {
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setSent(false);
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    setValues(EMPTY);
  };

  return (
    <StaticPage title="Contact Us" intro="Questions, feedback or a problem with an order? Our support team is here 24/7.">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="8">
        <form onSubmit={onSubmit} aria-label="Contact form">
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input name="name" value={values.name} onChange={set('name')} autoComplete="name" />
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                Email <Field.RequiredIndicator />
              </Field.Label>
              <Input name="email" type="email" value={values.email} onChange={set('email')} autoComplete="email" />
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                Subject <Field.RequiredIndicator />
              </Field.Label>
              <Input name="subject" value={values.subject} onChange={set('subject')} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                Message <Field.RequiredIndicator />
              </Field.Label>
              <Textarea name="message" rows={5} value={values.message} onChange={set('message')} />
            </Field.Root>
            {sent && (
              <Alert.Root role="status" status="success" data-testid="contact-sent">
                <Alert.Indicator />
                <Alert.Title>Message sent! We will get back to you shortly.</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="green" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              Send Message
            </Button>
          </Stack>
        </form>
        <Stack gap="4" p="5" bg="green.50" rounded="lg" h="fit-content">
          <Text fontWeight="bold">Reach us directly</Text>
          <HStack>
            <LuMail aria-hidden />
            <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
          </HStack>
          <HStack>
            <LuPhone aria-hidden />
            <Link href={`tel:${SUPPORT_PHONE}`}>{formatPhoneNg(SUPPORT_PHONE)}</Link>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            Lagos, Nigeria · Support available 24/7
          </Text>
        </Stack>
      </Grid>
    </StaticPage>
  );
}
