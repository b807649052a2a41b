import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A form's field: its label (marked when required), the control, and the field's error under it once there is one. */
export function FormField({ label, required = false, error, children }: { label: ReactNode; required?: boolean; error?: string | null; children: ReactNode }) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
