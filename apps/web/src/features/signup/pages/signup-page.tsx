import { Alert, Link, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LuStore, LuUser } from 'react-icons/lu';
import { AuthCard } from '@/components/auth-card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { getStoredUser, getStoredVendor, getToken } from '@/lib/auth-storage';
import { logError } from '@/lib/log-error';
import { dashboardPathFor } from '@/lib/use-session';
import { register } from '../api/register';
import { AccountForm } from '../components/account-form';
import { VendorWizard } from '../components/vendor-wizard';
import type { AccountDetails } from '../model/signup-wizard.machine';

export const SIGNUP_REDIRECT_MS = 3000;

function CustomerSignup() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | undefined>();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onSubmit = async (account: AccountDetails) => {
    setBusy(true);
    setError(null);
    setFieldErrors(undefined);
    try {
      await register(account, 'user');
      setDone(true);
      timer.current = setTimeout(() => navigate('/login'), SIGNUP_REDIRECT_MS);
    } catch (e) {
      setError(errorMessage(e, 'An error occurred during registration'));
      setFieldErrors(e instanceof ApiError ? e.errors : undefined);
      void logError('signup', e, { user_type: 'user', email: account.email });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountForm
      submitLabel="Create Account"
      busy={busy}
      disabled={done}
      error={error}
      fieldErrors={fieldErrors}
      onSubmit={(account) => void onSubmit(account)}
      success={
        done && (
          <Alert.Root role="status" status="success" data-testid="signup-success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Registration successful! Please check your email to verify your account.</Alert.Title>
              <Alert.Description>Redirecting you to the login page...</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )
      }
    />
  );
}

/** Sign-up: customer and vendor tabs. */
export function SignupPage() {
  const navigate = useNavigate();
  // Someone already signed in (the home page's call to action leads here) goes to their dashboard. Judged once, on
  // arrival: the vendor wizard signs its new vendor in mid-way, and that must not move them off this page.
  useEffect(() => {
    if (getToken()) navigate(dashboardPathFor(getStoredUser(), getStoredVendor()), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);
  return (
    <AuthCard width="xl" title="Create your account" subtitle="Join Oja as a customer or grow your business as a vendor.">
      <Tabs.Root defaultValue="customer" variant="enclosed" fitted colorPalette="green" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="customer">
            <LuUser /> Customer
          </Tabs.Trigger>
          <Tabs.Trigger value="vendor">
            <LuStore /> Vendor
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="customer" pt="5">
          <CustomerSignup />
        </Tabs.Content>
        <Tabs.Content value="vendor" pt="5">
          <VendorWizard />
        </Tabs.Content>
      </Tabs.Root>
      <Text textAlign="center" fontSize="sm" color="gray.600">
        Already have an account?{' '}
        <Link asChild color="green.700" fontWeight="semibold">
          <RouterLink to="/login">Sign In</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
