import { Field, Input } from '@chakra-ui/react';
import { PasswordInput } from '@/components/password-input';

/** The required Email and Password fields of a sign-in form. */
export function SignInFields({
  email,
  onEmail,
  password,
  onPassword,
  autoComplete,
  placeholder,
}: {
  email: string;
  onEmail: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  /** The Email field's autocomplete token and placeholder. */
  autoComplete: 'email' | 'username';
  placeholder: string;
}) {
  return (
    <>
      <Field.Root required>
        <Field.Label>
          Email <Field.RequiredIndicator />
        </Field.Label>
        <Input name="email" type="email" autoComplete={autoComplete} value={email} onChange={(e) => onEmail(e.target.value)} placeholder={placeholder} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          Password <Field.RequiredIndicator />
        </Field.Label>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          placeholder="Your password"
        />
      </Field.Root>
    </>
  );
}
