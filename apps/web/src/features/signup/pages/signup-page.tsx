import { Alert, Link, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
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

/** The vendor tab's own address: the tabs are links, so a tap before the app has taken the prerendered page over opens it. */
export const VENDOR_SIGNUP_PATH = '/signup/vendor';

/**
 * Sign-up: customer and vendor tabs, each at its own address (`/signup`, `/signup/vendor`), both prerendered. The
 * open tab's form is the only one mounted. A tab that switched in place could not work before hydration: the tap
 * was held while the customer's form stayed on screen, the visitor typed into it, and the replayed tap then swapped in
 * an empty vendor form. As links, a tap before hydration loads the vendor's page; after it, the router switches.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const tab = useLocation().pathname.replace(/\/+$/, '') === VENDOR_SIGNUP_PATH ? 'vendor' : 'customer';
  // Someone already signed in (the home page's call to action leads here) goes to their dashboard. Judged once, on
  // arrival: the vendor wizard signs its new vendor in mid-way, and that must not move them off this page.
  useEffect(() => {
    if (getToken()) navigate(dashboardPathFor(getStoredUser(), getStoredVendor()), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);
  return (
    <AuthCard width="xl" title="Create your account" subtitle="Join Oja as a customer or grow your business as a vendor.">
      <Tabs.Root value={tab} variant="enclosed" fitted colorPalette="green">
        <Tabs.List>
          <Tabs.Trigger value="customer" asChild>
            <RouterLink to="/signup" replace>
              <LuUser /> Customer
            </RouterLink>
          </Tabs.Trigger>
          <Tabs.Trigger value="vendor" asChild>
            <RouterLink to={VENDOR_SIGNUP_PATH} replace>
              <LuStore /> Vendor
            </RouterLink>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="customer" pt="5">
          {tab === 'customer' && <CustomerSignup />}
        </Tabs.Content>
        <Tabs.Content value="vendor" pt="5">
          {tab === 'vendor' && <VendorWizard />}
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
