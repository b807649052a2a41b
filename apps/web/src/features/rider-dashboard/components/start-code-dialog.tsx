import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isRideStartCode } from '@oja/shared';
import { ActionDialog, useDialogAction } from '@/components/action-dialog';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';

export const START_CODE_TEXTS = {
  invalid: 'Type the 4 digits the customer tells you',
  failed: 'Failed to start the trip',
} as const;

/** "Start trip": the customer's 4-digit start code, typed by the rider; a wrong code keeps the dialog open with the API's words. */
export function StartCodeDialog({ open, onClose, onStart }: { open: boolean; onClose: () => void; onStart: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, dialog } = useDialogAction(open, onClose, () => {
    setCode('');
    setError(null);
  });

  const submit = async () => {
    if (!isRideStartCode(code)) {
      setError(START_CODE_TEXTS.invalid);
      return;
    }
    await run(
      () => onStart(code),
      (e) => setError(errorMessage(e, START_CODE_TEXTS.failed)),
    );
  };

  return (
    <ActionDialog
      {...dialog}
      testId="start-code-dialog"
      title="Start the trip"
      cancelLabel="Back"
      confirmLabel="Start the trip"
      confirmPalette="green"
      onConfirm={() => void submit()}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="gray.600">
          Ask the customer for the 4-digit start code Oja shows them, and type it here.
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Start code</Field.Label>
          <Input
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            fontSize="2xl"
            letterSpacing="0.3em"
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 4));
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit();
            }}
          />
        </Field.Root>
        <FormError message={error} testId="start-code-error" />
      </Stack>
    </ActionDialog>
  );
}
