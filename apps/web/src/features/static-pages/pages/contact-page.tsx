import { Alert, Button, Field, Grid, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/components/site-footer';
import { apiRequest, ApiError, errorMessage } from '@/lib/api-client';
import type { ApiAnswer, ApiBody } from '@/lib/api-schema';
import { formatPhoneNg } from '@/lib/phone';
import { StaticPage } from '../components/static-page';

type ContactBody = ApiBody<'/api/contact', 'post'>;
type ContactField = keyof ContactBody;

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };
/** The API's limits (apps/api/src/modules/support/dto/contact-message.dto.ts). */
const MAX_LENGTH: Record<ContactField, number> = { name: 120, email: 254, subject: 200, message: 5000 };

/**
 * Contact Us: all fields required. The message goes to Oja's support inbox; the spec's confirmation
 * shows once the API has accepted it, its field errors beside the fields, anything else (e.g. 429) above the button.
 */
export function ContactPage() {
  const [values, setValues] = useState<ContactBody>(EMPTY);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: ContactField) => (e: { target: { value: string } }) => {
    setSent(null);
    setFieldErrors((f) => ({ ...f, [key]: undefined }));
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setSent(null);
    setFailure(null);
    setFieldErrors({});
    try {
      const res = await apiRequest<ApiAnswer<'/api/contact', 'post'>>('/api/contact', { method: 'POST', body: values });
      setSent(res.message);
      setValues(EMPTY);
    } catch (error) {
      const errors = error instanceof ApiError ? error.errors : undefined;
      const byField: Partial<Record<ContactField, string>> = {};
      for (const key of Object.keys(EMPTY) as ContactField[]) if (errors?.[key]?.[0]) byField[key] = errors[key][0];
      setFieldErrors(byField);
      if (!Object.keys(byField).length) setFailure(errorMessage(error, 'Your message could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  const field = (key: ContactField, label: string, control: ReactElement) => (
    <Field.Root required invalid={Boolean(fieldErrors[key])}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {control}
      {fieldErrors[key] && <Field.ErrorText>{fieldErrors[key]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <StaticPage title="Contact Us" intro="Questions, feedback or a problem with an order? Our support team is here 24/7.">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="8">
        <form onSubmit={onSubmit} aria-label="Contact form">
          <Stack gap="4">
            {field('name', 'Name', <Input name="name" value={values.name} onChange={set('name')} autoComplete="name" maxLength={MAX_LENGTH.name} />)}
            {field(
              'email',
              'Email',
              <Input name="email" type="email" value={values.email} onChange={set('email')} autoComplete="email" maxLength={MAX_LENGTH.email} />,
            )}
            {field('subject', 'Subject', <Input name="subject" value={values.subject} onChange={set('subject')} maxLength={MAX_LENGTH.subject} />)}
            {field('message', 'Message', <Textarea name="message" rows={5} value={values.message} onChange={set('message')} maxLength={MAX_LENGTH.message} />)}
            {sent && (
              <Alert.Root role="status" status="success" data-testid="contact-sent">
                <Alert.Indicator />
                <Alert.Title>{sent}</Alert.Title>
              </Alert.Root>
            )}
            {failure && (
              <Alert.Root role="alert" status="error" data-testid="contact-failed">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="green" loading={sending} loadingText="Sending…" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
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
