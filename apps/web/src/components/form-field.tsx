import { Field, Input } from '@chakra-ui/react';
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

/** A form's text(ish) field renderer over its values and errors: `text(key, label, inputProps, required)`. */
export function textFieldRenderer<K extends string>(
  values: Record<K, string>,
  errors: Partial<Record<K, string | null | undefined>>,
  set: (key: K) => (value: string) => void,
) {
  return (key: K, label: string, props: Record<string, unknown> = {}, required = false) => (
    <FormField label={label} required={required} error={errors[key]}>
      <Input value={values[key]} onChange={(e) => set(key)(e.target.value)} {...props} />
    </FormField>
  );
}
