import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PasswordInput } from '@/components/password-input';
import { FormError } from '@/components/form-error';
import { validateAccount, type AccountDetails } from '../model/signup-wizard.machine';

export const EMPTY_ACCOUNT: AccountDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Maps the API's snake_case validation fields to the form's. */
const SERVER_FIELD: Record<string, keyof AccountDetails> = {
  name: 'firstName',
  email: 'email',
  phone: 'phone',
  password: 'password',
};

export interface AccountFormProps {
  initial?: AccountDetails | null;
  submitLabel: string;
  busy?: boolean;
  /** Server or flow error shown above the button. */
  error?: string | null;
  fieldErrors?: Record<string, string[]>;
  success?: ReactNode;
  disabled?: boolean;
  onSubmit: (account: AccountDetails) => void;
}

/** The account details form shared by the customer tab and the vendor wizard's first step. */
export function AccountForm({ initial, submitLabel, busy, error, fieldErrors, success, disabled, onSubmit }: AccountFormProps) {
  const [values, setValues] = useState<AccountDetails>(initial ?? EMPTY_ACCOUNT);
  const [localError, setLocalError] = useState<string | null>(null);

  const set = (key: keyof AccountDetails) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  // A local problem replaces the last answer's field errors: one password error at a time, never two that disagree.
  const serverError = (key: keyof AccountDetails): string | undefined => {
    if (!fieldErrors || localError) return undefined;
    const entry = Object.entries(fieldErrors).find(([field]) => SERVER_FIELD[field] === key);
    return entry?.[1]?.join(' ');
  };

  const handle = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAccount(values);
    setLocalError(problem);
    if (!problem) onSubmit(values);
  };

  const shown = localError ?? error;

  const field = (key: keyof AccountDetails, label: string, input: ReactNode) => {
    const problem = serverError(key);
    return (
      <Field.Root required={key !== 'confirmPassword'} invalid={Boolean(problem)}>
        <Field.Label>
          {label} {key !== 'confirmPassword' && <Field.RequiredIndicator />}
        </Field.Label>
        {input}
        {/* The form's message already says it when it is the same text. */}
        {problem && problem !== shown && <Field.ErrorText>{problem}</Field.ErrorText>}
      </Field.Root>
    );
  };

  return (
    <form onSubmit={handle} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field(
            'firstName',
            'First name',
            <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} placeholder="Chinedu" />,
          )}
          {field(
            'lastName',
            'Last name',
            <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} placeholder="Okafor" />,
          )}
        </SimpleGrid>
        {field(
          'email',
          'Email',
          <Input name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} placeholder="you@example.com" />,
        )}
        {field(
          'phone',
          'Phone number',
          <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} placeholder="0803 123 4567" />,
        )}
        {field(
          'password',
          'Password',
          <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={set('password')} placeholder="Create a password" />,
        )}
        {field(
          'confirmPassword',
          'Confirm password',
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            placeholder="Repeat the password"
          />,
        )}
        <FormError message={shown} testId="signup-error" />
        {success}
        <Button type="submit" colorPalette="green" size="lg" loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
