import { Alert, Button, Card, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, validateNewPassword, type PasswordContext } from '@oja/shared';
import { PasswordInput } from '@/components/password-input';
import { ApiError, errorMessage } from '@/lib/api-client';

export interface ChangePasswordBody {
  current_password: string;
  password: string;
  password_confirmation: string;
}

type Field = keyof ChangePasswordBody;
const EMPTY: ChangePasswordBody = { current_password: '', password: '', password_confirmation: '' };

export interface ChangePasswordCardProps {
  /** Whose password: the cheap checks refuse one containing the e-mail or name. */
  account: PasswordContext;
  /** Calls the API; answers the new token (the old one has ended with every other session). */
  submit: (body: ChangePasswordBody) => Promise<{ message: string; token: string }>;
  /** Stores the new token. */
  onChanged: (token: string) => void;
}

/**
 * The Change password card of the customer, vendor and admin settings pages. The length, spaces, e-mail
 * and name checks run here (shared rule); the API adds its list of common passwords.
 */
export function ChangePasswordCard({ account, submit, onChanged }: ChangePasswordCardProps) {
  const [values, setValues] = useState<ChangePasswordBody>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFormError(null);
    const local: Partial<Record<Field, string>> = values.current_password ? {} : { current_password: 'Please enter your current password.' };
    Object.assign(local, validateNewPassword(values, account));
    if (!local.password && values.password && values.password === values.current_password) local.password = PASSWORD_MESSAGES.sameAsCurrent;
    if (Object.values(local).some(Boolean)) return setErrors(local);
    setBusy(true);
    try {
      const res = await submit(values);
      onChanged(res.token);
      setValues(EMPTY);
      setErrors({});
      setDone(res.message);
    } catch (e) {
      const fields = e instanceof ApiError ? e.errors : undefined;
      if (fields && Object.keys(fields).some((f) => f in EMPTY)) {
        setErrors(
          Object.fromEntries(
            Object.entries(fields)
              .filter(([f]) => f in EMPTY)
              .map(([f, m]) => [f, m[0]]),
          ),
        );
      } else {
        setFormError(errorMessage(e, 'Something went wrong'));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <PasswordInput name={name} value={values[name]} onChange={set(name)} autoComplete={autoComplete} />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );

  return (
    <Card.Root maxW="xl" data-testid="change-password-card">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="md">
                Change password
              </Heading>
              <Text fontSize="sm" color="gray.600">
                You stay signed in here; every other device is signed out.
              </Text>
            </Stack>
            {field('current_password', 'Current password', 'current-password')}
            {field(
              'password',
              'New password',
              'new-password',
              `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords, your name and your e-mail address.`,
            )}
            {field('password_confirmation', 'Confirm new password', 'new-password')}
            {formError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
            {done && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{done}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="green" alignSelf="flex-start" loading={busy} loadingText="Saving...">
              Change Password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
