import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canonicalCategory, MESSAGES } from '@oja/shared';
import { saveSession, type StoredUser, type VendorSummary } from '@/lib/auth-storage';
import { logError } from '@/lib/log-error';
import { register } from '../api/register';
import { loginAfterSignup, registerVendorBasics, setupVendorCategory, uploadLogo } from '../api/vendor-onboarding';
import { AccountForm } from './account-form';
import { CategoryDetailsForm } from './category-details-form';
import { VendorBasicsForm } from './vendor-basics-form';
import { initialCategoryValues, type CategoryValues } from '../model/category-forms';
import { completeVendorSignup, freshProgress, VENDOR_REGISTRATION_FAILED, VENDOR_SIGNUP_DONE, VendorSignupError } from '../model/complete-vendor-signup';
import { signupWizardMachine, WIZARD_STEPS } from '../model/signup-wizard.machine';

/** Redirect to /login this long after a completed sign-up. */
export const VENDOR_SIGNUP_REDIRECT_MS = 3000;

const STEP_LABELS = ['Account details', 'Business information', 'Category details'];

function StepIndicator({ step }: { step: number }) {
  return (
    <Stack gap="2">
      <HStack gap="2">
        {STEP_LABELS.map((label, index) => (
          <Box key={label} flex="1" h="1.5" rounded="full" bg={index <= step ? 'green.500' : 'gray.200'} aria-hidden />
        ))}
      </HStack>
      <Text fontSize="sm" color="gray.600" data-testid="vendor-step">
        Step {step + 1} of {STEP_LABELS.length}: {STEP_LABELS[step]}
      </Text>
    </Stack>
  );
}

/**
 * The vendor tab: account details → business information → category details.
 * Completion registers, logs in and stores the token, submits the basics and the category setup,
 * says the account will be reviewed and goes to /login after 3 s. Failures are shown and logged.
 */
export function VendorWizard() {
  const navigate = useNavigate();
  const [state, send] = useMachine(signupWizardMachine);
  const step = Math.max(WIZARD_STEPS.indexOf(state.value as (typeof WIZARD_STEPS)[number]), 0);
  const { account, basics } = state.context;
  const category = canonicalCategory(basics?.category);

  // Values typed in each category's form survive Back and forth.
  const [detailsByCategory, setDetailsByCategory] = useState<Record<string, CategoryValues>>({});
  const [imagesByCategory, setImagesByCategory] = useState<Record<string, Record<string, File | null>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | undefined>();
  const [done, setDone] = useState(false);
  const progress = useRef(freshProgress());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const details = category ? (detailsByCategory[category] ?? initialCategoryValues(category, account)) : null;

  const complete = async (values: CategoryValues) => {
    setBusy(true);
    setError(null);
    setServerErrors(undefined);
    try {
      await completeVendorSignup({ account, basics, details: values, images: category ? imagesByCategory[category] : undefined }, progress.current, {
        register: (a) => register(a, 'vendor'),
        login: loginAfterSignup,
        storeSession: (res) => saveSession({ token: res.token, user: res.user as StoredUser, vendor: (res.vendor as VendorSummary | null) ?? null }, false),
        registerBasics: registerVendorBasics,
        setup: setupVendorCategory,
        uploadImage: uploadLogo,
      });
      setDone(true);
      send({ type: 'COMPLETED' });
      timer.current = setTimeout(() => navigate('/login'), VENDOR_SIGNUP_REDIRECT_MS);
    } catch (e) {
      const failure = e instanceof VendorSignupError ? e : new VendorSignupError('register', VENDOR_REGISTRATION_FAILED, e);
      setError(failure.message);
      setServerErrors(failure.fieldErrors);
      void logError('vendor-signup', failure.cause ?? failure, {
        step: failure.step,
        category: category ?? basics?.category ?? null,
        email: account?.email ?? null,
        message: failure.message,
      });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack gap="5">
        <StepIndicator step={2} />
        <Alert.Root role="status" status="success" data-testid="signup-success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{VENDOR_SIGNUP_DONE}</Alert.Title>
            <Alert.Description>Redirecting you to the login page...</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <StepIndicator step={step} />
      {state.matches('initial') && (
        <AccountForm initial={account} submitLabel="Continue" onSubmit={(next) => send({ type: 'ACCOUNT_SUBMITTED', account: next })} />
      )}
      {state.matches('vendorDetails') && (
        <VendorBasicsForm
          initial={basics}
          onBack={() => send({ type: 'BACK' })}
          onSubmit={(next) => {
            setError(null);
            setServerErrors(undefined);
            send({ type: 'BASICS_SUBMITTED', basics: next });
          }}
        />
      )}
      {state.matches('vendorCategorySpecific') &&
        (category && details ? (
          <CategoryDetailsForm
            key={category}
            category={category}
            values={details}
            onChange={(values) => setDetailsByCategory((all) => ({ ...all, [category]: values }))}
            images={imagesByCategory[category]}
            onImageChange={(name, file) => setImagesByCategory((all) => ({ ...all, [category]: { ...all[category], [name]: file } }))}
            onBack={() => send({ type: 'BACK' })}
            onSubmit={(values) => void complete(values)}
            busy={busy}
            error={error}
            serverErrors={serverErrors}
          />
        ) : (
          <Alert.Root role="alert" status="error" data-testid="signup-error">
            <Alert.Indicator />
            <Alert.Title>{MESSAGES.missingRegistrationData}</Alert.Title>
          </Alert.Root>
        ))}
    </Stack>
  );
}
