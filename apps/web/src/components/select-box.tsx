import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A choice: its value and what the list shows (the value itself when a plain string). */
export type Choice = string | { value: string | number; label: string };

type SelectBoxProps<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  choices?: readonly Choice[];
  /** A first choice with the empty value ("All states", "Choose your bank"…). */
  empty?: string;
  /** Its accessible name, where no `Field.Label` names it. */
  label?: string;
  /** The form field's name. */
  name?: string;
  /** Option elements of the caller's instead of `choices` (after `empty`). */
  children?: ReactNode;
  disabled?: boolean;
  size?: NativeSelect.RootProps['size'];
  w?: NativeSelect.RootProps['w'];
  /** `white` on a gray page. */
  bg?: string;
};

/** The SPA's one select: a native select (the phone's own picker) with Chakra's look. */
export function SelectBox<V extends string = string>({
  value,
  onChange,
  choices = [],
  empty,
  label,
  name,
  children,
  disabled,
  size,
  w,
  bg,
}: SelectBoxProps<V>) {
  return (
    <NativeSelect.Root size={size} w={w} disabled={disabled}>
      <NativeSelect.Field aria-label={label} name={name} value={value} onChange={(e) => onChange(e.currentTarget.value as V)} bg={bg}>
        {empty !== undefined && <option value="">{empty}</option>}
        {choices.map((c) =>
          typeof c === 'string' ? (
            <option key={c} value={c}>
              {c}
            </option>
          ) : (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ),
        )}
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
