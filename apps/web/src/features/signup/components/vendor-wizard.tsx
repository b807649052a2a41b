import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { LuArrowLeft } from 'react-icons/lu';
import { AccountForm } from './account-form';
import { signupWizardMachine, WIZARD_STEPS } from '../model/signup-wizard.machine';

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
 * The vendor tab: the three-step wizard (spec 000 §2.3). Steps 2 and 3 (business basics and the
 * category setup) belong to the vendor onboarding work; until then step 2 says so honestly and
 * nothing is submitted.
 */
export function VendorWizard() {
  const [state, send] = useMachine(signupWizardMachine);
  const step = WIZARD_STEPS.indexOf(state.value as (typeof WIZARD_STEPS)[number]);

  return (
    <Stack gap="5">
      <StepIndicator step={Math.max(step, 0)} />
      {state.matches('initial') && (
        <AccountForm
          initial={state.context.account}
          submitLabel="Continue"
          onSubmit={(account) => send({ type: 'ACCOUNT_SUBMITTED', account })}
        />
      )}
      {!state.matches('initial') && (
        <Stack gap="4">
          <Alert.Root role="status" status="info" data-testid="vendor-coming-soon">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Vendor registration is coming soon</Alert.Title>
              <Alert.Description>
                Business information and category details cannot be submitted yet, so no vendor account has been
                created. Please check back shortly.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'BACK' })}>
            <LuArrowLeft /> Back
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
