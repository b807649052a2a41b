import { Alert, Button, Checkbox, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FaFacebook, FaGoogle } from 'react-icons/fa';
import { SignInFields } from '@/components/sign-in-fields';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-storage';
import { safeNextPath } from '@/lib/return-path';
import { dashboardPathFor } from '@/lib/use-session';
import { login } from '../api/login';
import { AuthCard } from '@/components/auth-card';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';

/** Sign-in. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const res = await login(email.trim(), password);
      const vendor = res.vendor ?? res.user.vendor ?? null;
      saveSession({ token: res.token, user: res.user, vendor }, remember);
      // A page that sent the visitor here (`?next=`) gets them back; otherwise the dashboard of their role.
      navigate(safeNextPath(params.get('next')) ?? dashboardPathFor(res.user, vendor), { replace: true });
    } catch (e) {
      setError(errorMessage(e, 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your Oja account">
      {params.get('verified') === '1' && (
        <Alert.Root role="status" status="success" data-testid="verified-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Email verified successfully!</Alert.Title>
            <Alert.Description>You can now log in to your account.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {params.get('reset') === '1' && (
        <Alert.Root role="status" status="success">
          <Alert.Indicator />
          <Alert.Title>Your password has been reset. Please log in with your new password.</Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <SignInFields email={email} password={password} onEmail={setEmail} onPassword={setPassword} autoComplete="email" placeholder="you@example.com" />
          <HStack justify="space-between" flexWrap="wrap">
            <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)} colorPalette="green" size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Remember me</Checkbox.Label>
            </Checkbox.Root>
            <ForgotPasswordDialog initialEmail={email} />
          </HStack>
          <FormError message={error} testId="login-error" />
          <Button type="submit" colorPalette="green" loading={busy} loadingText="Signing in..." size="lg">
            Sign In
          </Button>
        </Stack>
      </form>
      <HStack>
        <Separator flex="1" />
        <Text fontSize="xs" color="gray.500">
          or continue with
        </Text>
        <Separator flex="1" />
      </HStack>
      {/* Full width on phones, 44 px tall: easy to hit with a thumb. */}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w="full" data-testid="social-login">
        <Button variant="outline" flex="1" w={{ base: 'full', sm: 'auto' }} size="lg" disabled aria-describedby="social-login-note">
          <FaGoogle /> Google
        </Button>
        <Button variant="outline" flex="1" w={{ base: 'full', sm: 'auto' }} size="lg" disabled aria-describedby="social-login-note">
          <FaFacebook /> Facebook
        </Button>
      </Stack>
      {/* shows the two buttons and no action for them: Oja does not offer them; the form above does. */}
      <Text id="social-login-note" fontSize="xs" color="gray.600" textAlign="center">
        Google and Facebook sign-in are not offered. Sign in with your e-mail and password.
      </Text>
      <Text textAlign="center" fontSize="sm" color="gray.600">
        Don&apos;t have an account?{' '}
        <Link asChild color="green.700" fontWeight="semibold">
          <RouterLink to="/signup">Sign Up</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
