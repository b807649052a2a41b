import { Alert, Button, Field, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { checkPassword, PASSWORD_MIN_LENGTH } from '@oja/shared';
import { PasswordInput } from '@/components/password-input';
import { toaster } from '@/components/ui/toaster';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { resetPassword } from '../api/password-reset';
import { AuthCard } from '@/components/auth-card';

/** `/reset-password?token=…`: the page of the e-mailed reset link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm) return setError('Please fill in all required fields');
    // The shared rule's cheap checks; the API also refuses common passwords and ones containing the e-mail or name.
    const problem = checkPassword(password);
    if (problem) return setError(problem);
    if (password !== confirm) return setError('Passwords do not match');
    setBusy(true);
    setError(null);
    try {
      const res = await resetPassword(token, password);
      toaster.create({ type: 'success', title: res?.message || 'Your password has been reset.' });
      navigate('/login?reset=1', { replace: true });
    } catch (e) {
      setError(errorMessage(e, 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Choose a new password">
      {!token ? (
        <Alert.Root role="alert" status="error">
          <Alert.Indicator />
          <Alert.Title>This reset link is invalid. Please request a new one from the login page.</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>New password</Field.Label>
              <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
              <Field.HelperText>At least {PASSWORD_MIN_LENGTH} characters. Avoid common passwords, your name and your e-mail address.</Field.HelperText>
            </Field.Root>
            <Field.Root required>
              <Field.Label>Confirm new password</Field.Label>
              <PasswordInput value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
            </Field.Root>
            <FormError message={error} />
            <Button type="submit" colorPalette="green" loading={busy}>
              Reset Password
            </Button>
          </Stack>
        </form>
      )}
      <Text textAlign="center" fontSize="sm">
        <Link asChild color="green.700">
          <RouterLink to="/login">Back to Sign In</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
