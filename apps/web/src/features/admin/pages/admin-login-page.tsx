import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LuShieldCheck } from 'react-icons/lu';
import { firstError, validateAdminLogin } from '@oja/shared';
import { AuthCard } from '@/components/auth-card';
import { SignInFields } from '@/components/sign-in-fields';
import { FormError } from '@/components/form-error';
import { ApiError } from '@/lib/api-client';
import { adminLogin } from '../api/admin-api';
import { saveAdminSession, takeAdminFlash } from '../api/admin-session';

export const ADMIN_LOGIN_FAILED = 'Invalid credentials. Please try again.';

/** Admin Portal sign-in. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() => takeAdminFlash());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(validateAdminLogin({ email, password }));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await adminLogin(email.trim(), password);
      saveAdminSession(res.token, res.admin);
      navigate('/admin/dashboard', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 && e.message ? e.message : ADMIN_LOGIN_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      dark
      title="Admin Portal"
      subtitle="Sign in to manage vendors, KYC reviews and settings"
      emblem={
        <HStack bg="green.700" color="white" p="3" rounded="full">
          <LuShieldCheck size={24} aria-hidden />
        </HStack>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <SignInFields email={email} password={password} onEmail={setEmail} onPassword={setPassword} autoComplete="username" placeholder="admin@oja.ng" />
          <FormError message={error} testId="admin-login-error" />
          <Button type="submit" size="lg" loading={busy} loadingText="Signing in...">
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
